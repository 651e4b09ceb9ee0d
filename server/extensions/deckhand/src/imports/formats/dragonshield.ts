import { LIMITS } from '../../domain/limits.ts';
import { CellReader } from './cell-reader.ts';
import { EUROPEAN_SCALE } from './condition-scales.ts';
import { hasColumns, importRow, type FormatSpec } from './format-spec.ts';
import { MAGIC } from './games.ts';
import { ENGLISH, LANGUAGE_NAMES } from './languages.ts';
import { vocabulary } from './vocabulary.ts';

const CONDITIONS = vocabulary('a condition', [
	['Mint', EUROPEAN_SCALE.mint],
	['NearMint', EUROPEAN_SCALE.nearMint],
	['Excellent', EUROPEAN_SCALE.excellent],
	['Good', EUROPEAN_SCALE.good],
	['LightPlayed', EUROPEAN_SCALE.lightPlayed],
	['Played', EUROPEAN_SCALE.played],
	['Poor', EUROPEAN_SCALE.poor],
]);
const PRINTINGS = vocabulary('a printing', [
	['Normal', 'normal'],
	['Foil', 'foil'],
	['Etched', 'etched'],
] as const);
/** Dragon Shield names some foils by their treatment: "Surge Foil", "Oilslick Foil" are foils. */
const NAMED_FOIL = /\sfoil$/i;

/**
 * Dragon Shield's card manager export (Magic): a `"sep=,"` line before the header, the European
 * grading scale spelt as one word, languages by name. Folder Name, Trade Quantity, Date Bought
 * and Dragon Shield's own LOW / MID / MARKET prices are not read.
 */
export const dragonshield: FormatSpec = {
	id: 'dragonshield',
	label: 'Dragon Shield export',
	columns: {
		Quantity: ['quantity'],
		'Card Name': ['cardName'],
		'Set Code': ['setCode'],
		'Set Name': ['setName'],
		'Card Number': ['collectorNumber'],
		Condition: ['condition'],
		Printing: ['finish'],
		Language: ['language'],
		'Price Bought': ['cost'],
	},
	requiredColumns: ['Quantity', 'Card Name', 'Set Code', 'Card Number', 'Condition', 'Printing', 'Language'],
	detect: (header) => hasColumns(header, 'Folder Name', 'Card Name'),
	map(cells) {
		const read = new CellReader(cells);
		return read.result(
			importRow({
				...MAGIC,
				setCode: read.text('Set Code', LIMITS.codeMax),
				setName: read.text('Set Name', LIMITS.setNameMax),
				cardName: read.cardName('Card Name'),
				collectorNumber: read.text('Card Number', LIMITS.collectorNumberMax),
				condition: read.word('Condition', CONDITIONS) ?? 'NM',
				finish: NAMED_FOIL.test(read.raw('Printing')) ? 'foil' : (read.word('Printing', PRINTINGS) ?? 'normal'),
				language: read.word('Language', LANGUAGE_NAMES, ENGLISH) ?? ENGLISH,
				quantity: read.quantity('Quantity'),
				cost: read.money('Price Bought'),
			}),
		);
	},
};
