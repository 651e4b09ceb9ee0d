import { invalid } from '../errors.ts';
import { ID_MAX } from '@deckhand/contract/domain/ids.ts';
import { isBarcode } from '@deckhand/contract/domain/barcode.ts';
import { CONDITIONS, FINISHES } from '@deckhand/contract/domain/limits.ts';
import { CARD_KINDS, type CardKind } from '@deckhand/contract/schema/choices.ts';
import { isOwnKey } from '../domain/own-key.ts';
import { searchWords } from '@deckhand/contract/domain/search-text.ts';

/** Columns the inventory can be sorted by, and the database column behind each. */
export const SORT_COLUMNS = {
	name: 'cards.name',
	game: 'games.name',
	set: 'sets.code',
	number: 'cards.collector_number',
	rarity: 'cards.rarity',
	condition: 'skus.condition',
	finish: 'skus.finish',
	language: 'skus.language',
	price: 'skus.price',
	quantity: 'skus.quantity',
	bin: 'skus.bin',
} as const;
export type SortColumn = keyof typeof SORT_COLUMNS;

export const STOCK_STATES = ['in', 'low', 'out'] as const;
export const MAX_PAGE_SIZE = 200;

/** What the search box holds, read every way a clerk may mean it: name words, "SET NUMBER", or a scanned barcode. */
export interface SearchTerm {
	words: string[];
	setNumber: { set: string; number: string } | null;
	barcode: string | null;
}

export interface InventoryQuery {
	search: SearchTerm | null;
	game: number | null;
	set: number | null;
	rarity: string | null;
	/** Singles or sealed product (`cards.kind`): Home's low stock is the sealed product the shop restocks. */
	kind: CardKind | null;
	condition: string | null;
	finish: string | null;
	language: string | null;
	stock: (typeof STOCK_STATES)[number] | null;
	unpriced: boolean;
	/** Copies a trade-in brought in that still wait for a price or a bin (Home's "Bought in" queue). */
	boughtInWaiting: boolean;
	sort: SortColumn;
	descending: boolean;
	page: number;
	limit: number;
}

const SET_NUMBER = /^([a-z][a-z0-9]{1,5})[\s-]+0*(\d{1,4}[a-z]?)$/i;

export function interpretSearch(text: string): SearchTerm | null {
	const trimmed = text.trim();
	if (trimmed === '') return null;
	const setNumber = SET_NUMBER.exec(trimmed);
	return {
		words: searchWords(trimmed),
		setNumber: setNumber ? { set: setNumber[1]!.toUpperCase(), number: setNumber[2]!.toUpperCase() } : null,
		barcode: isBarcode(trimmed) ? trimmed : null,
	};
}

type Params = Record<string, unknown>;

function text(params: Params, field: string, max = 100): string | null {
	const value = params[field];
	if (value === undefined || value === '') return null;
	if (typeof value !== 'string' || value.length > max)
		throw invalid(field, `${field} must be text of at most ${max} characters.`, { max });
	return value;
}

/** Decimal digits only: `Number` would also read `1e3`, `0x10` or ` 7 ` as whole numbers. */
const DECIMAL = /^-?\d{1,12}$/;

function id(params: Params, field: string): number | null {
	const value = text(params, field, 12);
	if (value === null) return null;
	const number = DECIMAL.test(value) ? Number(value) : NaN;
	if (!Number.isInteger(number) || number < 1 || number > ID_MAX)
		throw invalid(field, `${field} must be the id of a ${field} (a whole number from 1 to ${ID_MAX}).`, {
			min: 1,
			max: ID_MAX,
		});
	return number;
}

function oneOf<T extends string>(params: Params, field: string, values: readonly T[]): T | null {
	const value = text(params, field);
	if (value === null) return null;
	if (!(values as readonly string[]).includes(value))
		throw invalid(field, `${field} must be one of ${values.join(', ')}.`);
	return value as T;
}

function wholeNumber(params: Params, field: string, fallback: number, min: number, max: number): number {
	const value = text(params, field, 12);
	if (value === null) return fallback;
	const number = DECIMAL.test(value) ? Number(value) : NaN;
	if (!Number.isInteger(number) || number < min || number > max)
		throw invalid(field, `${field} must be a whole number from ${min} to ${max}.`, { min, max });
	return number;
}

/** Reads `GET /deckhand/inventory`'s query string; throws VALIDATION_FAILED naming the parameter and its bound. */
export function parseInventoryQuery(params: Params): InventoryQuery {
	const sortParam = text(params, 'sort') ?? 'name';
	const descending = sortParam.startsWith('-');
	const sort = descending ? sortParam.slice(1) : sortParam;
	if (!isOwnKey(SORT_COLUMNS, sort))
		throw invalid(
			'sort',
			`sort must be one of ${Object.keys(SORT_COLUMNS).join(', ')}, with - in front for descending.`,
		);
	const search = text(params, 'q', 200);
	return {
		search: search === null ? null : interpretSearch(search),
		game: id(params, 'game'),
		set: id(params, 'set'),
		rarity: text(params, 'rarity', 40),
		kind: oneOf(params, 'kind', CARD_KINDS),
		condition: oneOf(params, 'condition', CONDITIONS),
		finish: oneOf(params, 'finish', FINISHES),
		language: text(params, 'language', 8),
		stock: oneOf(params, 'stock', STOCK_STATES),
		unpriced: oneOf(params, 'unpriced', ['true', 'false']) === 'true',
		boughtInWaiting: oneOf(params, 'bought_in_waiting', ['true', 'false']) === 'true',
		sort,
		descending,
		page: wholeNumber(params, 'page', 1, 1, 100_000),
		limit: wholeNumber(params, 'limit', 50, 1, MAX_PAGE_SIZE),
	};
}
