import { insertedId } from '../db.ts';
import { IdempotencyKeyReusedError } from '../errors.ts';
import type { Books } from '../ledger/command.ts';
import { IDEMPOTENCY_KEY } from './idempotency-key.ts';

/** A command's request as its key names it. */
export interface KeyedRequest {
	key: string;
	/** The method and path it was sent to (`POST /deckhand/orders/12/transition`). */
	route: string;
	/** What it asked (`request-fingerprint.ts`). */
	fingerprint: string;
}

/** A command's answer: its status and data, and whether it is the recorded answer given again. */
export interface Answer<T> {
	status: number;
	data: T;
	replayed: boolean;
}

const TABLE = 'idempotency_keys';

/** 204 for a command that answers nothing, as the routes send it. */
const statusOf = (data: unknown) => (data === undefined ? 204 : 200);

const reused = () =>
	new IdempotencyKeyReusedError(
		`This ${IDEMPOTENCY_KEY} was sent before with another request. A new request needs a new ${IDEMPOTENCY_KEY}; sending the same request again with it is safe.`,
		{
			field: IDEMPOTENCY_KEY,
		},
	);

/**
 * A command's work recorded under its request's key, in the command's own transaction
 * (`ledger/command.ts`): the key's row is the transaction's first write, and its answer is stored
 * before the commit, so the key is recorded exactly when the command's writes are.
 *
 * A request whose key is recorded does nothing and answers the recorded status and data
 * (`asReplayed` marks them, as checkout's `repeated` does), or is refused when it is not the same
 * request: another person's key, another route, another body. A second request with the key
 * while the first runs waits on the key's unique index (PostgreSQL; SQLite runs one writer at a
 * time), then finds the first's row once it commits; if the first rolled back, the second runs.
 * A refused command records nothing, so its key may be sent again. Without a key (`null`) the
 * work runs as it is.
 *
 * The key's row is written straight through the transaction, not through `Books`: it is not a row
 * of the shop's books, and Directus has nothing to be told of it (a replay writes nothing at all).
 */
export function recordedOnce<T>(
	request: KeyedRequest | null,
	work: (books: Books) => Promise<T>,
	asReplayed: (data: T) => T = (data) => data,
) {
	return async (books: Books): Promise<Answer<T>> => {
		if (request === null) {
			const data = await work(books);
			return { status: statusOf(data), data, replayed: false };
		}
		const { trx, actor, now } = books;
		const row = {
			key: request.key,
			user_created: actor.user,
			route: request.route,
			fingerprint: request.fingerprint,
			date_created: now,
		};
		const [inserted] = await trx(TABLE).insert(row, ['id']).onConflict('key').ignore();
		if (inserted === undefined) {
			const recorded = await trx(TABLE)
				.select('user_created', 'route', 'fingerprint', 'status', 'answer')
				.where('key', request.key)
				.first();
			if (
				recorded.user_created !== actor.user ||
				recorded.route !== request.route ||
				recorded.fingerprint !== request.fingerprint
			)
				throw reused();
			const data = (recorded.answer === null ? undefined : JSON.parse(String(recorded.answer))) as T;
			return { status: Number(recorded.status), data: asReplayed(data), replayed: true };
		}
		const data = await work(books);
		const status = statusOf(data);
		await trx(TABLE)
			.where('id', insertedId(inserted))
			.update({ status, answer: data === undefined ? null : JSON.stringify(data) });
		return { status, data, replayed: false };
	};
}
