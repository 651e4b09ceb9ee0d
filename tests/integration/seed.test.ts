import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { openTestDb } from '../harness/books.ts';

let db: Knex;

beforeAll(() => {
	db = openTestDb();
});
afterAll(async () => {
	await db.destroy();
});

describe('the seeded shop, after every other test has written to it', () => {
	it('keeps every invariant: stock, credit, order totals, lines and events', async () => {
		expect(await findViolations(db)).toEqual({});
	});

	it('has card images stored as Directus files', async () => {
		// The seed writes through the database; cards that other tests created through the API have a `create` activity row,
		// cards an import created (through the database too) a SKU with an import's price change, and cards of a catalogue
		// source its entry.
		const seeded = () =>
			db('cards')
				.whereNotExists(
					db('catalogue_entries')
						.select(db.raw('1'))
						.where('catalogue_entries.kind', 'card')
						.whereRaw('catalogue_entries.target = cards.id'),
				)
				.whereNotExists(
					db('directus_activity')
						.select(db.raw('1'))
						.where('directus_activity.collection', 'cards')
						.whereRaw('directus_activity.item = cast(cards.id as text)'),
				)
				.whereNotExists(
					db('skus')
						.join('price_changes', 'price_changes.sku', 'skus.id')
						.select(db.raw('1'))
						.whereRaw('skus.card = cards.id')
						.andWhere('price_changes.reason', 'import'),
				);
		const cards = await seeded().count({ n: '*' }).first();
		const withImage = await seeded()
			.join('directus_files', 'directus_files.id', 'cards.image')
			.count({ n: '*' })
			.first();
		expect(Number(withImage?.n)).toBeGreaterThan(0);
		expect(Number(withImage?.n)).toBeGreaterThanOrEqual(Number(cards?.n) - 100);
	});
});
