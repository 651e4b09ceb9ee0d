import { describe, expect, it } from 'vitest';
import { boundaryOf, isWholeForm } from './multipart.ts';

const FILE =
	'--b\r\nContent-Disposition: form-data; name="file"; filename="card.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG data';
const whole = (text: string) => isWholeForm(Buffer.from(text, 'latin1'), 'b');

describe('boundaryOf', () => {
	it('reads the boundary, quoted or not, and nothing else', () => {
		expect(boundaryOf('multipart/form-data; boundary=----WebKitFormBoundary7MA4')).toBe(
			'----WebKitFormBoundary7MA4',
		);
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
