import { z } from 'zod';

/** Every bit of the inventory screen's state lives in its address, so it can be shared, bookmarked and reloaded. */
export const COLUMNS = ['image', 'name', 'set', 'number', 'rarity', 'condition', 'finish', 'language', 'price', 'quantity', 'bin'] as const;
export type Column = (typeof COLUMNS)[number];
export const DEFAULT_COLUMNS: Column[] = ['image', 'name', 'set', 'number', 'condition', 'finish', 'price', 'quantity', 'bin'];
export const SORTABLE: ReadonlySet<Column> = new Set(['name', 'set', 'number', 'rarity', 'condition', 'finish', 'language', 'price', 'quantity', 'bin']);

const optionalText = z.string().trim().min(1).optional().catch(undefined);
const optionalId = z.coerce.number().int().positive().optional().catch(undefined);

export const inventorySearchSchema = z.object({
	q: optionalText,
	game: optionalId,
	set: optionalId,
	rarity: optionalText,
	condition: z.enum(['NM', 'LP', 'MP', 'HP', 'DMG']).optional().catch(undefined),
	finish: z.enum(['normal', 'foil', 'reverse_holo', 'etched']).optional().catch(undefined),
	language: optionalText,
	stock: z.enum(['in', 'low', 'out']).optional().catch(undefined),
	unpriced: z.boolean().optional().catch(undefined),
	sort: z.string().optional().catch(undefined),
	page: z.coerce.number().int().min(1).optional().catch(undefined),
	columns: z.array(z.enum(COLUMNS)).optional().catch(undefined),
});
export type InventorySearch = z.infer<typeof inventorySearchSchema>;
