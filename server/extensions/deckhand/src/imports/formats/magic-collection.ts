import type { Condition, Finish } from '@deckhand/contract/schema/choices.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import type { ImportRow } from '@deckhand/contract/imports/import-row.ts';
import type { CellReader } from './cell-reader.ts';
import { importRow, type FormatSpec } from './format-spec.ts';
import { MAGIC } from './games.ts';
import { ENGLISH } from './languages.ts';
import type { Vocabulary } from './vocabulary.ts';

/** The text fields a collection export fills, each with the catalog's bound. */
const TEXT_BOUNDS = {
	setCode: LIMITS.codeMax,
	setName: LIMITS.setNameMax,
	collectorNumber: LIMITS.collectorNumberMax,
	rarity: LIMITS.rarityMax,
	cardTcgplayerId: LIMITS.externalIdMax,
	scryfallId: LIMITS.externalIdMax,
} as const;

type TextField = keyof typeof TEXT_BOUNDS;

/** The column (as the format spells it) that fills each field; a field the format has no column for is left out. */
export type CollectionColumns = Partial<Record<TextField | 'price' | 'cost', string>> &
	Record<'cardName' | 'condition' | 'finish' | 'language' | 'quantity', string>;

/** The words a format writes its grades, finishes and languages in. */
export interface CollectionWords {
	conditions: Vocabulary<Condition>;
	finishes: Vocabulary<Finish>;
	/** What an empty finish cell is; none: an empty one is refused. */
	emptyFinish?: Finish;
	languages: Vocabulary<string>;
}

/** `FormatSpec.columns` of a collection export: each column with the field it fills, and the columns read for another reason (`others`). */
export function collectionColumns(
	columns: CollectionColumns,
	others: FormatSpec['columns'] = {},
): FormatSpec['columns'] {
	return {
		...Object.fromEntries(Object.entries(columns).map(([field, column]) => [column, [field as keyof ImportRow]])),
		...others,
	};
}

/**
 * A row of a Magic collection export (ManaBox, Deckbox, Dragon Shield, Moxfield): the copies of one
 * Magic card, its texts within the catalog's bounds, its grade, finish and language in the format's
 * words (an empty language is English). A refused grade or finish reads as a stand-in, which the
 * reader's `result` never answers.
 */
export function readMagicCopy(read: CellReader, columns: CollectionColumns, words: CollectionWords): ImportRow {
	const text = (field: TextField) => {
		const column = columns[field];
		return column === undefined ? null : read.text(column, TEXT_BOUNDS[field]);
	};
	const money = (column: string | undefined) => (column === undefined ? null : read.money(column));
	return importRow({
		...MAGIC,
		setCode: text('setCode'),
		setName: text('setName'),
		cardName: read.cardName(columns.cardName),
		collectorNumber: text('collectorNumber'),
		rarity: text('rarity'),
		cardTcgplayerId: text('cardTcgplayerId'),
		scryfallId: text('scryfallId'),
		condition: read.word(columns.condition, words.conditions) ?? 'NM',
		finish: read.word(columns.finish, words.finishes, words.emptyFinish) ?? 'normal',
		language: read.word(columns.language, words.languages, ENGLISH) ?? ENGLISH,
		quantity: read.quantity(columns.quantity),
		price: money(columns.price),
		cost: money(columns.cost),
	});
}
