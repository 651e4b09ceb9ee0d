import * as z from 'zod/mini';
import { dropUnread, id, oneOf, page } from '../../../lib/search-params.ts';

/** Every bit of the inventory screen's state lives in its address, so it can be shared, bookmarked and reloaded. */
export const COLUMNS = [
	'image',
	'name',
	'set',
	'number',
	'rarity',
	'condition',
	'finish',
	'language',
	'price',
	'quantity',
	'bin',
] as const;
export type Column = (typeof COLUMNS)[number];
export const DEFAULT_COLUMNS: Column[] = [
	'image',
	'name',
	'set',
	'number',
	'condition',
	'finish',
	'price',
	'quantity',
	'bin',
];
export const SORTABLE: ReadonlySet<Column> = new Set([
	'name',
	'set',
	'number',
	'rarity',
	'condition',
	'finish',
	'language',
	'price',
	'quantity',
	'bin',
]);

const optionalText = dropUnread(z.string().check(z.trim(), z.minLength(1)));

export const inventorySearchSchema = z.object({
	q: optionalText,
	game: id,
	set: id,
	rarity: optionalText,
	kind: oneOf(['single', 'sealed']),
	condition: oneOf(['NM', 'LP', 'MP', 'HP', 'DMG']),
	finish: oneOf(['normal', 'foil', 'reverse_holo', 'etched']),
	language: optionalText,
	stock: oneOf(['in', 'low', 'out']),
	/** The whole catalogue: every card the shop knows, stocked or not, instead of its SKUs. */
	scope: oneOf(['catalogue']),
	unpriced: dropUnread(z.boolean()),
	/** Home's "Bought in" queue: copies a trade-in brought in, still without a price or a bin. */
	bought_in_waiting: dropUnread(z.boolean()),
	sort: dropUnread(z.string()),
	page,
	columns: dropUnread(z.array(z.enum(COLUMNS))),
});
export type InventorySearch = z.infer<typeof inventorySearchSchema>;
