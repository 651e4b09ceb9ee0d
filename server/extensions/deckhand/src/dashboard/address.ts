import { invalid } from '../errors.ts';
import { decodedPart } from '../http/address.ts';

// Control characters (NUL included) have no place in an address the dashboard serves.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The path under /app a request asks for, decoded, or VALIDATION_FAILED naming `path` or `query`
 * when the address is malformed: a broken %-escape, a control character, a backslash or a `.`/`..`
 * segment (no page or file of the dashboard has one; such an address only probes for files
 * outside the build). `path` is Express's `req.path` (below the mount), `url` the original URL.
 */
export function dashboardPath(path: string, url: string): string {
	const mark = url.indexOf('?');
	if (mark >= 0) decodedPart(url.slice(mark + 1), 'query', CONTROL);
	const text = decodedPart(path, 'path', CONTROL);
	if (text.includes('\\') || text.split('/').some((segment) => segment === '.' || segment === '..'))
		throw invalid('path', "The address's path is not valid: it may not hold `.` or `..` segments or backslashes.");
	return text;
}
