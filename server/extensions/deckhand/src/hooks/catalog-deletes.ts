/**
 * What a clerk reads when a catalog row cannot be deleted, per collection and per table in the
 * way, in the order they are checked: these say what to do instead. Other rows get the general
 * sentence of `in-use.ts`, which names every kind of row in the way.
 */
export const CATALOG_SENTENCES: Record<string, Record<string, (count: number) => string>> = {
	games: { sets: (n) => `This game still has ${n} set${n === 1 ? '' : 's'}; delete or move them first.` },
	sets: { cards: (n) => `This set still has ${n} card${n === 1 ? '' : 's'}; delete or move them first.` },
	cards: { skus: (n) => `This card still has ${n} SKU${n === 1 ? '' : 's'}; delete them first.` },
	skus: {
		stock_movements: (n) =>
			`This SKU has stock history (${n} movement${n === 1 ? '' : 's'}) and is kept for the record; leave it at 0 on hand instead.`,
		order_lines: () => 'This SKU was sold and is kept for the orders that name it.',
		buylist_lines: () => 'This SKU is on a buylist and is kept for it.',
	},
};
