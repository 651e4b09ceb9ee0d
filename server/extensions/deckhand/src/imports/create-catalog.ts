import { rawRows } from '../db.ts';
import type { Books } from '../ledger/command.ts';
import { cardInSetSql, skuKeySql } from './match-rows.ts';

/** Rows of a batch insert: well within either database's bound on a statement's parameters. */
const INSERT_BATCH = 500;

const TO_CREATE = "job = ? AND action = 'create'";

export interface CatalogCreated {
	games: number;
	sets: number;
	cards: number;
	skus: number;
}

async function insertInBatches(
	books: Books,
	table: string,
	rows: Array<Record<string, unknown>>,
	unique?: string,
): Promise<void> {
	for (let i = 0; i < rows.length; i += INSERT_BATCH) {
		const insert = books.trx(table).insert(rows.slice(i, i + INSERT_BATCH));
		await (unique ? insert.onConflict(unique).ignore() : insert);
	}
}

/** The games the rows name and the shop lacks, with the codes the dry run gave them. */
async function createGames(books: Books, job: number): Promise<number> {
	const { trx } = books;
	const games: Array<{ code: string; name: string | null }> = await trx('import_rows')
		.select('new_game_code as code', trx.raw('MIN(game_name) AS name'))
		.whereRaw(`${TO_CREATE} AND game_id IS NULL AND new_game_code IS NOT NULL`, [job])
		.groupBy('new_game_code');
	// Another administrator may have made a game with that code meanwhile: then it is that game.
	await insertInBatches(
		books,
		'games',
		games.map((game) => ({ code: game.code, name: game.name ?? game.code })),
		'code',
	);
	return games.length;
}

/** The game of a row in a new set: the shop's, or the one just created with the row's code. */
const GAME_OF_ROW =
	'COALESCE(import_rows.game_id, (SELECT g.id FROM games g WHERE g.code = import_rows.new_game_code))';

/** The sets the rows name and the shop lacks; then each of their rows' set. */
async function createSets(books: Books, job: number): Promise<number> {
	const { trx } = books;
	const sets: Array<{ game: number; code: string; name: string | null }> = rawRows(
		await trx.raw(
			`SELECT game, code, MIN(name) AS name FROM (
				SELECT ${GAME_OF_ROW} AS game, new_set_code AS code, set_name AS name FROM import_rows WHERE ${TO_CREATE} AND set_id IS NULL AND new_set_code IS NOT NULL
			) named GROUP BY game, code`,
			[job],
		),
	);
	await insertInBatches(
		books,
		'sets',
		sets.map((set) => ({ game: set.game, code: set.code, name: set.name ?? set.code })),
	);
	await trx.raw(
		`UPDATE import_rows SET set_id = (SELECT MIN(s.id) FROM sets s WHERE s.game = ${GAME_OF_ROW} AND s.code = import_rows.new_set_code)
		WHERE ${TO_CREATE} AND set_id IS NULL AND new_set_code IS NOT NULL`,
		[job],
	);
	return sets.length;
}

/** One card per set, collector number and name (as search compares names), with the ids and rarity the file gives. */
async function createCards(books: Books, job: number): Promise<number> {
	const cards = rawRows(
		await books.trx.raw(
			`INSERT INTO cards ("set", name, search_text, collector_number, rarity, kind, tcgplayer_id, scryfall_id, cardmarket_id)
			SELECT set_id, MIN(card_name), search_text, collector_number, MIN(rarity), MIN(kind), MIN(card_tcgplayer_id), MIN(scryfall_id), MIN(cardmarket_id)
			FROM import_rows WHERE ${TO_CREATE} AND card_id IS NULL GROUP BY set_id, collector_number, search_text RETURNING id`,
			[job],
		),
	);
	return cards.length;
}

/** A row's card: the one the dry run found, or the one just created in its set. */
const CARD_OF_ROW = `COALESCE(import_rows.card_id, ${cardInSetSql('import_rows.set_id', 'import_rows')})`;

/**
 * SKUs start unpriced with nothing on hand, as every new SKU does (the import then prices and
 * stocks them through the ledgers, like the others), with the bin, barcode and TCGplayer id the
 * file gives. Then each row to create is matched to its card and SKU in one pass.
 */
async function createSkus(books: Books, job: number): Promise<number> {
	const { trx, now } = books;
	const skus = rawRows(
		await trx.raw(
			`INSERT INTO skus (card, "condition", finish, "language", edition, price, quantity, bin, barcode, tcgplayer_id, sku_key, date_updated)
			SELECT ${CARD_OF_ROW}, "condition", finish, "language", edition, NULL, 0, MAX(bin), MAX(barcode), MAX(sku_tcgplayer_id), ${skuKeySql(CARD_OF_ROW, 'import_rows')}, ?
			FROM import_rows WHERE ${TO_CREATE} AND sku_id IS NULL
			GROUP BY card_id, set_id, collector_number, search_text, "condition", finish, "language", edition
			ON CONFLICT (sku_key) DO NOTHING RETURNING id`,
			[now, job],
		),
	);
	await trx.raw(
		`UPDATE import_rows SET card_id = ${CARD_OF_ROW}, sku_id = (SELECT s.id FROM skus s WHERE s.sku_key = ${skuKeySql(CARD_OF_ROW, 'import_rows')})
		WHERE ${TO_CREATE} AND sku_id IS NULL`,
		[job],
	);
	const [left] = rawRows<{ n: unknown }>(
		await trx.raw(`SELECT COUNT(*) AS n FROM import_rows WHERE ${TO_CREATE} AND sku_id IS NULL`, [job]),
	);
	if (Number(left?.n) > 0)
		throw new Error(`${left?.n} rows of import #${job} found no SKU after the catalog was created.`);
	return skus.length;
}

/**
 * What the rows to create lack, created in order (games, sets, cards, SKUs), each level in a few
 * set-based statements; the rows learn their new set (those in a new one) and then their card and
 * SKU, by the same keys the dry run matched with. Runs in the commit's transaction.
 */
export async function createCatalog(books: Books, job: number): Promise<CatalogCreated> {
	return {
		games: await createGames(books, job),
		sets: await createSets(books, job),
		cards: await createCards(books, job),
		skus: await createSkus(books, job),
	};
}
