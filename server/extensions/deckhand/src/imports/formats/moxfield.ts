import { CellReader } from './cell-reader.ts';
import { US_SCALE } from './condition-scales.ts';
import { DECKBOX_SCALE, FOIL_COLUMN } from './deckbox-words.ts';
import { hasColumns, type FormatSpec } from './format-spec.ts';
import { LANGUAGE_NAMES } from './languages.ts';
import { collectionColumns, readMagicCopy, type CollectionColumns, type CollectionWords } from './magic-collection.ts';
import { vocabulary } from './vocabulary.ts';

const COLUMNS: CollectionColumns = {
	quantity: 'Count',
	cardName: 'Name',
	setCode: 'Edition',
	condition: 'Condition',
	language: 'Language',
	finish: 'Foil',
	collectorNumber: 'Collector Number',
	cost: 'Purchase Price',
};
/**
 * Moxfield writes TCGplayer's words and Mint; files written for Moxfield by other tools use
 * Deckbox's words, read as Deckbox's are. A refusal lists Moxfield's own.
 */
const WORDS: CollectionWords = {
	conditions: vocabulary(
		'a condition',
		[['Mint', 'NM'], ...US_SCALE, ...DECKBOX_SCALE],
		['Mint', ...US_SCALE.map(([word]) => word)],
	),
	finishes: FOIL_COLUMN,
	emptyFinish: 'normal',
	languages: LANGUAGE_NAMES,
};

/**
 * Moxfield's collection export (Magic): the set by its code (Edition), languages by name. A proxy
 * is refused: it is not a card the shop can sell. Tradelist Count, Tags, Last Modified and Alter
 * are not read.
 */
export const moxfield: FormatSpec = {
	id: 'moxfield',
	label: 'Moxfield export',
	columns: collectionColumns(COLUMNS, { Proxy: [] }),
	requiredColumns: ['Count', 'Name', 'Edition', 'Condition', 'Language', 'Foil', 'Collector Number'],
	detect: (header) => hasColumns(header, 'Count', 'Tradelist Count', 'Collector Number'),
	map(cells, options) {
		const read = new CellReader(cells, options);
		if (read.raw('Proxy').toLowerCase() === 'true')
			read.refuse('Proxy', 'Proxy "True": a proxy is not a card the shop sells; take the row out of the file.');
		return read.result(readMagicCopy(read, COLUMNS, WORDS));
	},
};
