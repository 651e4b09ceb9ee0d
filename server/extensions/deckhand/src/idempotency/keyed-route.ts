import type { Request, Response } from 'express';
import type { Books } from '../ledger/command.ts';
import { readIdempotencyKey, REPLAYED } from './idempotency-key.ts';
import { recordedOnce, type Answer, type KeyedRequest } from './recorded-once.ts';
import { requestFingerprint } from './request-fingerprint.ts';

/** The request's key with its route and what it asks (`input`, as parsed), or null when it sent no key; a malformed key is refused. */
export function keyedRequest(req: Request, input: unknown): KeyedRequest | null {
	const key = readIdempotencyKey(req.headersDistinct['idempotency-key']);
	if (key === null) return null;
	return { key, route: `${req.method} ${req.baseUrl}${req.path}`, fingerprint: requestFingerprint(input) };
}

/**
 * A command's work, recorded once under the request's `Idempotency-Key` (`recorded-once.ts`).
 * Called once the caller and the input are read, so a visitor and a malformed body are refused
 * first, as on every route; the key is read then.
 */
export function once<T>(req: Request, input: unknown, work: (books: Books) => Promise<T>, asReplayed?: (data: T) => T) {
	return recordedOnce(keyedRequest(req, input), work, asReplayed);
}

/**
 * A command's route: its answer as `{ data }` (or 204 when it answers nothing), with
 * `Idempotent-Replayed: true` when it is a recorded answer given again. Its errors reach Directus
 * through the guarded router, as every route's do.
 */
export function keyedRoute(answer: (req: Request) => Promise<Answer<unknown>>) {
	return async (req: Request, res: Response) => {
		const { status, data, replayed } = await answer(req);
		if (replayed) res.setHeader(REPLAYED, 'true');
		if (data === undefined) res.status(status).end();
		else res.status(status).json({ data });
	};
}
