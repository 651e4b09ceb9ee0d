import { describe, expect, it } from 'vitest';
import { answerOf, requestHeaders } from './conditional-request.ts';

const URL_ = 'https://example.test/sets/en.json';
const kept = { url: URL_, etag: '"v1"', lastModified: 'Wed, 01 Jan 2026 00:00:00 GMT' };
const headers = (fields: Record<string, string>) => new Headers(fields);

describe('the headers of a download', () => {
	it('asks for the whole file, uncompressed, when nothing of it is kept', () => {
		expect(requestHeaders(URL_, null, null)).toEqual({ 'accept-encoding': 'identity' });
	});

	it('asks whether the kept file changed, by its ETag and its date', () => {
		expect(requestHeaders(URL_, kept, null)).toMatchObject({
			'if-none-match': '"v1"',
			'if-modified-since': 'Wed, 01 Jan 2026 00:00:00 GMT',
		});
	});

	it('asks for the whole file when the kept one came from another address', () => {
		expect(requestHeaders('https://elsewhere.test/sets/en.json', kept, null)).toEqual({
			'accept-encoding': 'identity',
		});
	});

	it('asks for the rest of a part, joined on its strong ETag', () => {
		const asked = requestHeaders(URL_, kept, { ...kept, etag: '"v2"', bytes: 1200 });
		expect(asked).toMatchObject({ range: 'bytes=1200-', 'if-range': '"v2"' });
		expect(asked).not.toHaveProperty('if-none-match');
	});

	it('joins on the date when the ETag is weak, and starts over when there is no date either', () => {
		expect(requestHeaders(URL_, null, { ...kept, etag: 'W/"v2"', bytes: 10 })['if-range']).toBe(kept.lastModified);
		expect(
			requestHeaders(URL_, null, { ...kept, etag: 'W/"v2"', lastModified: null, bytes: 10 }),
		).not.toHaveProperty('range');
	});

	it('starts over when the part is empty or of another address', () => {
		expect(requestHeaders(URL_, null, { ...kept, bytes: 0 })).not.toHaveProperty('range');
		expect(requestHeaders(URL_, null, { ...kept, url: 'https://elsewhere.test/x', bytes: 9 })).not.toHaveProperty(
			'range',
		);
	});
});

describe('what an answer means', () => {
	const conditional = requestHeaders(URL_, kept, null);
	const ranged = requestHeaders(URL_, null, { ...kept, bytes: 100 });

	it('304 to a conditional request: unchanged', () => {
		expect(answerOf(304, headers({}), conditional, 0)).toEqual({ kind: 'unchanged' });
	});

	it('206 following the part: its rest, with the whole length', () => {
		const answer = answerOf(
			206,
			headers({ 'content-range': 'bytes 100-249/250', 'content-length': '150' }),
			ranged,
			100,
		);
		expect(answer).toEqual({ kind: 'rest', from: 100, total: 250 });
	});

	it('206 of another piece than the rest is refused', () => {
		const answer = answerOf(206, headers({ 'content-range': 'bytes 0-249/250' }), ranged, 100);
		expect(answer.kind).toBe('error');
	});

	it('200 to a Range request: the file changed, the whole of it comes', () => {
		expect(answerOf(200, headers({ 'content-length': '300' }), ranged, 100)).toEqual({ kind: 'whole', total: 300 });
	});

	it('404 is a missing file, another status an error naming it', () => {
		expect(answerOf(404, headers({}), conditional, 0)).toEqual({ kind: 'missing' });
		expect(answerOf(503, headers({}), conditional, 0)).toEqual({ kind: 'error', problem: 'answered HTTP 503' });
	});

	it('a 304 nobody asked for is an error, not a file unchanged', () => {
		expect(answerOf(304, headers({}), requestHeaders(URL_, null, null), 0).kind).toBe('error');
	});
});
