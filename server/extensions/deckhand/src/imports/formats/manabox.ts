import { LIMITS } from '../../domain/limits.ts';
import { CellReader } from './cell-reader.ts';
import { EUROPEAN_SCALE } from './condition-scales.ts';
import { hasColumns, importRow, type FormatSpec } from './format-spec.ts';
import { MAGIC } from './games.ts';
import { ENGLISH, LANGUAGE_CODES } from './languages.ts';
import { vocabulary } from './vocabulary.ts';

const CONDITIONS = vocabulary('a condition', [
	['mint', EUROPEAN_SCALE.mint],
	['near_mint', EUROPEAN_SCALE.nearMint],
	['excellent', EUROPEAN_SCALE.excellent],
	['good', EUROPEAN_SCALE.good],
	['light_played', EUROPEAN_SCALE.lightPlayed],
	['played', EUROPEAN_SCALE.played],
	['poor', EUROPEAN_SCALE.poor],
]);
const FINISHES = vocabulary('a finish', [
	['normal', 'normal'],
	['foil', 'foil'],
	['etched', 'etched'],
] as const);

/**
 * ManaBox's collection export (Magic): a printing by its Scryfall id, the European grading
 * scale, languages as codes, the purchase price in the currency the app was set to. Misprint
 * and Altered are not read: a SKU has no such attribute, and the copy comes in as its card.
 */
export const manabox: FormatSpec = {
	id: 'manabox',
	label: 'ManaBox export',
	columns: {
		Name: ['cardName'],
		'Set code': ['setCode'],
		'Set name': ['setName'],
		'Collector number': ['collectorNumber'],
		Foil: ['finish'],
		Rarity: ['rarity'],
		Quantity: ['quantity'],
		'Scryfall ID': ['scryfallId'],
		'Purchase price': ['cost'],
		'Purchase price currency': ['cost'],
		Condition: ['condition'],
		Language: ['language'],
	},
	requiredColumns: ['Name', 'Set code', 'Collector number', 'Foil', 'Quantity', 'Condition', 'Language'],
	detect: (header) => hasColumns(header, 'ManaBox ID'),
	map(cells, { currency }) {
		const read = new CellReader(cells);
		const cost = read.money('Purchase price');
		const costCurrency = read.raw('Purchase price currency').toUpperCase();
		// A file from before ManaBox wrote the currency has the shop's, as every other format does.
		if (cost !== null && costCurrency !== '' && costCurrency !== currency.toUpperCase())
			read.refuse(
				'Purchase price currency',
				`Purchase price currency "${costCurrency}" is not the shop's currency (${currency}): Deckhand keeps costs in ${currency}.`,
			);
		return read.result(
			importRow({
				...MAGIC,
				setCode: read.text('Set code', LIMITS.codeMax),
				setName: read.text('Set name', LIMITS.setNameMax),
				cardName: read.cardName('Name'),
				collectorNumber: read.text('Collector number', LIMITS.collectorNumberMax),
				rarity: read.text('Rarity', LIMITS.rarityMax),
				scryfallId: read.text('Scryfall ID', LIMITS.externalIdMax),
				condition: read.word('Condition', CONDITIONS) ?? 'NM',
				finish: read.word('Foil', FINISHES, 'normal') ?? 'normal',
				language: read.word('Language', LANGUAGE_CODES, ENGLISH) ?? ENGLISH,
				quantity: read.quantity('Quantity'),
				cost,
			}),
		);
	},
};
