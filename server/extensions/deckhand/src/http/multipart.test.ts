import type { NextFunction, Request, Response } from 'express';
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { boundaryOf, checkUploadForm, isWholeForm } from './multipart.ts';

const FILE = '--b\r\nContent-Disposition: form-data; name="file"; filename="card.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG data';
const whole = (text: string) => isWholeForm(Buffer.from(text, 'latin1'), 'b');

describe('boundaryOf', () => {
	it('reads the boundary, quoted or not, and nothing else', () => {
		expect(boundaryOf('multipart/form-data; boundary=----WebKitFormBoundary7MA4')).toBe('----WebKitFormBoundary7MA4');
		expect(boundaryOf('multipart/form-data; boundary="a b"; charset=utf-8')).toBe('a b');
		expect(boundaryOf('multipart/form-data')).toBeNull();
		expect(boundaryOf('multipart/form-data; boundary=')).toBeNull();
	});
});

describe('isWholeForm', () => {
	it('accepts a whole form, with fields before the file, a preamble and an epilogue', () => {
		expect(whole(`${FILE}\r\n--b--\r\n`)).toBe(true);
		expect(whole(`--b\r\nContent-Disposition: form-data; name="folder"\r\n\r\nabc\r\n${FILE}\r\n--b--`)).toBe(true);
		expect(whole(`preamble\r\n${FILE}\r\n--b--\r\nepilogue`)).toBe(true);
	});

	it.each([
		['cut off inside the file', FILE],
		['cut off after the headers', FILE.slice(0, FILE.indexOf('\x89'))],
		['without its closing delimiter', `${FILE}\r\n--b\r\n`],
		['closed by another boundary', `${FILE}\r\n--c--`],
		['empty', ''],
		['only a closing delimiter', '--b--'],
		['with a header line without a colon', '--b\r\nContent-Disposition form-data\r\n\r\nx\r\n--b--'],
		['with a part without headers', '--b\r\n\r\nx\r\n--b--'],
		['with a part that is no form field', '--b\r\nContent-Disposition: attachment\r\n\r\nx\r\n--b--'],
		['with headers that never end', '--b\r\nContent-Disposition: form-data; name="a"\r\n--b--'],
	])('refuses a form %s', (_label, text) => {
		expect(whole(text)).toBe(false);
	});
});

/** Runs the check on an upload of `body` and answers what it handed on, and what Directus then reads. */
async function upload(body: string, contentType = 'multipart/form-data; boundary=b', path = '/files') {
	const req = Object.assign(new PassThrough(), { method: 'POST', path, headers: { 'content-type': contentType }, is: (type: string) => contentType.startsWith(type) }) as unknown as Request;
	(req as unknown as PassThrough).end(Buffer.from(body, 'latin1'));
	let passed: unknown = 'not called';
	await checkUploadForm(1_000)(req, {} as Response, ((error?: unknown) => (passed = error ?? null)) as NextFunction).catch((error: unknown) => (passed = error));
	const received: Buffer[] = [];
	if (passed === null) await new Promise((done) => req.pipe(new Writable({ write: (chunk: Buffer, _e, next) => (received.push(chunk), next()), final: (end) => (end(), done(null)) })));
	return { passed, received: Buffer.concat(received).toString('latin1') };
}

describe('checkUploadForm', () => {
	it('hands a whole form on to Directus as it came', async () => {
		const body = `${FILE}\r\n--b--\r\n`;
		expect(await upload(body)).toEqual({ passed: null, received: body });
	});

	it('refuses a cut-off form, and one without a boundary, naming the body', async () => {
		expect((await upload(FILE)).passed).toMatchObject({ code: 'VALIDATION_FAILED', extensions: { field: 'body' } });
		expect((await upload(`${FILE}\r\n--b--`, 'multipart/form-data')).passed).toMatchObject({ code: 'VALIDATION_FAILED', extensions: { field: 'body' } });
	});

	it('refuses a form larger than the file limit and its form', async () => {
		expect((await upload(`${FILE}${'x'.repeat(300_000)}\r\n--b--`)).passed).toMatchObject({ code: 'CONTENT_TOO_LARGE', status: 413 });
	});

	it('checks every multipart request, and leaves other requests alone', async () => {
		expect((await upload(FILE, 'application/json')).passed).toBeNull();
		expect((await upload(`${FILE}\r\n--b--`, undefined, '/utils/import/customers')).passed).toBeNull();
		expect((await upload(FILE, undefined, '/utils/import/customers')).passed).toMatchObject({ code: 'VALIDATION_FAILED' });
	});
});
