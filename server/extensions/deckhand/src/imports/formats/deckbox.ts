import { CellReader } from './cell-reader.ts';
import { DECKBOX_SCALE, FOIL_COLUMN } from './deckbox-words.ts';
import { hasColumns, type FormatSpec } from './format-spec.ts';
import { LANGUAGE_NAMES } from './languages.ts';
import { collectionColumns, readMagicCopy, type CollectionColumns, type CollectionWords } from './magic-collection.ts';
import { vocabulary } from './vocabulary.ts';

const COLUMNS: CollectionColumns = {
	quantity: 'Count',
	cardName: 'Name',
	setName: 'Edition',
	setCode: 'Edition Code',
	collectorNumber: 'Card Number',
	condition: 'Condition',
	language: 'Language',
	finish: 'Foil',
	price: 'My Price',
	cost: 'Cost',
	rarity: 'Rarity',
	cardTcgplayerId: 'TcgPlayer ID',
	scryfallId: 'Scryfall ID',
};
const WORDS: CollectionWords = {
	conditions: vocabulary('a condition', DECKBOX_SCALE),
	finishes: FOIL_COLUMN,
	emptyFinish: 'normal',
	languages: LANGUAGE_NAMES,
};

/**
 * Deckbox's inventory export (Magic): the set by name (Edition) and code, prices in dollars with
 * their sign. Deckbox's own Price (its estimate) is not read, nor Signed, Artist Proof, Altered
 * Art, Misprint, Promo, Textless and the tags: a SKU has no such attribute.
 */
export const deckbox: FormatSpec = {
	id: 'deckbox',
	label: 'Deckbox export',
	columns: collectionColumns(COLUMNS),
	requiredColumns: ['Count', 'Name', 'Edition', 'Card Number', 'Condition', 'Language', 'Foil'],
	detect: (header) => hasColumns(header, 'Count', 'Tradelist Count', 'Card Number'),
	map(cells, options) {
		const read = new CellReader(cells, options);
		return read.result(readMagicCopy(read, COLUMNS, WORDS));
	},
};
