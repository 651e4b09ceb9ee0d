/** The shape of a multipart/form-data body, checked before Directus reads one (`hooks/upload-limit.ts`). */

/** The boundary a multipart content type names, or null. */
export function boundaryOf(contentType: string): string | null {
	const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
	return match ? (match[1] ?? match[2] ?? null) : null;
}

const HEADER_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:/;

/**
 * Whether `body` is a whole multipart form: its first delimiter, parts that each open with a
 * block of well-formed header lines (one of them naming a form-data part), and its closing
 * delimiter. A preamble and an epilogue are allowed, as the format allows them.
 */
export function isWholeForm(body: Buffer, boundary: string): boolean {
	const delimiter = `--${boundary}`;
	const text = body.toString('latin1');
	const first = text.startsWith(delimiter) ? 0 : text.indexOf(`\r\n${delimiter}`);
	const close = text.indexOf(`\r\n${delimiter}--`, first);
	if (first < 0 || close < 0) return false;
	const parts = text
		.slice(first === 0 ? delimiter.length : first + 2 + delimiter.length, close)
		.split(`\r\n${delimiter}`);
	return parts.every((part) => {
		const headerEnd = part.indexOf('\r\n\r\n');
		if (!/^[ \t]*\r\n/.test(part) || headerEnd < 0) return false;
		const lines = part.slice(part.indexOf('\r\n') + 2, headerEnd).split('\r\n');
		return (
			lines.every((line) => HEADER_LINE.test(line)) &&
			lines.some((line) => /^content-disposition:\s*form-data/i.test(line))
		);
	});
}
