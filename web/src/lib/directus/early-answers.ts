/*
 * Answers the page's first script asked for before the dashboard's code arrived (Home's figures:
 * `features/home/early-reports.ts`), kept by address for the dashboard's client
 * (`lib/directus/client.ts`) to take for its own request of the same address, once.
 */

const ADDRESSES_KEY = '__deckhandEarlyReports';
export type EarlyWindow = Window & { [ADDRESSES_KEY]?: Map<string, Promise<Response>> };

/** An address with its query's fields in one order: the dashboard's client and the first script may write them in others. */
export function sameAddress(address: string): string {
	const url = new URL(address);
	url.searchParams.sort();
	return url.href;
}

/** Asks for each address now and keeps its answer for the dashboard's own request. */
export function askEarly(page: EarlyWindow, addresses: readonly string[]): void {
	if (addresses.length > 0)
		page[ADDRESSES_KEY] = new Map(
			addresses.map((address) => [sameAddress(address), page.fetch(address, { credentials: 'include' })]),
		);
}

/**
 * The answer already asked for to this GET, taken once: a success as it came, anything else by
 * asking again (`send`). Undefined when nothing was asked for to this address.
 */
export function takeEarlyReport(
	page: EarlyWindow,
	input: RequestInfo | URL,
	init: RequestInit | undefined,
	send: typeof fetch,
): Promise<Response> | undefined {
	const early = page[ADDRESSES_KEY];
	const address = typeof input === 'string' ? input : input instanceof URL ? input.href : null;
	if (!early || address === null || (init?.method ?? 'GET') !== 'GET') return undefined;
	const key = sameAddress(address);
	const answer = early.get(key);
	if (!answer) return undefined;
	early.delete(key);
	return answer.then(
		(response) => (response.ok ? response : send(input, init)),
		() => send(input, init),
	);
}
