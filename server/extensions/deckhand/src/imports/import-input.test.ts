import { describe, expect, it } from 'vitest';
import { checkFileType, parseImportId, parseRowsQuery, parseUploadQuery } from './import-input.ts';

const refusal = (run: () => unknown) => {
	try {
		run();
	} catch (error) {
		return {
			message: (error as Error).message,
			code: (error as { code: string }).code,
			status: (error as { status: number }).status,
			...(error as { extensions: object }).extensions,
		};
	}
	throw new Error('not refused');
};

describe('an upload’s query', () => {
	it('reads the file name and the format, auto or absent meaning detect', () => {
		expect(parseUploadQuery({ name: ' stock.csv ' })).toEqual({ format: null, fileName: 'stock.csv' });
		expect(parseUploadQuery({ name: 'a.csv', format: 'auto' })).toEqual({ format: null, fileName: 'a.csv' });
		expect(parseUploadQuery({ name: 'a.csv', format: 'tcgplayer' })).toEqual({
			format: 'tcgplayer',
			fileName: 'a.csv',
		});
	});

	it('refuses an unknown format, a missing or too long name, and a parameter given twice', () => {
		expect(refusal(() => parseUploadQuery({ name: 'a.csv', format: 'constructor' }))).toMatchObject({
			field: 'format',
		});
		expect(refusal(() => parseUploadQuery({}))).toMatchObject({ field: 'name', min: 1, max: 255 });
		expect(refusal(() => parseUploadQuery({ name: '   ' }))).toMatchObject({ field: 'name' });
		expect(refusal(() => parseUploadQuery({ name: 'x'.repeat(256) }))).toMatchObject({ field: 'name' });
		expect(refusal(() => parseUploadQuery({ name: ['a', 'b'] }))).toMatchObject({
			field: 'name',
			message: 'Give name once, as text.',
		});
	});
});

describe('a file’s content type', () => {
	it('takes CSV, text and bytes (with a charset), and refuses a form or JSON naming the type', () => {
		for (const type of [
			'text/csv',
			'text/csv; charset=utf-8',
			'application/octet-stream',
			'text/plain',
			'application/vnd.ms-excel',
			'TEXT/CSV',
		])
			expect(() => checkFileType(type)).not.toThrow();
		expect(refusal(() => checkFileType('application/json'))).toMatchObject({
			code: 'UNSUPPORTED_MEDIA_TYPE',
			status: 415,
			field: 'content-type',
			message: expect.stringContaining('(not application/json)'),
		});
		expect(refusal(() => checkFileType(undefined))).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
	});
});

describe('ids and pages', () => {
	it('reads an id of digits and a page of rows within its bounds', () => {
		expect(parseImportId('12')).toBe(12);
		expect(refusal(() => parseImportId('1e3'))).toMatchObject({ field: 'id' });
		expect(parseRowsQuery({})).toEqual({ kind: null, offset: 0, limit: 100 });
		expect(parseRowsQuery({ kind: 'skip', offset: '200', limit: '500' })).toEqual({
			kind: 'skip',
			offset: 200,
			limit: 500,
		});
		expect(refusal(() => parseRowsQuery({ kind: 'toString' }))).toMatchObject({ field: 'kind' });
		expect(refusal(() => parseRowsQuery({ limit: '0' }))).toMatchObject({ field: 'limit', min: 1, max: 500 });
		expect(refusal(() => parseRowsQuery({ offset: '1.5' }))).toMatchObject({ field: 'offset' });
	});
});
