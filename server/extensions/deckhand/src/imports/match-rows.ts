import type { Knex } from 'knex';
import type { GameSetFinder, GameSetMatch } from './game-set-finder.ts';
import type { PlanOptions } from './import-input.ts';

/** A chunk of one job's staging rows: ids after `after`, up to and including `last`. */
export interface Chunk {
	job: number;
	after: number;
	last: number;
}

const IN_CHUNK = 'job = ? AND id > ? AND id <= ?';
const at = (chunk: Chunk) => [chunk.job, chunk.after, chunk.last];

/** A staged row's SKU key, as `hooks/sku-rules.ts:skuKey` writes it: card|condition|finish|language, then |edition when named. */
export function skuKeySql(table: string): string {
	return `CAST(${table}.card_id AS TEXT) || '|' || ${table}."condition" || '|' || ${table}.finish || '|' || ${table}."language" || COALESCE('|' || ${table}.edition, '')`;
}

/**
 * The rows a commit applies something to: rows to create or update, and rows skipped only because
 * the same file was imported already (they keep their SKU: prices and the rest still apply).
 */
export const APPLIED = `(action IN ('create', 'update') OR (action = 'skip' AND sku_id IS NOT NULL))`;

/** Step 1: the chunk as the upload staged it (rows that could not be read keep their errors). */
async function reset(database: Knex, chunk: Chunk): Promise<void> {
	await database.raw(
		`UPDATE import_rows SET game_id = NULL, set_id = NULL, card_id = NULL, sku_id = NULL, new_game_code = NULL, new_set_code = NULL, reason = NULL,
			action = CASE WHEN errors IS NULL THEN NULL ELSE 'error' END
		WHERE ${IN_CHUNK}`,
		at(chunk),
	);
}

/** Step 2: a SKU by TCGplayer's id of it, which names condition, printing and language at once; its card with it. */
async function bySkuId(database: Knex, chunk: Chunk): Promise<void> {
	await database.raw(
		`UPDATE import_rows SET sku_id = (SELECT MIN(s.id) FROM skus s WHERE s.tcgplayer_id = import_rows.sku_tcgplayer_id)
		WHERE ${IN_CHUNK} AND errors IS NULL AND sku_tcgplayer_id IS NOT NULL`,
		at(chunk),
	);
	await database.raw(`UPDATE import_rows SET card_id = (SELECT s.card FROM skus s WHERE s.id = import_rows.sku_id) WHERE ${IN_CHUNK} AND sku_id IS NOT NULL`, at(chunk));
}

/** Step 3: a card by an id another system gives it: Scryfall's, TCGplayer's product, Cardmarket's. */
async function byCardIds(database: Knex, chunk: Chunk): Promise<void> {
	await database.raw(
		`UPDATE import_rows SET card_id = COALESCE(
			(SELECT MIN(c.id) FROM cards c WHERE c.scryfall_id = import_rows.scryfall_id),
			(SELECT MIN(c.id) FROM cards c WHERE c.tcgplayer_id = import_rows.card_tcgplayer_id),
			(SELECT MIN(c.id) FROM cards c WHERE c.cardmarket_id = import_rows.cardmarket_id))
		WHERE ${IN_CHUNK} AND errors IS NULL AND card_id IS NULL AND (scryfall_id IS NOT NULL OR card_tcgplayer_id IS NOT NULL OR cardmarket_id IS NOT NULL)`,
		at(chunk),
	);
}

/** Step 4: the game and set of each row still without a card, looked up once per distinct name (`game-set-finder.ts`). */
async function byGameAndSet(database: Knex, chunk: Chunk, finder: GameSetFinder): Promise<void> {
	const rows = await database('import_rows')
		.select('id', 'game_code', 'game_name', 'set_code', 'set_name')
		.whereRaw(`${IN_CHUNK} AND errors IS NULL AND card_id IS NULL`, at(chunk));
	const groups = new Map<string, { match: GameSetMatch; ids: number[] }>();
	for (const row of rows) {
		const match = finder.match({ gameCode: row.game_code, gameName: row.game_name, setCode: row.set_code, setName: row.set_name });
		const key = JSON.stringify(match);
		const group = groups.get(key) ?? { match, ids: [] };
		group.ids.push(Number(row.id));
		groups.set(key, group);
	}
	for (const { match, ids } of groups.values())
		await database('import_rows')
			.whereIn('id', ids)
			.update({ game_id: match.gameId, set_id: match.setId, new_game_code: match.newGameCode, new_set_code: match.newSetCode, reason: match.reason });
}

/**
 * A staged row's card in its set (`set_id`) by collector number and name (as search compares
 * names: case, accents and punctuation aside). Two lookups, one for a row with a number and one
 * for a row without (sealed product), so each walks the cards' (set, collector number) index: one
 * lookup with an OR of the two walked every card of the set, for every row.
 */
