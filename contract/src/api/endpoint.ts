import type { z } from 'zod';

/*
 * An endpoint of Deckhand's extension (`/deckhand/…`): its method, its path as Express registers
 * it (`:name` for a path parameter, always an id), whether it is a command recorded once per
 * `Idempotency-Key`, what kind of answer it sends, the schema of the body it takes (the server
 * parses with it, the dashboard checks a request with it before sending), and — carried by its
 * type only — the query it takes and the answer it sends as `data`. The server registers its routes from the list
 * (`endpoints.ts`); the dashboard calls them through one client built from it.
 */

/** Where Directus mounts the extension's routes. */
export const MOUNT = '/deckhand';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What a route sends: JSON (`{ data }`), a CSV file the browser downloads, or either (a report asked `format=csv`). */
export type Answers = 'json' | 'file' | 'json-or-file';

/** The types of what an endpoint takes and answers; a part left out is one it takes (or answers) none of. */
export interface Exchange {
	body?: unknown;
	query?: unknown;
	answer?: unknown;
}

/** The types of an endpoint, for a definer below, and the schema of its body when it takes one. */
export interface Types<X extends Exchange> {
	readonly types?: X;
	readonly request?: z.ZodType;
}

/** An endpoint's types, and `.taking(schema)` for one that takes a body: the body's type is the schema's. */
interface Definer<X extends Exchange> extends Types<X> {
	taking<S extends z.ZodType>(request: S): Types<X & { body: z.input<S> }>;
}

/** `of<{ query, answer }>()`, `of<{ answer }>().taking(schema)`. */
export const of = <X extends Exchange>(): Definer<X> => ({ taking: (request) => ({ request }) });

export interface Endpoint<
	M extends Method = Method,
	P extends string = string,
	X extends Exchange = Exchange,
	K extends boolean = boolean,
	A extends Answers = Answers,
> {
	readonly method: M;
	/** With the mount (`/deckhand/…`), as the dashboard asks for it. */
	readonly path: P;
	/** A command that moves stock, money or prices: recorded once per `Idempotency-Key`, answered again when sent again. */
	readonly keyed: K;
	readonly answers: A;
	/** The schema of its body, for an endpoint that takes one checked field by field. */
	readonly request?: z.ZodType;
	/** Never set: carries the body, query and answer types from the list to the client and the server. */
	readonly types?: X;
}

type Mounted = `${typeof MOUNT}/${string}`;

const define = <M extends Method, P extends Mounted, X extends Exchange, K extends boolean, A extends Answers>(
	method: M,
	path: P,
	keyed: K,
	answers: A,
	{ request }: Types<X>,
): Endpoint<M, P, X, K, A> => ({ method, path, keyed, answers, ...(request ? { request } : {}) });

/** A read answering JSON. */
export const read = <const P extends Mounted, X extends Exchange>(path: P, types: Types<X>) =>
	define<'GET', P, X, false, 'json'>('GET', path, false, 'json', types);

/** A read answering JSON, or its rows as a CSV file when asked `format=csv`. */
export const table = <const P extends Mounted, X extends Exchange>(path: P, types: Types<X>) =>
	define<'GET', P, X, false, 'json-or-file'>('GET', path, false, 'json-or-file', types);

/** A CSV file the browser downloads. */
export const file = <const P extends Mounted, X extends Exchange>(path: P, types: Types<X>) =>
	define<'GET', P, X, false, 'file'>('GET', path, false, 'file', types);

/** A change sent without a key: sent twice, it is applied twice (or refused the second time). */
export const write = <const M extends Exclude<Method, 'GET'>, const P extends Mounted, X extends Exchange>(
	method: M,
	path: P,
	types: Types<X>,
) => define<M, P, X, false, 'json'>(method, path, false, 'json', types);

/** A command recorded once per `Idempotency-Key` (`POST`). */
export const command = <const P extends Mounted, X extends Exchange>(path: P, types: Types<X>) =>
	define<'POST', P, X, true, 'json'>('POST', path, true, 'json', types);

/** A query string of these parameters, each as text or a number (sent as text); a parameter left out is its default. */
export type Query<Name extends string> = Partial<Record<Name, string | number>>;

/** An id in a path: a number, but a person's (`:user`), which Directus keeps as a UUID, and a catalogue source's (`:source`), its name. */
type IdOf<Name extends string> = Name extends 'user' | 'source' ? string : number;

/** The parameters of a path, by name: `/deckhand/tills/:till/open` → `{ till: number }`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
	? { [K in Name]: IdOf<Name> } & PathParams<Rest>
	: P extends `${string}:${infer Name}`
		? { [K in Name]: IdOf<Name> }
		: unknown;

type Part<X, Name extends keyof Exchange> = X extends { [K in Name]: infer T } ? T : undefined;
type TypesOf<E> = E extends { readonly types?: infer X } ? NonNullable<X> : never;

export type BodyOf<E> = Part<TypesOf<E>, 'body'>;
export type QueryOf<E> = Part<TypesOf<E>, 'query'>;
export type AnswerOf<E> = Part<TypesOf<E>, 'answer'>;

/** What a request to an endpoint carries: its path's parameters, its query and its body, each only when it takes one. */
export type RequestOf<E extends Endpoint> = (E['path'] extends `${string}:${string}`
	? { params: PathParams<E['path']> }
	: unknown) &
	(QueryOf<E> extends undefined ? unknown : { query: QueryOf<E> }) &
	(BodyOf<E> extends undefined ? unknown : { body: BodyOf<E> });

/** The path of a request, its parameters put in (each an id). */
export function pathOf<P extends string>(path: P, params: PathParams<P>): string {
	const values = (params ?? {}) as Record<string, number | string | undefined>;
	return path.replace(/:([a-z]+)/g, (_match, name: string) => {
		const value = values[name];
		if (value === undefined) throw new Error(`${path} needs its ${name}.`);
		return encodeURIComponent(String(value));
	});
}
