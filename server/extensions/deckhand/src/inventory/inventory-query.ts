import { invalid } from '../errors.ts';
import { queryChoice, queryId, queryText, queryWholeNumber, type QueryParams } from '../http/query-params.ts';
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

/** Reads `GET /deckhand/inventory`'s query string; throws VALIDATION_FAILED naming the parameter and its bound. */
export function parseInventoryQuery(params: QueryParams): InventoryQuery {
	const sortParam = queryText(params, 'sort') ?? 'name';
	const descending = sortParam.startsWith('-');
	const sort = descending ? sortParam.slice(1) : sortParam;
	if (!isOwnKey(SORT_COLUMNS, sort))
		throw invalid(
			'sort',
			`sort must be one of ${Object.keys(SORT_COLUMNS).join(', ')}, with - in front for descending.`,
		);
	const search = queryText(params, 'q', 200);
	return {
		search: search === null ? null : interpretSearch(search),
		game: queryId(params, 'game'),
		set: queryId(params, 'set'),
		rarity: queryText(params, 'rarity', 40),
		kind: queryChoice(params, 'kind', CARD_KINDS),
		condition: queryChoice(params, 'condition', CONDITIONS),
		finish: queryChoice(params, 'finish', FINISHES),
		language: queryText(params, 'language', 8),
		stock: queryChoice(params, 'stock', STOCK_STATES),
		unpriced: queryChoice(params, 'unpriced', ['true', 'false']) === 'true',
		boughtInWaiting: queryChoice(params, 'bought_in_waiting', ['true', 'false']) === 'true',
		sort,
		descending,
		page: queryWholeNumber(params, 'page', 1, 1, 100_000),
		limit: queryWholeNumber(params, 'limit', 50, 1, MAX_PAGE_SIZE),
	};
}
