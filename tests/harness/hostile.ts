// The malformed paths, queries and bodies the hostile-request suite sends each route of `hostile-routes.ts`, made from
// what the route reads.
import { BROKEN_BODIES, jsonBody, WRONG_BODIES, type RawBody } from './hostile-bodies.ts';

/** A route Deckhand serves or guards, with what it reads. */
export interface HostileRoute {
	method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'SEARCH';
	/** As declared: `:id` (or any `:name`) is a path parameter, `*` any page below. */
	path: string;
	/** Reads a JSON body: then well-formed JSON of the wrong shape is sent too, not only broken JSON. */
	readsBody?: boolean;
	/** Malformed values of the route's own query parameters, beyond the generic malformed queries. */
	queries?: string[];
	/** Bodies of the wrong shape for this route (JSON text), beyond the generic ones (`readsBody` routes). */
	bodies?: string[];
	/**
	 * A route of Directus's own that Deckhand's hooks guard: only its own wrong bodies are sent, not
	 * the generic ones (for Directus `{}` or `[]` may mean "everything" or "nothing", not a mistake).
	 */
	directus?: boolean;
	/** Bodies sent as they are, with their own content type (uploads), beyond the generic ones. */
	rawBodies?: RawBody[];
}

/** Values of a path parameter that no route may take for an id. */
const BAD_IDS = [
	'%',
	'%ZZ',
	'%E0%A4%A',
	'%C0%AE',
	'%FF',
	'%00',
	'1%00',
	'-1',
	'0',
	'1.5',
	'1e3',
	'0x1F',
	'abc',
	'__proto__',
	'constructor',
	'valueOf',
	'99999999999999999999999',
	'2147483648',
	'%2e%2e',
	'1%2F2',
	'%20',
	'NaN',
	'Infinity',
	'null',
	'%5B1%5D',
	'9'.repeat(400),
];

/** What is added after a route's path to make it malformed (or a path no route has). */
const BAD_SUFFIXES = [
	'%',
	'%ZZ',
	'/%',
	'/%E0%A4%A',
	'%00',
	'/%00',
	'/..%2f..%2fetc%2fpasswd',
	'/%2e%2e',
	'/__proto__',
	'/constructor',
	'%2F',
	';x=1',
	`/${'a'.repeat(2000)}`,
	'.json',
	'/%C0%AE%C0%AE',
	'/%FF%FE',
	'%20',
	'/valueOf',
	'~',
	'/%u0000',
	'%%',
	'/%5c..%5c',
];

/** Pages and files under /app that are malformed or reach for files outside the dashboard's build. */
const BAD_APP_PATHS = [
	'/app/%',
	'/app/%ZZ',
	'/app/assets/%',
	'/app/%00',
	'/app/assets/%2e%2e/%2e%2e/package.json',
	'/app/%2e%2e/%2e%2e/etc/passwd',
	'/app/..%5c..%5cpackage.json',
	'/app/inventory%00.html',
	'/app/%C0%AE%C0%AE/',
	'/app/%E0%A4%A',
	'/app/%uFFFF',
	'/app/%%32%65',
	'/app/a%0d%0aSet-Cookie:x=1',
	'/app/%1b[31m',
	'/app/assets/index.js%00.map',
	'/app/%7f',
	'/app/%ff',
	'/app/.%2e/server/entry-server.js',
	'/app/%2e/',
	'/app/assets/%5c',
	'/app/assets/%2e%2e%5c%2e%2e%5cindex.html',
	'/app/inventory/%ED%A0%80',
];

/** Query strings with a malformed %-escape or a NUL, or a Directus query Directus itself would fail on: refused on every route. */
const BAD_QUERIES = [
	'%',
	'a=%',
	'a=%Z',
	'%ZZ=1',
	'a=%E0%A4%A',
	'a=%C0%AE',
	'a=%FF',
	'a=%ED%A0%80',
	'sort=%',
	'q=%%',
	'filter=%7B%',
	'a=%00',
	'%00=1',
	'q=abc%00def',
	'page=1%00',
	'limit=%u0031',
	'a=%2',
	'a[%]=1',
	'a=1&b=%',
	'__proto__=%',
	'constructor[prototype]=%00',
	`q=${'x'.repeat(3000)}%`,
	'list=%E2%82',
	'sort=-%',
	'sort=valueOf',
	'sort=-constructor',
	'groupBy=__proto__',
	'fields=a.hasOwnProperty',
	'aggregate=x',
	'aggregate={bad',
	'aggregate[count]=__proto__',
	'deep={bad',
	'deep=5',
	'meta[a]=b',
	'filter={"toString":{"_eq":1}}',
	'alias={"valueOf":"id"}',
];

export interface HostileRequest {
	kind: 'path' | 'query' | 'body';
	label: string;
	method: string;
	path: string;
	body?: RawBody;
}

const PARAMETER = /:\w+/g;

/** The address of a route that every part of is well-formed. */
function samplePath(route: HostileRoute): string {
	return route.path.replace(PARAMETER, '987654321').replace('*', 'inventory');
}

/** The body sent with malformed paths and queries: `{}`, which no command accepts, so a path or query that got through still writes nothing. */
const EMPTY: RawBody = jsonBody('{}');

/** At least 20 malformed paths, 20 malformed queries and 20 malformed bodies for one route. */
export function hostileRequests(route: HostileRoute): HostileRequest[] {
	const sample = samplePath(route);
	const body = route.readsBody ? EMPTY : undefined;
	const paths = route.path.endsWith('*')
		? BAD_APP_PATHS
		: route.path.includes('/:')
			? (route.path.match(PARAMETER) ?? []).flatMap((parameter) =>
					BAD_IDS.map((id) => route.path.replace(parameter, id).replace(PARAMETER, '987654321')),
				)
			: BAD_SUFFIXES.map((suffix) => `${route.path}${suffix}`);
	const queries = [...BAD_QUERIES, ...(route.queries ?? [])];
	const wrong = route.readsBody ? [...(route.directus ? [] : WRONG_BODIES), ...(route.bodies ?? [])] : [];
	const bodies = [...BROKEN_BODIES, ...wrong.map(jsonBody), ...(route.rawBodies ?? [])];
	return [
		...paths.map((path) => ({ kind: 'path' as const, label: path, method: route.method, path, body })),
		...queries.map((query) => ({
			kind: 'query' as const,
			label: `?${query.slice(0, 60)}`,
			method: route.method,
			path: `${sample}?${query}`,
			body,
		})),
		...bodies.map((raw) => ({
			kind: 'body' as const,
			label: raw.label,
			method: route.method,
			path: sample,
			body: raw,
		})),
	];
}
