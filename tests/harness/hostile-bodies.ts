// The bodies (and `Idempotency-Key` headers) the hostile-request suite sends: broken and wrong JSON for every route,
// and the uploads, files and keys of the routes that read them.
import { gzipSync } from 'node:zlib';

export interface RawBody {
	label: string;
	data: Buffer;
	headers?: Record<string, string | string[]>;
}

/** A value as JSON text, for the wrong bodies of a route. */
export const asJson = (value: unknown) => JSON.stringify(value);

/** JSON text as a body, labelled by its start. */
export const jsonBody = (text: string): RawBody => ({
	label: text.length > 40 ? `${text.slice(0, 40)}…` : text,
	data: Buffer.from(text),
});

/** Bodies no JSON parser accepts (or a body too large, in a charset or encoding not offered): refused before any route reads them. */
export const BROKEN_BODIES: RawBody[] = [
	...[
		'{',
		'}',
		'{"sku":}',
		'{"sku":1,}',
		'[1,2,]',
		"{'sku':1}",
		'{sku:1}',
		'NaN',
		'undefined',
		'{}garbage',
		'{"a":"unterminated}',
		'{"a":01}',
		'{"a":+1}',
		'{"a":0x10}',
		'{"a":.5}',
		'{"a":"\\x"}',
		'{"a":"\\u12"}',
		'{"a":1}{"b":2}',
		'{"a":[1,2}',
		'{"a":tru}',
		'//x\n{}',
	].map(jsonBody),
	{ label: '100 000 unclosed [', data: Buffer.from('['.repeat(100_000)) },
	{ label: '2 MB', data: Buffer.from(JSON.stringify({ note: 'x'.repeat(2 * 1024 * 1024) })) },
	{
		label: 'charset latin1',
		data: Buffer.from('{}'),
		headers: { 'content-type': 'application/json; charset=latin1' },
	},
	{ label: 'gzip that is not gzip', data: Buffer.from('{}'), headers: { 'content-encoding': 'gzip' } },
	{ label: 'unknown encoding', data: gzipSync('{}'), headers: { 'content-encoding': 'compress' } },
];

/** Well-formed JSON that is no route's input. */
export const WRONG_BODIES: string[] = [
	'[]',
	'[{}]',
	'{}',
	'{"__proto__":{"admin":true}}',
	'{"constructor":{"prototype":{"admin":true}}}',
	asJson({ sku: null, delta: null, lines: null, to: null, name: null }),
	asJson({ a: 'x'.repeat(100_000) }),
	'[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]',
	'{"a":1e999}',
	'{"\u0000":"\u0000"}',
];

/** A multipart body with boundary `b` (or the one given in the content type), as a client would send it. */
const form = (label: string, text: string, contentType = 'multipart/form-data; boundary=b'): RawBody => ({
	label,
	data: Buffer.from(text, 'latin1'),
	headers: { 'content-type': contentType },
});
const FILE_PART =
	'--b\r\nContent-Disposition: form-data; name="file"; filename="card.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';

/** Uploads that are cut off or malformed: a form that ends inside the file once stopped the server. */
export const BROKEN_UPLOADS: RawBody[] = [
	form('cut off inside the file', FILE_PART),
	form('cut off inside the file, long', `${FILE_PART}${'x'.repeat(100_000)}`),
	form('cut off after the part headers', FILE_PART.slice(0, FILE_PART.indexOf('\x89'))),
	form('cut off inside the part headers', '--b\r\nContent-Disposition: form-da'),
	form('no closing delimiter', `${FILE_PART}\r\n--b\r\n`),
	form('closing delimiter of another boundary', `${FILE_PART}\r\n--c--\r\n`),
	form('body of another boundary', FILE_PART.replace('--b', '--c') + '\r\n--c--\r\n'),
	form('no boundary in the content type', `${FILE_PART}\r\n--b--\r\n`, 'multipart/form-data'),
	form('an empty boundary', `${FILE_PART}\r\n--b--\r\n`, 'multipart/form-data; boundary='),
	form('an empty body', ''),
	form('a preamble only', 'just some text'),
	form('only the closing delimiter', '--b--\r\n'),
	form(
		'a header line without a colon',
		'--b\r\nContent-Disposition form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--b--\r\n',
	),
	form('a part without headers', '--b\r\n\r\nabc\r\n--b--\r\n'),
	form(
		'a part that is no form field',
		'--b\r\nContent-Disposition: attachment; filename="a.png"\r\n\r\nabc\r\n--b--\r\n',
	),
	form(
		'headers that never end',
		'--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n--b--\r\n',
	),
	form(
		'a file without a name',
		'--b\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: image/png\r\n\r\nabc\r\n--b--\r\n',
	),
	form('fields and no file', '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nA card\r\n--b--\r\n'),
	form('binary noise', '\x00\xff\x10--b\x00'.repeat(50)),
	form('a bare CR for line ends', FILE_PART.replace(/\r\n/g, '\r') + '\r--b--\r'),
];

/** Files sent as an import's body, as they are (the file is the body, not a form). */
export const IMPORT_FILES: RawBody[] = [
	{ label: 'an empty CSV', data: Buffer.alloc(0), headers: { 'content-type': 'text/csv' } },
	{
		label: 'binary noise as CSV',
		data: Buffer.from('\xff\x00\x10"\n"'.repeat(50), 'latin1'),
		headers: { 'content-type': 'text/csv' },
	},
	{
		label: 'a header no format has',
		data: Buffer.from('a,b,c\n1,2,3\n'),
		headers: { 'content-type': 'application/octet-stream' },
	},
	{
		label: 'a form',
		data: Buffer.from(
			'--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na,b\r\n--b--\r\n',
		),
		headers: { 'content-type': 'multipart/form-data; boundary=b' },
	},
	{ label: 'XML', data: Buffer.from('<rows/>'), headers: { 'content-type': 'application/xml' } },
];

/** Malformed `Idempotency-Key` headers (a list of values: the header sent once per value): each refused before its command runs, however good the request. */
export const MALFORMED_IDEMPOTENCY_KEYS: Array<{ label: string; value: string | string[] }> = [
	{ label: 'empty', value: '' },
	{ label: 'of 256 characters', value: 'k'.repeat(256) },
	{ label: 'with a tab inside', value: 'a\tb' },
	{ label: 'with a letter beyond ASCII', value: 'caf\xe9' },
	{ label: 'sent twice', value: ['a', 'b'] },
	{ label: 'sent twice with one key', value: ['a', 'a'] },
];

/** A good stock adjustment sent with each malformed key: only its key is wrong. */
export const MALFORMED_KEYS_ON_AN_ADJUSTMENT: RawBody[] = MALFORMED_IDEMPOTENCY_KEYS.map(({ label, value }) => ({
	label: `Idempotency-Key ${label}`,
	data: Buffer.from(asJson({ sku: 1, delta: 1, reason: 'count' })),
	headers: { 'idempotency-key': value },
}));
