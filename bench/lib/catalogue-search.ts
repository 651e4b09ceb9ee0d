// Search over the whole catalogue and a million SKUs: the inventory's five scenarios and two searches for a card the
// shop never stocked, through the one card search both lists use.
import type { Knex } from 'knex';
import { isSqlite, refreshStatistics } from '../../server/extensions/deckhand/src/db.ts';
import { COMMITTED_TABLES } from '../../server/extensions/deckhand/src/imports/table-statistics.ts';
import { foldSkuTally } from '../../server/extensions/deckhand/src/ledger/sku-tally.ts';
import { SCENARIOS, scenarioLatencies, type ScenarioFigures } from './inventory-load.ts';

export const SKUS = 1_000_000;

/** The (condition, finish) pairs a card's SKUs are made of, in order: a card gets the first few. */
const VARIANTS = ['NM', 'LP', 'MP', 'HP', 'DMG'].flatMap((condition) => [`${condition}|normal`, `${condition}|foil`]);

/** Cards given their SKUs in one statement: a statement over all of them at once never ended in minutes on SQLite. */
const CARDS_AT_ONCE = 5_000;

/**
 * SKUs for the catalogue's cards, set-based, until the shop has `total`: the first few variants
 * of nine cards in ten (the tenth never stocked, as most of a real catalogue is), one in seven
 * with copies on hand, a slice of cards at a time. Written straight into the table: the benchmark
 * measures reading them. The demo shop's own cards, which the catalogue found among its cards,
 * keep the SKUs they have.
 */
export async function fillSkus(db: Knex, total: number): Promise<{ skus: number; cards: number }> {
	const count = async (query: Knex.QueryBuilder) => Number((await query.count({ n: '*' }).first())?.['n']);
	let missing = total - (await count(db('skus')));
	const eligible: number[] = (
		await db('cards')
			.whereIn('id', db('catalogue_entries').where('kind', 'card').select('target'))
			.whereNotIn('id', db('skus').select('card'))
			.whereRaw('id % 10 <> 0')
			.orderBy('id')
			.select('id')
	).map((row: { id: number }) => Number(row.id));
	const perCard = Math.min(VARIANTS.length, Math.ceil(missing / Math.max(1, eligible.length)));
	const variants = VARIANTS.slice(0, perCard)
		.map((variant, at) => {
			const [condition, finish] = variant.split('|');
			return `SELECT ${at} AS ord, '${condition}' AS "condition", '${finish}' AS finish`;
		})
		.join(' UNION ALL ');
	for (let first = 0; first < eligible.length && missing > 0; first += CARDS_AT_ONCE) {
		const slice = eligible.slice(first, first + CARDS_AT_ONCE);
		const rows = Math.min(missing, slice.length * perCard);
		await db.raw(
			`INSERT INTO skus (card, "condition", finish, "language", quantity, price, sku_key)
			SELECT cards.id, v."condition", v.finish, 'EN', CASE WHEN (cards.id + v.ord) % 7 = 0 THEN 2 ELSE 0 END,
				100 + (cards.id % 5000), CAST(cards.id AS TEXT) || '|' || v."condition" || '|' || v.finish || '|EN'
			FROM cards CROSS JOIN (${variants}) v
			WHERE cards.id IN (${slice.map(() => '?').join(',')})
			ORDER BY cards.id, v.ord
			LIMIT ?`,
			[...slice, rows],
		);
		missing -= rows;
	}
	// As an import's commit leaves the SKUs' tally folded and PostgreSQL's statistics of the tables it filled in bulk,
	// and as autovacuum leaves them a while later: written in seconds here, a million rows would be vacuumed while the
	// search is measured, and the tally (on SQLite a row a SKU) folded by the minute's schedule.
	await foldSkuTally(db);
	await refreshStatistics(db, COMMITTED_TABLES);
	if (!isSqlite(db)) await db.raw('VACUUM skus, sku_stock, sku_tally');
	return { skus: await count(db('skus')), cards: await count(db('cards')) };
}

/**
 * The inventory's five scenarios over `GET /deckhand/inventory`, and the catalogue's card search
 * (`GET /deckhand/catalogue/cards`) for a card with no SKU at all: by its name's words, and by its
 * set's code and number.
 */
export async function catalogueSearch(url: string, token: string, db: Knex): Promise<Record<string, ScenarioFigures>> {
	const unstocked = await db('cards')
		.join('sets', 'sets.id', 'cards.set')
		.whereNotExists(db('skus').select('id').whereRaw('skus.card = cards.id'))
		// A Magic printing: its number is the plain number a clerk types after the set's code.
		.whereNotNull('cards.scryfall_id')
		.orderBy('cards.id', 'desc')
		.select('cards.name', 'cards.collector_number', 'sets.code')
		.first();
	const inventory = await scenarioLatencies(url, token, '/deckhand/inventory', SCENARIOS);
	const catalogue = await scenarioLatencies(url, token, '/deckhand/catalogue/cards', {
		[`an unstocked card by name "${unstocked.name}"`]: { q: unstocked.name },
		[`set + number of an unstocked card "${unstocked.code} ${unstocked.collector_number}"`]: {
			q: `${unstocked.code} ${unstocked.collector_number}`,
		},
	});
	return { ...inventory, ...catalogue };
}
