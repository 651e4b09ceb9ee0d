import type { Knex } from 'knex';
import type { GameSetFinder } from './game-set-finder.ts';
import type { PlanOptions } from '@deckhand/contract/imports/import-input.ts';

/** A chunk of one job's staging rows: ids after `after`, up to and including `last`. */
export interface Chunk {
	job: number;
	after: number;
	last: number;
}

const IN_CHUNK = 'job = ? AND id > ? AND id <= ?';
const at = (chunk: Chunk) => [chunk.job, chunk.after, chunk.last];

/** The SKU key of a card (`card`, an SQL expression) and a staged row's fields, as `hooks/sku-rules.ts:skuKey` writes it: card|condition|finish|language, then |edition when named. */
export function skuKeySql(card: string, row: string): string {
	return `CAST(${card} AS TEXT) || '|' || ${row}."condition" || '|' || ${row}.finish || '|' || ${row}."language" || COALESCE('|' || ${row}.edition, '')`;
}

/**
 * The card of a staged row (`row`) in a set (`set`, an SQL expression) by collector number and
 * name (as search compares names: case, accents and punctuation aside). Two lookups, one for a row
 * with a number and one for a row without (sealed product), so each walks the cards' (set, collector
 * number) index: one lookup with an OR of the two walked every card of the set, for every row.
 */
export function cardInSetSql(set: string, row: string): string {
	return `CASE WHEN ${row}.collector_number IS NULL
	THEN (SELECT MIN(c.id) FROM cards c WHERE c."set" = ${set} AND c.collector_number IS NULL AND c.search_text = ${row}.search_text)
	ELSE (SELECT MIN(c.id) FROM cards c WHERE c."set" = ${set} AND c.collector_number = ${row}.collector_number AND c.search_text = ${row}.search_text) END`;
}

/**
 * The rows a commit applies something to: rows to create or update, and rows skipped only because
 * the same file was imported already (they keep their SKU: prices and the rest still apply).
 */
export const APPLIED = `(action IN ('create', 'update') OR (action = 'skip' AND sku_id IS NOT NULL))`;

/**
 * Pass 1: the chunk afresh (a row that could not be read keeps its errors), with what ids name at
 * once: a SKU by TCGplayer's id of it, which names condition, printing and language, and its card;
 * else a card by an id another system gives it (Scryfall's, TCGplayer's product, Cardmarket's).
 */
async function byIds(database: Knex, chunk: Chunk): Promise<void> {
	const skuByTcgplayer = '(SELECT MIN(s.id) FROM skus s WHERE s.tcgplayer_id = import_rows.sku_tcgplayer_id)';
	await database.raw(
		`UPDATE import_rows SET game_id = NULL, set_id = NULL, new_game_code = NULL, new_set_code = NULL, reason = NULL,
			action = CASE WHEN errors IS NULL THEN NULL ELSE 'error' END,
			sku_id = CASE WHEN errors IS NULL THEN ${skuByTcgplayer} END,
			card_id = CASE WHEN errors IS NULL THEN COALESCE(
				(SELECT s.card FROM skus s WHERE s.id = ${skuByTcgplayer}),
				(SELECT MIN(c.id) FROM cards c WHERE c.scryfall_id = import_rows.scryfall_id),
				(SELECT MIN(c.id) FROM cards c WHERE c.tcgplayer_id = import_rows.card_tcgplayer_id),
				(SELECT MIN(c.id) FROM cards c WHERE c.cardmarket_id = import_rows.cardmarket_id)) END
		WHERE ${IN_CHUNK}`,
		at(chunk),
	);
}

/**
 * Pass 2: the game and set of each row still without a card, looked up once per distinct name
 * (`game-set-finder.ts`), written to the chunk's rows in one statement (a list of values joined by id).
 */
