import { CellReader } from './cell-reader.ts';
import { EUROPEAN_SCALE } from './condition-scales.ts';
import { hasColumns, type FormatSpec } from './format-spec.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { collectionColumns, readMagicCopy, type CollectionColumns, type CollectionWords } from './magic-collection.ts';
import { vocabulary } from './vocabulary.ts';

/** ISO 4217 codes the runtime writes money in: a price in any other cannot be read with its decimals. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

const COST = 'Purchase price';
/** The columns but the purchase price, which is read apart when it is in another currency than the shop's. */
const WITHOUT_COST: CollectionColumns = {
	cardName: 'Name',
	setCode: 'Set code',
	setName: 'Set name',
	collectorNumber: 'Collector number',
	finish: 'Foil',
	rarity: 'Rarity',
	quantity: 'Quantity',
	scryfallId: 'Scryfall ID',
	condition: 'Condition',
	language: 'Language',
};
const COLUMNS: CollectionColumns = { ...WITHOUT_COST, cost: COST };
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
 * scale, languages as codes, the purchase price in the currency the app was set to. A price in
 * another currency than the shop's is read with that currency's decimals and staged with it: the
 * dry run's options bring it in converted at the owner's rate or leave it out
 * (`imports/foreign-costs.ts`). Misprint and Altered are not read: a SKU has no such attribute,
 * and the copy comes in as its card.
 */
export const manabox: FormatSpec = {
	id: 'manabox',
	label: 'ManaBox export',
	columns: collectionColumns(COLUMNS, { 'Purchase price currency': ['costCurrency'] }),
	requiredColumns: ['Name', 'Set code', 'Collector number', 'Foil', 'Quantity', 'Condition', 'Language'],
	detect: (header) => hasColumns(header, 'ManaBox ID'),
	map(cells, options) {
		const read = new CellReader(cells, options);
		const costCurrency = read.raw('Purchase price currency').toUpperCase();
		// A file from before ManaBox wrote the currency has the shop's, as every other format does.
		const foreign = costCurrency !== '' && costCurrency !== options.currency.toUpperCase();
		const row = readMagicCopy(read, foreign ? WITHOUT_COST : COLUMNS, WORDS);
		if (!foreign || read.raw(COST) === '') return read.result(row);
		if (!CURRENCIES.has(costCurrency)) {
			read.refuse(
				'Purchase price currency',
				`Purchase price currency "${costCurrency}" is not an ISO 4217 currency code such as USD, EUR or GBP.`,
			);
			return read.result(row);
		}
		const cost = read.money(COST, costCurrency);
		return read.result({ ...row, cost, costCurrency: cost === null ? null : costCurrency });
	},
};
