import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import type { ImportRow } from '@deckhand/contract/imports/import-row.ts';
import { CellReader } from './cell-reader.ts';
import { hasColumns, importRow, type FormatSpec } from './format-spec.ts';
import { MAGIC, ONE_PIECE, POKEMON, YUGIOH } from './games.ts';
import { ENGLISH } from './languages.ts';
import { readTcgplayerCondition, type ConditionParts } from './tcgplayer-condition.ts';

type ProductLine = Pick<ImportRow, 'gameCode' | 'gameName'> & { language?: string };

/** TCGplayer's product lines Deckhand gives its own game code and name; another line keeps its name and no code. */
const PRODUCT_LINES: ReadonlyMap<string, ProductLine> = new Map<string, ProductLine>([
	['magic', MAGIC],
	['pokemon', POKEMON],
	// TCGplayer lists Japanese Pokémon cards as a line of their own, with no language in the condition.
	['pokemon japan', { ...POKEMON, language: 'JA' }],
	['yugioh', YUGIOH],
	['one piece card game', ONE_PIECE],
]);

/** TCGplayer writes 0.00 where a SKU has no price of that kind. */
const priced = (amount: number | null) => (amount === 0 ? null : amount);

/**
 * TCGplayer's seller pricing export: one row per TCGplayer SKU (its `TCGplayer Id`), the grade,
 * edition, printing and language all in `Condition`, the market price TCGplayer reports beside
 * the shop's own listing price.
 */
export const tcgplayer: FormatSpec = {
	id: 'tcgplayer',
	label: 'TCGplayer pricing export',
	columns: {
		'TCGplayer Id': ['skuTcgplayerId'],
		'Product Line': ['gameCode', 'gameName'],
		'Set Name': ['setName'],
		'Product Name': ['cardName'],
		Number: ['collectorNumber'],
		Rarity: ['rarity'],
		Condition: ['condition', 'edition', 'finish', 'language', 'kind'],
		'TCG Market Price': ['marketPrice'],
		'Total Quantity': ['quantity'],
		'Add to Quantity': ['quantityAdd'],
		'TCG Marketplace Price': ['price'],
		'My Store Price': ['price'],
	},
	requiredColumns: [
		'TCGplayer Id',
		'Product Line',
		'Set Name',
		'Product Name',
		'Number',
		'Condition',
		'Total Quantity',
	],
	detect: (header) => hasColumns(header, 'TCGplayer Id', 'Product Line'),
	map(cells, options) {
		const read = new CellReader(cells, options);
		const lineName = read.text('Product Line', LIMITS.gameNameMax);
		const line: ProductLine =
			lineName === null
				? { gameCode: null, gameName: null }
				: (PRODUCT_LINES.get(lineName.toLowerCase()) ?? { gameCode: null, gameName: lineName });
		const cardName = read.cardName('Product Name');
		const parts = conditionOf(read);
		// An etched foil is a product of its own, "(Foil Etched)" in its name, listed as Foil.
		const finish = parts.finish === 'foil' && /\(foil etched\)/i.test(cardName) ? 'etched' : parts.finish;
		const storePrice = priced(read.money('My Store Price'));
		const marketplacePrice = priced(read.money('TCG Marketplace Price'));
		return read.result(
			importRow({
				gameCode: line.gameCode,
				gameName: line.gameName,
				setName: read.text('Set Name', LIMITS.setNameMax),
				cardName,
				collectorNumber: read.text('Number', LIMITS.collectorNumberMax),
				rarity: read.text('Rarity', LIMITS.rarityMax),
				kind: parts.kind,
				condition: parts.condition,
				finish,
				language: parts.language ?? line.language ?? ENGLISH,
				edition: parts.edition,
				skuTcgplayerId: read.text('TCGplayer Id', LIMITS.externalIdMax),
				quantity: read.quantity('Total Quantity'),
				quantityAdd: read.quantity('Add to Quantity'),
				// The shop's own store price where it set one, else its marketplace listing price.
				price: storePrice ?? marketplacePrice,
				marketPrice: priced(read.money('TCG Market Price')),
			}),
		);
	},
};

function conditionOf(read: CellReader): ConditionParts {
	const text = read.raw('Condition');
	const parts =
		text === ''
			? {
					problem:
						'Condition is empty: every row needs its condition (Near Mint, Lightly Played …, or Unopened).',
				}
			: readTcgplayerCondition(text);
	if ('condition' in parts) return parts;
	read.refuse('Condition', parts.problem);
	// A stand-in: the row is answered with its refusals, never with these.
	return { condition: 'NM', kind: 'single', edition: null, finish: 'normal', language: null };
}