async function byGameAndSet(database: Knex, chunk: Chunk, finder: GameSetFinder): Promise<void> {
	const rows = await database('import_rows')
		.select('id', 'game_code', 'game_name', 'set_code', 'set_name')
		.whereRaw(`${IN_CHUNK} AND errors IS NULL AND card_id IS NULL`, at(chunk));
	if (rows.length === 0) return;
	const values = rows.flatMap((row) => {
		const match = finder.match({
			gameCode: row.game_code,
			gameName: row.game_name,
			setCode: row.set_code,
			setName: row.set_name,
		});
		return [row.id, match.gameId, match.setId, match.newGameCode, match.newSetCode, match.reason];
	});
	// Each value typed, as a list of values has no column types of its own on PostgreSQL.
	const tuple =
		'(CAST(? AS INTEGER), CAST(? AS INTEGER), CAST(? AS INTEGER), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT))';
	await database.raw(
		`UPDATE import_rows SET game_id = v.column2, set_id = v.column3, new_game_code = v.column4, new_set_code = v.column5, reason = v.column6
		FROM (VALUES ${rows.map(() => tuple).join(', ')}) AS v WHERE import_rows.id = v.column1`,
		values,
	);
}

/**
 * Pass 3, in one statement: each row's card (by its set, collector number and name, unless an id
 * found it), then its SKU (by that card's condition, finish, language and edition, by its unique
 * key), then what the commit does with the row. A row with its SKU updates it; one without is
 * created (game, set, card, SKU as missing) when asked and possible, else skipped with the first
 * thing the shop lacks. A file imported before (quantities added) skips every row: nothing is
 * added twice. A barcode another SKU of the shop holds would be refused by the database: that row
 * is an error. One statement, not one per step: each rewrote every row of the round.
 */
async function matchAndDecide(database: Knex, chunk: Chunk, options: PlanOptions, repeat: boolean): Promise<void> {
	const card = `COALESCE(r.card_id, CASE WHEN r.set_id IS NOT NULL THEN ${cardInSetSql('r.set_id', 'r')} END)`;
	const matched = `SELECT c.*, COALESCE(c.found_sku, (SELECT s.id FROM skus s WHERE s.sku_key = ${skuKeySql('c.card', 'c')})) AS sku
		FROM (SELECT r.id, r.sku_id AS found_sku, ${card} AS card, r.set_id, r.new_set_code, r.barcode, r.reason, r."condition", r.finish, r."language", r.edition
			FROM import_rows r WHERE r.job = ? AND r.id > ? AND r.id <= ? AND r.errors IS NULL) c`;
	const creatable = 'm.card IS NOT NULL OR m.set_id IS NOT NULL OR m.new_set_code IS NOT NULL';
	const applied = `m.sku IS NOT NULL${options.createMissing && !repeat ? ` OR ${creatable}` : ''}`;
	const barcodeTaken = `m.barcode IS NOT NULL AND (${applied}) AND EXISTS (SELECT 1 FROM skus s WHERE s.barcode = m.barcode AND (m.sku IS NULL OR s.id <> m.sku))`;
	const willCreate = options.createMissing ? `WHEN ${creatable} THEN '${repeat ? 'skip' : 'create'}'` : '';
	const createReason = options.createMissing
		? `WHEN ${creatable} THEN ${repeat ? "'already_imported'" : 'NULL'}`
		: '';
	await database.raw(
		`UPDATE import_rows SET card_id = m.card, sku_id = m.sku,
			action = CASE WHEN ${barcodeTaken} THEN 'error' WHEN m.sku IS NOT NULL THEN '${repeat ? 'skip' : 'update'}' ${willCreate} ELSE 'skip' END,
			reason = CASE WHEN ${barcodeTaken} THEN 'barcode_taken' WHEN m.sku IS NOT NULL THEN ${repeat ? "'already_imported'" : 'NULL'} ${createReason}
				WHEN m.card IS NOT NULL THEN 'no_sku' WHEN m.set_id IS NOT NULL THEN 'no_card' ELSE COALESCE(m.reason, 'no_card') END
		FROM (${matched}) m
		WHERE import_rows.id = m.id AND import_rows.job = ? AND import_rows.id > ? AND import_rows.id <= ?`,
		[...at(chunk), ...at(chunk)],
	);
}

/**
 * Matches one chunk of rows to the shop's catalog (`docs/imports.md`, "How an import runs"): three
 * set-based passes, each over at most a chunk of rows, so none holds SQLite's one connection long.
 * Writes only the chunk's own staging rows.
 */
export async function matchChunk(
	database: Knex,
	chunk: Chunk,
	finder: GameSetFinder,
	options: PlanOptions,
	repeat: boolean,
): Promise<void> {
	await byIds(database, chunk);
	await byGameAndSet(database, chunk, finder);
	await matchAndDecide(database, chunk, options, repeat);
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
