import type { Knex } from 'knex';
import { searchText } from '@deckhand/contract/domain/search-text.ts';
import { insertRows } from '../../server/seed/write.ts';

export const HEAVY_SHOP = { games: 2, setsPerGame: 12, cardsPerSet: 100 } as const;

/** Each card's SKUs: four conditions and a foil. */
const VARIANTS = [
	['NM', 'normal'],
	['LP', 'normal'],
	['MP', 'normal'],
	['HP', 'normal'],
	['NM', 'foil'],
] as const;

/**
 * A catalog big enough that an unbounded read is heavy, written straight into an empty test
 * database in a second or two (the demo shop's generator takes a minute for as many SKUs): 24
 * sets of 100 cards with 5 SKUs each, 12 000 SKUs in all, more than a read's row bound, each
 * unpriced with no stock (so no ledger is needed for the books to hold). Every SKU's card
 * shares a set with 99 others: `skus?fields=*.*.*.*` repeats each set's hundred cards in each
 * SKU, 300 MB for the whole table, as the shop the bound was found on did.
 */
export async function writeHeavyShop(db: Knex): Promise<{ skus: number }> {
	const { games, setsPerGame, cardsPerSet } = HEAVY_SHOP;
	const gameRows = Array.from({ length: games }, (_, g) => ({
		id: g + 1,
		name: `Heavy Game ${g + 1}`,
		code: `HV${g + 1}`,
	}));
	const setRows = gameRows.flatMap((game) =>
		Array.from({ length: setsPerGame }, (_, s) => {
			const id = (game.id - 1) * setsPerGame + s + 1;
			return { id, game: game.id, code: `HS${id}`, name: `Heavy Set ${id}`, release_date: '2025-01-01' };
		}),
	);
	const cardRows = setRows.flatMap((set) =>
		Array.from({ length: cardsPerSet }, (_, c) => {
			const id = (set.id - 1) * cardsPerSet + c + 1;
			const name = `Heavy Card ${id}`;
			return {
				id,
				set: set.id,
				name,
				collector_number: String(c + 1),
				rarity: 'Common',
				kind: 'single',
				search_text: searchText(name),
			};
		}),
	);
	const skuRows = cardRows.flatMap((card) =>
		VARIANTS.map(([condition, finish], v) => ({
			id: (card.id - 1) * VARIANTS.length + v + 1,
			card: card.id,
			condition,
			finish,
			language: 'EN',
			quantity: 0,
			bin: `H-${card.id}`,
			sku_key: `${card.id}|${condition}|${finish}|EN`,
		})),
	);
	await db.transaction(async (trx) => {
		await insertRows(trx, 'games', gameRows);
		await insertRows(trx, 'sets', setRows);
		await insertRows(trx, 'cards', cardRows);
		await insertRows(trx, 'skus', skuRows);
	});
	return { skus: skuRows.length };
}
