/**
 * One cookie's value from a request's `Cookie` header, decoded; null when the header does not
 * carry it or its value does not decode. Imports nothing, so the dashboard reads cookies with it
 * too. (Directus parses cookies only after the point where the dashboard's pages are answered.)
 */
export function cookieValue(header: string | null | undefined, name: string): string | null {
	for (const pair of (header ?? '').split(';')) {
		const separator = pair.indexOf('=');
		if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
		const value = pair
			.slice(separator + 1)
			.trim()
			.replace(/^"(.*)"$/, '$1');
		try {
			return decodeURIComponent(value);
		} catch {
			return null;
		}
	}
	return null;
}
