import { CONDITIONS, EDITIONS, FINISHES, LIMITS } from '../domain/limits.ts';
import { moneyText } from './formats/deckhand-columns.ts';
import type { ImportRow, RowError } from './import-row.ts';

type TextField = 'gameCode' | 'gameName' | 'setCode' | 'setName' | 'cardName' | 'collectorNumber' | 'rarity' | 'cardTcgplayerId' | 'scryfallId' | 'cardmarketId' | 'language' | 'skuTcgplayerId' | 'bin' | 'barcode';
type NumberField = 'quantity' | 'quantityAdd' | 'price' | 'cost' | 'marketPrice';

/** The longest text each field may hold: the bound of the column it becomes (a card's name, a SKU's bin…). */
const TEXT_MAX: Record<TextField, number> = {
	gameCode: LIMITS.codeMax,
	gameName: LIMITS.gameNameMax,
	setCode: LIMITS.codeMax,
	setName: LIMITS.setNameMax,
	cardName: LIMITS.cardNameMax,
	collectorNumber: LIMITS.collectorNumberMax,
	rarity: LIMITS.rarityMax,
	cardTcgplayerId: LIMITS.externalIdMax,
	scryfallId: LIMITS.externalIdMax,
	cardmarketId: LIMITS.externalIdMax,
	language: LIMITS.languageMax,
	skuTcgplayerId: LIMITS.externalIdMax,
	bin: LIMITS.binMax,
	barcode: LIMITS.barcodeMax,
};

const copies = `a whole number of copies from 0 to ${LIMITS.movementDeltaMax}`;
const amount = `an amount from 0.00 to ${moneyText(LIMITS.priceMax)}`;
const NUMBER_BOUNDS: Record<NumberField, { max: number; words: string }> = {
	quantity: { max: LIMITS.movementDeltaMax, words: copies },
	quantityAdd: { max: LIMITS.movementDeltaMax, words: copies },
	price: { max: LIMITS.priceMax, words: amount },
	cost: { max: LIMITS.priceMax, words: amount },
	marketPrice: { max: LIMITS.priceMax, words: amount },
};

const CHOICES: Array<[keyof ImportRow, readonly (string | null)[]]> = [
	['condition', CONDITIONS],
	['finish', FINISHES],
	['edition', [...EDITIONS, null]],
	['kind', ['single', 'sealed']],
];

/**
 * What a row holds that Deckhand cannot store, whatever format read it: a text longer than its
 * column, a number out of its bound, a value outside its list. Each error names the file's column
 * (`columnOf`), so the owner finds it in the file. Money bounds are in minor units, as stored.
 */
export function boundErrors(row: ImportRow, columnOf: (field: keyof ImportRow) => string): RowError[] {
	const errors: RowError[] = [];
	if (row.cardName.trim() === '') errors.push({ column: columnOf('cardName'), message: `${columnOf('cardName')} is empty: every row names its card.` });
	if (row.language.trim() === '') errors.push({ column: columnOf('language'), message: `${columnOf('language')} is empty: every row names its language (EN, JA…).` });
	for (const [field, max] of Object.entries(TEXT_MAX) as Array<[TextField, number]>) {
		const value = row[field];
		if (value !== null && value.length > max) errors.push({ column: columnOf(field), message: `${columnOf(field)} must be at most ${max} characters long; this one has ${value.length}.` });
	}
	for (const [field, { max, words }] of Object.entries(NUMBER_BOUNDS) as Array<[NumberField, { max: number; words: string }]>) {
		const value = row[field];
		if (value !== null && (!Number.isInteger(value) || value < 0 || value > max)) errors.push({ column: columnOf(field), message: `${columnOf(field)} must be ${words}.` });
	}
	for (const [field, values] of CHOICES) {
		if (!values.includes(row[field] as string | null)) errors.push({ column: columnOf(field), message: `${columnOf(field)} must be one of ${values.filter(Boolean).join(', ')}.` });
	}
	return errors;
}
