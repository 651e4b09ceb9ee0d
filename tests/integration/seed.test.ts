import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../server/invariants.ts';
import { stackInfo } from '../harness/api.ts';

let db: Knex;

beforeAll(() => {
	db = knex({ client: 'sqlite3', connection: { filename: stackInfo().dbFile }, useNullAsDefault: true });
});
afterAll(async () => {
	await db.destroy();
});

describe('the seeded shop, after every other test has written to it', () => {
	it('keeps every invariant: stock, credit, order totals, lines and events', async () => {
		expect(await findViolations(db)).toEqual({});
	});

	it('has card images stored as Directus files', async () => {
		const cards = await db('cards').count({ n: '*' }).first();
		const withImage = await db('cards').join('directus_files', 'directus_files.id', 'cards.image').whereNotNull('cards.image').count({ n: '*' }).first();
		expect(Number(withImage?.n)).toBeGreaterThan(0);
		expect(Number(withImage?.n)).toBeGreaterThanOrEqual(Number(cards?.n) - 100);
	});
});
