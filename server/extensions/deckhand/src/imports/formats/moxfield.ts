import { LIMITS } from '../../domain/limits.ts';
import { CellReader } from './cell-reader.ts';
import { US_SCALE } from './condition-scales.ts';
import { hasColumns, importRow, type FormatSpec } from './format-spec.ts';
import { MAGIC } from './games.ts';
import { ENGLISH, LANGUAGE_NAMES } from './languages.ts';
import { vocabulary } from './vocabulary.ts';

/**
 * Moxfield writes TCGplayer's words and Mint; files written for Moxfield by other tools use
 * Deckbox's words (its import reads Deckbox's CSV), read as Deckbox's are.
 */
const CONDITIONS = vocabulary(
	'a condition',
	[['Mint', 'NM'], ...US_SCALE, ['Good (Lightly Played)', 'LP'], ['Played', 'MP']] as const,
	['Mint', ...US_SCALE.map(([word]) => word)],
);
/** An empty Foil cell is a normal card. */
const FINISHES = vocabulary(
	'a finish',
	[
		['foil', 'foil'],
		['etched', 'etched'],
	] as const,
	['foil', 'etched', 'or empty for a normal card'],
);

/**
 * Moxfield's collection export (Magic): the set by its code (Edition), languages by name. A proxy
 * is refused: it is not a card the shop can sell. Tradelist Count, Tags, Last Modified and Alter
 * are not read.
 */
export const moxfield: FormatSpec = {
	id: 'moxfield',
	label: 'Moxfield export',
	columns: {
		Count: ['quantity'],
		Name: ['cardName'],
		Edition: ['setCode'],
		Condition: ['condition'],
		Language: ['language'],
		Foil: ['finish'],
		'Collector Number': ['collectorNumber'],
		Proxy: [],
		'Purchase Price': ['cost'],
	},
	requiredColumns: ['Count', 'Name', 'Edition', 'Condition', 'Language', 'Foil', 'Collector Number'],
	detect: (header) => hasColumns(header, 'Count', 'Tradelist Count', 'Collector Number'),
	map(cells) {
		const read = new CellReader(cells);
		if (read.raw('Proxy').toLowerCase() === 'true') read.refuse('Proxy', 'Proxy "True": a proxy is not a card the shop sells; take the row out of the file.');
		return read.result(
			importRow({
				...MAGIC,
				setCode: read.text('Edition', LIMITS.codeMax),
				cardName: read.cardName('Name'),
				collectorNumber: read.text('Collector Number', LIMITS.collectorNumberMax),
				condition: read.word('Condition', CONDITIONS) ?? 'NM',
				finish: read.word('Foil', FINISHES, 'normal') ?? 'normal',
				language: read.word('Language', LANGUAGE_NAMES, ENGLISH) ?? ENGLISH,
				quantity: read.quantity('Count'),
				cost: read.money('Purchase Price'),
			}),
		);
	},
};
