// The stock the demo shop opened with, a year ago, made last because it must cover every copy the year sold; then
// every SKU's quantity is the sum of its movements, as the server keeps it.
import type { Catalog } from './catalog.ts';
import type { Movement } from './sales-rows.ts';
import type { Trading } from './trading.ts';

/**
 * Puts the opening count before the year's movements (more than each SKU will ever sell, so the running count never
 * dips below 0), numbers them all in date order, and sets each SKU's quantity from them.
 */
export function addOpeningStock(trading: Trading, catalog: Catalog, start: Date): void {
	const { faker, sales, people, grossSold } = trading;
	const opening: Movement[] = catalog.skus
		.map((sku) => ({
			id: 0,
			sku: sku.id,
			delta:
				(grossSold.get(sku.id) ?? 0) +
				faker.helpers.weightedArrayElement([
					{ weight: 8, value: 0 },
					{ weight: 12, value: 1 },
					{ weight: 30, value: faker.number.int({ min: 2, max: 6 }) },
					{ weight: 50, value: faker.number.int({ min: 7, max: 24 }) },
				]),
			reason: 'import',
			order: null,
			buylist: null,
			note: 'Opening stock count',
			user_created: people.admin,
			date_created: start,
		}))
		.filter((movement) => movement.delta > 0);
	sales.movements = [...opening, ...sales.movements];
	sales.movements.forEach((movement, index) => (movement.id = index + 1));
	const quantities = new Map<number, number>();
	for (const movement of sales.movements)
		quantities.set(movement.sku, (quantities.get(movement.sku) ?? 0) + movement.delta);
	for (const sku of catalog.skus) sku.quantity = quantities.get(sku.id) ?? 0;
}
