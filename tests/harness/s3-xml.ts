/** The XML an S3 server answers with, as the S3 API reference words it. */

/** An answer: status, headers and body, written by the server in one place. */
export interface S3Answer {
	status: number;
	headers?: Record<string, string>;
	body?: Buffer | string;
}

const NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';

export function escapeXml(text: string): string {
	return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `<Name>value</Name>` for each field given, values escaped. */
export function elements(fields: Record<string, string | number | boolean | undefined>): string {
	return Object.entries(fields)
		.filter(([, value]) => value !== undefined)
		.map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`)
		.join('');
}

export function xmlAnswer(root: string, inner: string, status = 200): S3Answer {
	const body = `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${NAMESPACE}">${inner}</${root}>`;
	return { status, headers: { 'content-type': 'application/xml' }, body };
}

/** S3's error document: `<Error><Code>NoSuchKey</Code><Message>…</Message>…</Error>`. */
export function s3Error(status: number, code: string, message: string, resource: string): S3Answer {
	const inner = elements({ Code: code, Message: message, Resource: resource, RequestId: 'deckhand-test' });
	const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${inner}</Error>`;
	return { status, headers: { 'content-type': 'application/xml' }, body };
}

/** The parts a CompleteMultipartUpload body names, in the order it names them. */
export function partsOf(xml: string): { partNumber: number; etag: string }[] {
	return [...xml.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part = '']) => ({
		partNumber: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(part)?.[1]),
		etag: unescapeXml(/<ETag>([\s\S]*?)<\/ETag>/.exec(part)?.[1] ?? ''),
	}));
}

function unescapeXml(text: string): string {
	return text
		.replace(/&quot;/g, '"')
		.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
		.replace(/&amp;/g, '&');
}
