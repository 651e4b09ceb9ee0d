import knex from 'knex';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commandRunner, keptWhenRefused, type Books } from './command.ts';

const actor = { user: '6f1c1d3e-0d7a-4d5b-9a53-3a0c2b1e4f10', admin: false };
let db: knex.Knex;

beforeEach(async () => {
	db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await db.schema.createTable('moves', (table) => {
		table.increments('id');
		table.integer('amount');
	});
	await db.schema.createTable('attempts', (table) => {
		table.increments('id');
		table.integer('amount');
		table.string('user_created');
	});
});
afterEach(async () => {
	await db.destroy();
});

const rows = (table: string) => db(table).orderBy('id').select();

describe('commandRunner', () => {
	it('rolls a refused command back whole, then writes what a kept refusal leaves behind in a transaction of its own, and throws the refusal', async () => {
		const afterCommit = vi.fn(async () => {});
		const run = commandRunner(db, afterCommit);
		const refusal = new Error('The drawer cannot cover this.');
		const refused = run(actor, async (books: Books) => {
			await books.insert('moves', { amount: -500 });
			throw keptWhenRefused(refusal, (kept) =>
				kept.insert('attempts', { amount: 500, user_created: kept.actor.user }).then(() => undefined),
			);
		});
		await expect(refused).rejects.toBe(refusal);
		expect(await rows('moves')).toEqual([]);
		expect(await rows('attempts')).toEqual([{ id: 1, amount: 500, user_created: actor.user }]);
		expect(afterCommit).toHaveBeenCalledExactlyOnceWith(
			[expect.objectContaining({ event: 'create', collection: 'attempts' })],
			actor,
		);
	});

	it('keeps nothing of a refusal not marked to be kept', async () => {
		const run = commandRunner(db, async () => {});
		await expect(
			run(actor, async (books: Books) => {
				await books.insert('moves', { amount: 1 });
				throw new Error('refused');
			}),
		).rejects.toThrow('refused');
		expect([await rows('moves'), await rows('attempts')]).toEqual([[], []]);
	});
});
