import { expectOk } from '../../tests/harness/api.ts';
import { stack } from './browser.ts';

/**
 * The real API, as the owner (the bootstrap static token) unless another token is given: what
 * the tests use to set a scene up and to check what the screens did. Answers the body's `data`;
 * a refusal throws with the status and the server's error (`expectOk`), so a broken set-up fails where it happens.
 */
export async function api(method: string, path: string, body?: unknown, token = stack().admin.token): Promise<any> {
	const response = await fetch(`${stack().url}${path}`, {
		method,
		headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const json = await response.json().catch(() => null);
	return expectOk({ status: response.status, body: json, route: `${method} ${path}` });
}

/**
 * A new SKU of a card (NM unless told) as the owner makes one: created unpriced, then priced through the price
 * command (the price ledger's first entry), then stocked when asked. Answers the SKU's id.
 */
export async function pricedSku(
	card: number,
	options: { price: number; stock?: number; bin?: string | null; barcode?: string | null; condition?: string },
): Promise<number> {
	const sku = await api('POST', '/items/skus', {
		card,
		condition: options.condition ?? 'NM',
		finish: 'normal',
		language: 'EN',
		bin: options.bin ?? null,
		barcode: options.barcode ?? null,
	});
	await api('POST', '/deckhand/prices/set', { sku: sku.id, price: options.price });
	if (options.stock)
		await api('POST', '/deckhand/stock/adjust', { sku: sku.id, delta: options.stock, reason: 'count' });
	return sku.id;
}

let counters = 0;

/**
 * A user whose role may read SKUs and nothing the order and customer screens read, as a shop
 * might set one up for stock counts (no app access: no seat on Core). Answers the sign-in.
 */
export async function stockCounter(): Promise<{ email: string; password: string }> {
	const tag = `${Date.now().toString(36)}-${process.pid}-${counters++}`;
	const policy = await api('POST', '/policies', {
		name: `Stock counter ${tag}`,
		icon: 'inventory',
		admin_access: false,
		app_access: false,
		permissions: [{ collection: 'skus', action: 'read', fields: ['*'], permissions: {} }],
	});
	const role = await api('POST', '/roles', {
		name: `Stock counter ${tag}`,
		icon: 'inventory',
		policies: [{ policy: policy.id }],
	});
	const user = { email: `counter-${tag}@deckhand.example.com`, password: `pass-${tag}` };
	await api('POST', '/users', { ...user, first_name: 'Stock', last_name: 'Counter', role: role.id });
	return user;
}

let serial = 0;
const tag = Date.now().toString(36);

/**
 * A card of its own (a made-up name no seeded card has, with this run's tag) with one priced NM
 * SKU, a barcode and stock: what a till test scans.
 */
export async function stockedSku(
	name: string,
	price: number,
	stock: number,
): Promise<{ id: number; name: string; barcode: string }> {
	const card = await api('POST', '/items/cards', {
		set: 1,
		name: `${name} ${tag}`,
		collector_number: String(900 + serial),
		rarity: 'Rare',
	});
	const barcode = `7${String(Date.now()).slice(-10)}${String(serial++).padStart(2, '0')}`;
	const sku = await pricedSku(card.id, { price, stock, barcode });
	return { id: sku, name: `${name} ${tag}`, barcode };
}
