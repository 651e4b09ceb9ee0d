/**
 * The staging rows' columns each kind of record fills, in the order its values are handed to the
 * database: a row travels as a JSON array of its values, read by place (`staging-rows.ts`).
 * `run` and `kind` are the batch's own; `action` is the apply's, and so is `target` but for a
 * quote of a card the source gave before: its card, known when it is read. A batch of quotes is
 * kept whole, its JSON array in one row's `batch` (`writeStagingRows`).
 */
export const STAGED_COLUMNS = {
	set: ['seq', 'source_id', 'digest', 'parent', 'code', 'name', 'release_date', 'tcgplayer_id'],
	card: [
		'seq',
		'source_id',
		'digest',
		'parent',
		'name',
		'search_text',
		'number',
		'rarity',
		'card_kind',
		'language',
		'image_url',
		'scryfall_id',
		'tcgplayer_id',
		'cardmarket_id',
		'finishes',
	],
	group: ['seq', 'source_id', 'parent', 'code', 'name', 'search_text'],
	quote: ['seq', 'parent', 'source_id', 'finish', 'edition', 'currency', 'market', 'low', 'target'],
} as const;

export type StagedKind = keyof typeof STAGED_COLUMNS;
export type StagedColumn = (typeof STAGED_COLUMNS)[StagedKind][number];

/** A record's staging row: its kind, and the values of that kind's columns. */
export type StagingRow = {
	[K in StagedKind]: { kind: K } & Partial<Record<(typeof STAGED_COLUMNS)[K][number], string | number | null>>;
}[StagedKind];

/** The row's values in its kind's column order. */
export function stagedValues(row: StagingRow): Array<string | number | null> {
	const values = row as unknown as Record<string, string | number | null | undefined>;
	return STAGED_COLUMNS[row.kind].map((column) => values[column] ?? null);
}
