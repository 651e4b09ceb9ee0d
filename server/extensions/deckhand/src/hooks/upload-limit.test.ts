import { describe, expect, it } from 'vitest';
import type { Request } from 'express';
import { parseSize, uploadLimit } from './upload-limit.ts';

const request = (method: string, path: string, length: number) => ({ method, path, headers: { 'content-length': String(length) } }) as unknown as Request;

function run(maxBytes: number | null, req: Request): unknown {
	let passed: unknown = 'not called';
	uploadLimit(maxBytes)(req, {} as never, (error?: unknown) => {
		passed = error ?? null;
	});
	return passed;
}

describe('upload limit', () => {
	it('reads Directus size settings', () => {
		expect(parseSize('10mb')).toBe(10 * 1024 * 1024);
		expect(parseSize('512 KB')).toBe(512 * 1024);
		expect(parseSize('2048')).toBe(2048);
		expect(parseSize(undefined)).toBeNull();
		expect(parseSize('lots')).toBeNull();
	});

	it('refuses an upload over the limit before Directus reads it', () => {
		expect(run(1000, request('POST', '/files', 1001))).toMatchObject({ code: 'CONTENT_TOO_LARGE', status: 413 });
		expect(run(1000, request('PATCH', '/files/abc', 5000))).toMatchObject({ code: 'CONTENT_TOO_LARGE' });
	});

	it('lets everything else through', () => {
		expect(run(1000, request('POST', '/files', 1000))).toBeNull();
		expect(run(1000, request('POST', '/items/cards', 5000))).toBeNull();
		expect(run(null, request('POST', '/files', 5000))).toBeNull();
	});
});
