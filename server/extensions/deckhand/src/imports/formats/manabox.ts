import { CellReader } from './cell-reader.ts';
import { EUROPEAN_SCALE } from './condition-scales.ts';
import { hasColumns, type FormatSpec } from './format-spec.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { collectionColumns, readMagicCopy, type CollectionColumns, type CollectionWords } from './magic-collection.ts';
import { vocabulary } from './vocabulary.ts';

const COLUMNS: CollectionColumns = {
	cardName: 'Name',
	setCode: 'Set code',
	setName: 'Set name',
	collectorNumber: 'Collector number',
	finish: 'Foil',
	rarity: 'Rarity',
	quantity: 'Quantity',
	scryfallId: 'Scryfall ID',
	cost: 'Purchase price',
	condition: 'Condition',
	language: 'Language',
};
const WORDS: CollectionWords = {
	conditions: vocabulary('a condition', [
		['mint', EUROPEAN_SCALE.mint],
		['near_mint', EUROPEAN_SCALE.nearMint],
		['excellent', EUROPEAN_SCALE.excellent],
		['good', EUROPEAN_SCALE.good],
		['light_played', EUROPEAN_SCALE.lightPlayed],
		['played', EUROPEAN_SCALE.played],
		['poor', EUROPEAN_SCALE.poor],
	]),
	finishes: vocabulary('a finish', [
		['normal', 'normal'],
		['foil', 'foil'],
		['etched', 'etched'],
	]),
	emptyFinish: 'normal',
	languages: LANGUAGE_CODES,
};

/**
 * ManaBox's collection export (Magic): a printing by its Scryfall id, the European grading
 * scale, languages as codes, the purchase price in the currency the app was set to. Misprint
 * and Altered are not read: a SKU has no such attribute, and the copy comes in as its card.
 */
export const manabox: FormatSpec = {
	id: 'manabox',
	label: 'ManaBox export',
	columns: collectionColumns(COLUMNS, { 'Purchase price currency': ['cost'] }),
	requiredColumns: ['Name', 'Set code', 'Collector number', 'Foil', 'Quantity', 'Condition', 'Language'],
	detect: (header) => hasColumns(header, 'ManaBox ID'),
	map(cells, options) {
		const { currency } = options;
		const read = new CellReader(cells, options);
		const row = readMagicCopy(read, COLUMNS, WORDS);
		const costCurrency = read.raw('Purchase price currency').toUpperCase();
		// A file from before ManaBox wrote the currency has the shop's, as every other format does.
		if (row.cost !== null && costCurrency !== '' && costCurrency !== currency.toUpperCase())
			read.refuse(
				'Purchase price currency',
				`Purchase price currency "${costCurrency}" is not the shop's currency (${currency}): Deckhand keeps costs in ${currency}.`,
			);
		return read.result(row);
	},
};
