// The CSV files the import benchmark uploads: a shop's stock in Deckhand's format for its import, and the same rows as
// plain SKU data for Directus's own.
import { writeFile } from 'node:fs/promises';
import type { Knex } from 'knex';
import { stringify } from 'csv-stringify/sync';
import { amountText } from '@deckhand/contract/domain/money-text.ts';
import { DECKHAND_COLUMNS } from '../../server/extensions/deckhand/src/imports/formats/deckhand-columns.ts';

/** The rows of each stock file, so of each run of either import. */
export const ROWS = 50_000;

/** A shop's stock file in Deckhand's CSV: `ROWS` new cards spread over the shop's sets, one NM SKU each with copies, a price and a cost. */
export async function writeStockFile(db: Knex, path: string, run: { tag: string; index: number }): Promise<void> {
	const sets: Array<{ code: string; name: string; game_code: string; game_name: string }> = await db('sets as s')
		.join('games as g', 'g.id', 's.game')
		.select('s.code', 's.name', 'g.code as game_code', 'g.name as game_name')
		.orderBy('s.id');
	const rows = Array.from({ length: ROWS }, (_, i) => {
		const set = sets[i % sets.length]!;
		const cells: Record<(typeof DECKHAND_COLUMNS)[number], string> = {
			sku_id: '',
			card_id: '',
			game_code: set.game_code,
			game_name: set.game_name,
			set_code: set.code,
			set_name: set.name,
			card_name: `Imported ${run.tag} ${i}`,
			collector_number: `I${i}`,
			rarity: 'Common',
			kind: 'single',
			card_tcgplayer_id: '',
			scryfall_id: '',
			cardmarket_id: '',
			condition: 'NM',
			finish: i % 5 === 0 ? 'foil' : 'normal',
			language: 'EN',
			edition: '',
			sku_tcgplayer_id: String(9_000_000 + run.index * ROWS + i),
			bin: `B-${i % 200}`,
			barcode: '',
			quantity: String(1 + (i % 4)),
			price: amountText(100 + (i % 5_000), 'USD'),
			cost: amountText(50 + (i % 2_500), 'USD'),
			market_price: '',
			market_price_date: '',
		};
		return DECKHAND_COLUMNS.map((column) => cells[column]);
	});
	await writeFile(path, stringify([[...DECKHAND_COLUMNS], ...rows]));
}

/** The same rows as plain SKU data for Directus's own import: the card (now existing), a condition of its own, finish, language, bin. */
export async function writePlainFile(db: Knex, path: string, run: string): Promise<void> {
	const cards: Array<{ id: number; finish: string; bin: string }> = await db('cards as c')
		.join('skus as s', 's.card', 'c.id')
		.where('c.name', 'like', `Imported ${run} %`)
		.select('c.id', 's.finish', 's.bin')
		.orderBy('c.id');
	await writeFile(
		path,
		stringify([
			['card', 'condition', 'finish', 'language', 'bin'],
			...cards.map((card) => [card.id, 'LP', card.finish, 'EN', card.bin]),
		]),
	);
}
