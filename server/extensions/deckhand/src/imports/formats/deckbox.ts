import { LIMITS } from '../../domain/limits.ts';
import { CellReader } from './cell-reader.ts';
import { hasColumns, importRow, type FormatSpec } from './format-spec.ts';
import { MAGIC } from './games.ts';
import { ENGLISH, LANGUAGE_NAMES } from './languages.ts';
import { vocabulary } from './vocabulary.ts';

/** Deckbox's six grades line up with Deckhand's five once Mint is read as Near Mint; its "Played" sits between Lightly and Heavily Played. */
const CONDITIONS = vocabulary('a condition', [
	['Mint', 'NM'],
	['Near Mint', 'NM'],
	['Good (Lightly Played)', 'LP'],
	['Played', 'MP'],
	['Heavily Played', 'HP'],
	['Poor', 'DMG'],
] as const);
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
 * Deckbox's inventory export (Magic): the set by name (Edition) and code, prices in dollars with
 * their sign. Deckbox's own Price (its estimate) is not read, nor Signed, Artist Proof, Altered
 * Art, Misprint, Promo, Textless and the tags: a SKU has no such attribute.
 */
export const deckbox: FormatSpec = {
	id: 'deckbox',
	label: 'Deckbox export',
	columns: {
		Count: ['quantity'],
		Name: ['cardName'],
		Edition: ['setName'],
		'Edition Code': ['setCode'],
		'Card Number': ['collectorNumber'],
		Condition: ['condition'],
		Language: ['language'],
		Foil: ['finish'],
		'My Price': ['price'],
		Cost: ['cost'],
		Rarity: ['rarity'],
		'TcgPlayer ID': ['cardTcgplayerId'],
		'Scryfall ID': ['scryfallId'],
	},
	requiredColumns: ['Count', 'Name', 'Edition', 'Card Number', 'Condition', 'Language', 'Foil'],
	detect: (header) => hasColumns(header, 'Count', 'Tradelist Count', 'Card Number'),
	map(cells) {
		const read = new CellReader(cells);
		return read.result(
			importRow({
				...MAGIC,
				setCode: read.text('Edition Code', LIMITS.codeMax),
				setName: read.text('Edition', LIMITS.setNameMax),
				cardName: read.cardName('Name'),
				collectorNumber: read.text('Card Number', LIMITS.collectorNumberMax),
				rarity: read.text('Rarity', LIMITS.rarityMax),
				cardTcgplayerId: read.text('TcgPlayer ID', LIMITS.externalIdMax),
				scryfallId: read.text('Scryfall ID', LIMITS.externalIdMax),
				condition: read.word('Condition', CONDITIONS) ?? 'NM',
				finish: read.word('Foil', FINISHES, 'normal') ?? 'normal',
				language: read.word('Language', LANGUAGE_NAMES, ENGLISH) ?? ENGLISH,
				quantity: read.quantity('Count'),
				price: read.money('My Price'),
				cost: read.money('Cost'),
			}),
		);
	},
};
