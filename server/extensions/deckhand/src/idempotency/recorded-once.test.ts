import knex, { type Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../../../schema/ledger-tables/012-idempotency-keys.ts';
import { IdempotencyKeyReusedError } from '../errors.ts';
import { commandRunner, type Actor, type Books } from '../ledger/command.ts';
import { recordedOnce, type KeyedRequest } from './recorded-once.ts';

let db: Knex;
const run = () => commandRunner(db, async () => undefined);
const clerk: Actor = { user: '6f1c1d3e-0d7a-4d5b-9a53-3a0c2b1e4f10', admin: false };
const owner: Actor = { user: '0e2b7c9a-5f3d-4e1b-8c6a-7d9e1f2a3b40', admin: true };
const request: KeyedRequest = { key: 'key-1', route: 'POST /deckhand/stock/adjust', fingerprint: 'a'.repeat(64) };

/** A command that writes one row of the shop's books and answers it. */
const addOne = async (books: Books) => ({ id: await books.insert('moves', { delta: 1 }), repeated: false });
const rows = async () => Number((await db('moves').count({ n: '*' }).first())?.['n']);

beforeEach(async () => {
	db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await idempotencyKeys.up(db);
	await db.schema.createTable('moves', (table) => (table.increments('id'), table.integer('delta')));
});
afterEach(async () => {
	await db.destroy();
});

describe('recordedOnce', () => {
	it('runs a command once per key: sent again, it writes nothing and answers the recorded answer, marked as given again', async () => {
		const markRepeated = (data: { id: number; repeated: boolean }) => ({ ...data, repeated: true });
		const first = await run()(clerk, recordedOnce(request, addOne, markRepeated));
		expect(first).toEqual({ status: 200, data: { id: 1, repeated: false }, replayed: false });

		const again = await run()(clerk, recordedOnce(request, addOne, markRepeated));
		expect(again).toEqual({ status: 200, data: { id: 1, repeated: true }, replayed: true });
		expect(await rows()).toBe(1);
		expect(
			await db('idempotency_keys').select('key', 'user_created', 'route', 'fingerprint', 'status', 'answer'),
		).toEqual([
			{ ...request, user_created: clerk.user, status: 200, answer: JSON.stringify({ id: 1, repeated: false }) },
		]);
	});

	it.each([
		['by someone else', owner, request],
		['to another route', clerk, { ...request, route: 'POST /deckhand/credit/adjust' }],
		['with another body', clerk, { ...request, fingerprint: 'b'.repeat(64) }],
	])(
		'refuses the key sent %s with IDEMPOTENCY_KEY_REUSED, writing nothing and telling nothing of the first answer',
		async (_, actor, sent) => {
			await run()(clerk, recordedOnce(request, addOne));
			const refusal = await run()(actor, recordedOnce(sent, addOne)).catch((error: unknown) => error);
			expect(refusal).toBeInstanceOf(IdempotencyKeyReusedError);
			expect(refusal).toMatchObject({
				status: 422,
				code: 'IDEMPOTENCY_KEY_REUSED',
				extensions: { field: 'Idempotency-Key' },
			});
			expect((refusal as Error).message).toBe(
				'This Idempotency-Key was sent before with another request. A new request needs a new Idempotency-Key; sending the same request again with it is safe.',
			);
			expect(await rows()).toBe(1);
		},
	);

	it('records nothing of a command that failed, so its key runs the command when sent again', async () => {
		const failing = async (books: Books) => {
			await addOne(books);
			throw new Error('refused part-way');
		};
		await expect(run()(clerk, recordedOnce(request, failing))).rejects.toThrow('refused part-way');
		expect([await rows(), Number((await db('idempotency_keys').count({ n: '*' }).first())?.['n'])]).toEqual([0, 0]);

		expect(await run()(clerk, recordedOnce(request, addOne))).toMatchObject({ data: { id: 1 }, replayed: false });
	});

	it('answers a command that answers nothing with 204, again too', async () => {
		const quiet = async (books: Books) => void (await addOne(books));
		expect(await run()(clerk, recordedOnce(request, quiet))).toEqual({
			status: 204,
			data: undefined,
			replayed: false,
		});
		expect(await run()(clerk, recordedOnce(request, quiet))).toEqual({
			status: 204,
			data: undefined,
			replayed: true,
		});
		expect(await rows()).toBe(1);
	});

	it('runs a command sent without a key every time, recording no key', async () => {
		await run()(clerk, recordedOnce(null, addOne));
		expect(await run()(clerk, recordedOnce(null, addOne))).toEqual({
			status: 200,
			data: { id: 2, repeated: false },
			replayed: false,
		});
		expect(await db('idempotency_keys').count({ n: '*' }).first()).toEqual({ n: 0 });
	});
});
