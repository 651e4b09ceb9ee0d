import { customEndpoint } from '@directus/sdk';
import type { AnswerOf, Endpoint, Exchange, Method } from '@deckhand/contract/api/endpoint.ts';
import type { Command } from '../commands/command.ts';
import { directus } from '../directus/client.ts';
import { checkBody } from './checked-body.ts';
import { partsOf, pathFor, type Args, type Parts } from './deckhand-address.ts';

/*
 * The dashboard's one client of the extension's endpoints (`/deckhand/…`), each call typed from
 * its entry in the contract's list (`@deckhand/contract/api/endpoints.ts`): its path's parameters,
 * its query and its body, and the answer it reads. No path is written anywhere else; the
 * addresses of files and early requests are written by its other half, `deckhand-address.ts`.
 */

type ReadEndpoint = Endpoint<'GET', string, Exchange, false, 'json' | 'json-or-file'>;
type WriteEndpoint = Endpoint<Exclude<Method, 'GET'>, string, Exchange, boolean, 'json'>;
type KeyedEndpoint = Endpoint<'POST', string, Exchange, true, 'json'>;

/** The SDK's request of a call: the session and the error shapes are those of every other request. */
function sdkRequest<Answer>(entry: Endpoint, parts: Parts) {
	checkBody(entry, parts.body);
	return customEndpoint<Answer>({
		path: pathFor(entry, parts),
		method: entry.method,
		...(parts.query === undefined ? {} : { params: parts.query }),
		...(parts.body === undefined ? {} : { body: JSON.stringify(parts.body) }),
	});
}

/** Reads an endpoint's answer. */
export const read = <E extends ReadEndpoint>(entry: E, ...args: Args<E>): Promise<AnswerOf<E>> =>
	directus.request(sdkRequest<AnswerOf<E>>(entry, partsOf(args)));

/**
 * Sends a change with no `Idempotency-Key`: an unkeyed endpoint, or a keyed one asked for what it
 * would do (a reprice's preview), which writes nothing.
 */
export const send = <E extends WriteEndpoint>(entry: E, ...args: Args<E>): Promise<AnswerOf<E>> =>
	directus.request(sdkRequest<AnswerOf<E>>(entry, partsOf(args)));

/** A keyed command, described for `sendCommand` (`commands/command.ts`), which sends it with its attempt's key. */
export function command<E extends KeyedEndpoint>(entry: E, ...args: Args<E>): Command<AnswerOf<E>> {
	const parts = partsOf(args);
	checkBody(entry, parts.body);
	return { path: pathFor(entry, parts), body: parts.body ?? {} };
}

type UploadEndpoint = Endpoint<'POST', string, { body: Blob }, false, 'json'>;

/**
 * Sends a file as the request's body, as it is (no form encoding: the server streams and hashes
 * the bytes as they arrive). The SDK types a body as text or a form; a Blob is what fetch sends
 * as it is.
 */
export function upload<E extends UploadEndpoint>(entry: E, ...args: Args<E>): Promise<AnswerOf<E>> {
	const parts = partsOf(args);
	const file = parts.body;
	if (!(file instanceof Blob)) throw new Error(`${entry.path} sends a file.`);
	return directus.request(
		customEndpoint<AnswerOf<E>>({
			path: pathFor(entry, parts),
			method: entry.method,
			...(parts.query === undefined ? {} : { params: parts.query }),
			headers: { 'Content-Type': file.type === 'text/csv' ? 'text/csv' : 'application/octet-stream' },
			onRequest: (request) => ({ ...request, body: file }),
		}),
	);
}
