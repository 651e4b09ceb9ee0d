import { pathOf, type Endpoint, type Exchange, type RequestOf } from '@deckhand/contract/api/endpoint.ts';
import { API_URL } from '../directus/api.ts';

/*
 * The half of the dashboard's client of the extension (`deckhand-client.ts`) that only writes
 * addresses: no SDK, so that the page's first script can ask for Home's reports with it.
 */

/** What a call to an endpoint is given, typed from its entry: nothing when it takes nothing. */
export type Args<E extends Endpoint> = keyof RequestOf<E> extends never ? [] : [request: RequestOf<E>];

/** A call's parts, as the client sends them. */
export interface Parts {
	params?: object;
	query?: object;
	body?: object;
}

/** The one place a call's arguments are read past their type: `Args` has typed them for the caller. */
export const partsOf = (args: readonly unknown[]): Parts => (args[0] ?? {}) as Parts;

/** The path of a call, its parameters put in. */
export const pathFor = (entry: Endpoint, parts: Parts): string => pathOf(entry.path, parts.params);

/** The address of a call to `entry` under `base` (the API's address), with its query; empty parameters are left out. */
export function addressOf<E extends Endpoint>(base: string, entry: E, ...args: Args<E>): string {
	const parts = partsOf(args);
	const query = new URLSearchParams();
	for (const [key, value] of Object.entries(parts.query ?? {}))
		if (value !== undefined && value !== '') query.set(key, String(value));
	const search = query.toString();
	return `${base}${pathFor(entry, parts)}${search ? `?${search}` : ''}`;
}

type FileEndpoint = Endpoint<'GET', string, Exchange, false, 'file' | 'json-or-file'>;

/**
 * The address of a file the server writes (an export, a report's CSV) with its parameters: a
 * plain link the browser downloads, carrying the session cookie as images from `/assets` do.
 */
export const fileAddress = <E extends FileEndpoint>(entry: E, ...args: Args<E>): string =>
	addressOf(API_URL, entry, ...args);
