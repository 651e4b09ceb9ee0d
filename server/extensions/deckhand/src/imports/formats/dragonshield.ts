import { CellReader } from './cell-reader.ts';
import { EUROPEAN_SCALE } from './condition-scales.ts';
import { hasColumns, type Cells, type FormatSpec } from './format-spec.ts';
import { LANGUAGE_NAMES } from './languages.ts';
import { collectionColumns, readMagicCopy, type CollectionColumns, type CollectionWords } from './magic-collection.ts';
import { vocabulary } from './vocabulary.ts';

const COLUMNS: CollectionColumns = {
	quantity: 'Quantity',
	cardName: 'Card Name',
	setCode: 'Set Code',
	setName: 'Set Name',
	collectorNumber: 'Card Number',
	condition: 'Condition',
	finish: 'Printing',
	language: 'Language',
	cost: 'Price Bought',
};
/** An empty Printing is refused: Dragon Shield leaves it empty on some etched printings, so it is not taken as normal. */
const WORDS: CollectionWords = {
	conditions: vocabulary('a condition', [
		['Mint', EUROPEAN_SCALE.mint],
		['NearMint', EUROPEAN_SCALE.nearMint],
		['Excellent', EUROPEAN_SCALE.excellent],
		['Good', EUROPEAN_SCALE.good],
		['LightPlayed', EUROPEAN_SCALE.lightPlayed],
		['Played', EUROPEAN_SCALE.played],
		['Poor', EUROPEAN_SCALE.poor],
	]),
	finishes: vocabulary('a printing', [
		['Normal', 'normal'],
		['Foil', 'foil'],
		['Etched', 'etched'],
	]),
	languages: LANGUAGE_NAMES,
};
/** Dragon Shield names some foils by their treatment: "Surge Foil", "Oilslick Foil" are foils. */
const NAMED_FOIL = /\sfoil$/i;

/** The cells with a foil named by its treatment read as the word Foil. */
function namedFoilsAsFoil(cells: Cells): Cells {
	return NAMED_FOIL.test((cells['Printing'] ?? '').trim()) ? { ...cells, Printing: 'Foil' } : cells;
}

/**
 * Dragon Shield's card manager export (Magic): a `"sep=,"` line before the header, the European
 * grading scale spelt as one word, languages by name. Folder Name, Trade Quantity, Date Bought
 * and Dragon Shield's own LOW / MID / MARKET prices are not read.
 */
export const dragonshield: FormatSpec = {
	id: 'dragonshield',
	label: 'Dragon Shield export',
	columns: collectionColumns(COLUMNS),
	requiredColumns: ['Quantity', 'Card Name', 'Set Code', 'Card Number', 'Condition', 'Printing', 'Language'],
	detect: (header) => hasColumns(header, 'Folder Name', 'Card Name'),
	map(cells, options) {
		const read = new CellReader(namedFoilsAsFoil(cells), options);
		return read.result(readMagicCopy(read, COLUMNS, WORDS));
	},
};
