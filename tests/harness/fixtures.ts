import type { Caller } from './api.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A new card in the first seeded set, with one NM SKU at the given price (set as the owner would, through the price ledger) and stock. */
export async function createSku(
	admin: Caller,
	options: { price?: number | null; stock?: number; name?: string; kind?: 'single' | 'sealed' } = {},
) {
	const card = await admin.ok('POST', '/items/cards', {
		set: 1,
		name: options.name ?? `Test card ${unique()}`,
		collector_number: '1',
		rarity: 'Rare',
		...(options.kind ? { kind: options.kind } : {}),
	});
	const sku = await admin.ok('POST', '/items/skus', {
		card: card.id,
		condition: 'NM',
		finish: 'normal',
		language: 'EN',
	});
	const price = options.price === undefined ? 1_000 : options.price;
	if (price !== null) await admin.ok('POST', '/deckhand/prices/set', { sku: sku.id, price });
	if (options.stock)
		await admin.ok('POST', '/deckhand/stock/adjust', { sku: sku.id, delta: options.stock, reason: 'count' });
	return { card: card.id as number, sku: sku.id as number };
}

/** What a SKU looks like now, and how many movements it has: the "nothing changed" probe. */
export async function skuState(admin: Caller, sku: number) {
	const row = await admin.get(`/items/skus/${sku}?fields=price,quantity,condition,finish,language,bin`);
	const movements = await admin.get(
		`/items/stock_movements?filter[sku][_eq]=${sku}&aggregate[count]=id&aggregate[sum]=delta`,
	);
	return {
		...row.body.data,
		movements: Number(movements.body.data[0].count.id),
		delta: Number(movements.body.data[0].sum.delta ?? 0),
	};
}