export const CARD_IN_SET = `CASE WHEN import_rows.collector_number IS NULL
	THEN (SELECT MIN(c.id) FROM cards c WHERE c."set" = import_rows.set_id AND c.collector_number IS NULL AND c.search_text = import_rows.search_text)
	ELSE (SELECT MIN(c.id) FROM cards c WHERE c."set" = import_rows.set_id AND c.collector_number = import_rows.collector_number AND c.search_text = import_rows.search_text) END`;

/** Step 5: a card by its set, collector number and name. */
async function bySetNumberName(database: Knex, chunk: Chunk): Promise<void> {
	await database.raw(`UPDATE import_rows SET card_id = ${CARD_IN_SET} WHERE ${IN_CHUNK} AND errors IS NULL AND card_id IS NULL AND set_id IS NOT NULL`, at(chunk));
}

/** Step 6: the card's SKU of the row's condition, finish, language and edition, by its unique key. */
async function bySkuKey(database: Knex, chunk: Chunk): Promise<void> {
	await database.raw(
		`UPDATE import_rows SET sku_id = (SELECT s.id FROM skus s WHERE s.sku_key = ${skuKeySql('import_rows')})
		WHERE ${IN_CHUNK} AND errors IS NULL AND sku_id IS NULL AND card_id IS NOT NULL`,
		at(chunk),
	);
}

/**
 * Step 7: what the commit does with each row. A row with its SKU updates it; one without is created
 * (game, set, card, SKU as missing) when asked and possible, else skipped with the first thing the
 * shop lacks. A file imported before (quantities added) skips every row: nothing is added twice.
 */
async function decide(database: Knex, chunk: Chunk, options: PlanOptions, repeat: boolean): Promise<void> {
	const creatable = 'card_id IS NOT NULL OR set_id IS NOT NULL OR new_set_code IS NOT NULL';
	const willCreate = options.createMissing ? `WHEN ${creatable} THEN '${repeat ? 'skip' : 'create'}'` : '';
	const createReason = options.createMissing ? `WHEN ${creatable} THEN ${repeat ? "'already_imported'" : 'NULL'}` : '';
	await database.raw(
		`UPDATE import_rows SET
			action = CASE WHEN sku_id IS NOT NULL THEN '${repeat ? 'skip' : 'update'}' ${willCreate} ELSE 'skip' END,
			reason = CASE WHEN sku_id IS NOT NULL THEN ${repeat ? "'already_imported'" : 'NULL'} ${createReason}
				WHEN card_id IS NOT NULL THEN 'no_sku' WHEN set_id IS NOT NULL THEN 'no_card' ELSE COALESCE(reason, 'no_card') END
		WHERE ${IN_CHUNK} AND errors IS NULL`,
		at(chunk),
	);
}

/** Step 8: a barcode another SKU of the shop holds would be refused by the database: the row is an error now. */
async function barcodesTaken(database: Knex, chunk: Chunk): Promise<void> {
	await database.raw(
		`UPDATE import_rows SET action = 'error', reason = 'barcode_taken'
		WHERE ${IN_CHUNK} AND ${APPLIED} AND barcode IS NOT NULL
			AND EXISTS (SELECT 1 FROM skus s WHERE s.barcode = import_rows.barcode AND (import_rows.sku_id IS NULL OR s.id <> import_rows.sku_id))`,
		at(chunk),
	);
}

/**
 * Matches one chunk of rows to the shop's catalog (`docs/imports.md`, "How an import runs"): a
 * handful of set-based statements, each over at most a chunk of rows, so none holds SQLite's one
 * connection long. Writes only the chunk's own staging rows.
 */
export async function matchChunk(database: Knex, chunk: Chunk, finder: GameSetFinder, options: PlanOptions, repeat: boolean): Promise<void> {
	await reset(database, chunk);
	await bySkuId(database, chunk);
	await byCardIds(database, chunk);
	await byGameAndSet(database, chunk, finder);
	await bySetNumberName(database, chunk);
	await bySkuKey(database, chunk);
	await decide(database, chunk, options, repeat);
	await barcodesTaken(database, chunk);
}

/** What a row will be once created, so two rows of one new SKU are known as one: its SKU, else its card (or set, number and name) and SKU fields. */
const TARGET = `COALESCE('s' || CAST(sku_id AS TEXT), COALESCE('c' || CAST(card_id AS TEXT), 'n' || COALESCE(CAST(set_id AS TEXT), new_game_code || '/' || new_set_code, new_set_code) || '|' || COALESCE(collector_number, '') || '|' || search_text)
	|| '|' || "condition" || '|' || finish || '|' || "language" || '|' || COALESCE(edition, ''))`;

/** After every chunk: a barcode the file gives to two different SKUs. */
export async function barcodesTwice(database: Knex, job: number): Promise<void> {
	await database.raw(
		`UPDATE import_rows SET action = 'error', reason = 'barcode_twice'
		WHERE job = ? AND ${APPLIED} AND barcode IN (
			SELECT barcode FROM import_rows WHERE job = ? AND ${APPLIED} AND barcode IS NOT NULL GROUP BY barcode HAVING COUNT(DISTINCT ${TARGET}) > 1)`,
		[job, job],
	);
}
