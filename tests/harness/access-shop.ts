import type { Knex } from 'knex';
import { callerWithToken, expectOk, signIn, stackInfo, type Caller } from './api.ts';
import { openTestDb, saleBooks } from './books.ts';
import { createSku } from './fixtures.ts';
import { newClerk } from './people.ts';
import { openTestTill } from './tills.ts';
import type { Role } from './access-matrix.ts';

/** One request of the matrix: JSON, or a body sent as it is with its own content type (an upload). */
export interface MatrixRequest {
	method: string;
	path: string;
	body?: unknown;
	raw?: { data: Buffer | string; contentType: string };
}

export interface Answer {
	status: number;
	body: any;
	/** The request answered, `METHOD /path`. */
	route: string;
}

/**
 * What the matrix works with: a token per role, the administrator's caller and the database
 * for set-ups and "nothing changed" probes, and rows every probe may use.
 */
export interface MatrixShop {
	tokens: Record<Role, string | null>;
	admin: Caller;
	db: Knex;
	/** The clerk the staff token belongs to: a throw-away account, so its own password and profile may change. */
	clerk: { id: string; email: string; password: string };
	/** A throw-away administrator, for what changes the caller's own account. */
	owner: { id: string; email: string; password: string };
	adminId: string;
	staffRole: string;
	/** The first seeded set and its game. */
	game: number;
	set: number;
	/** A till of the matrix's own, open: where cash goes. */
	till: number;
}

let made = 0;
/** A short name no other row has (codes hold 20 characters). */
export const unique = (prefix: string) =>
	`${prefix}${Date.now().toString(36).slice(-5)}${process.pid % 1000}${(made++).toString(36)}`;

export async function send(token: string | null, request: MatrixRequest): Promise<Answer> {
	const headers: Record<string, string> = {};
	if (token) headers['authorization'] = `Bearer ${token}`;
	let body: BodyInit | undefined;
	if (request.raw) {
		headers['content-type'] = request.raw.contentType;
		body = typeof request.raw.data === 'string' ? request.raw.data : new Uint8Array(request.raw.data);
	} else if (request.body !== undefined) {
		headers['content-type'] = 'application/json';
		body = JSON.stringify(request.body);
	}
	const response = await fetch(`${stackInfo().url}${request.path}`, { method: request.method, headers, body });
	const text = await response.text();
	const route = `${request.method} ${request.path}`;
	try {
		return { status: response.status, body: text ? JSON.parse(text) : null, route };
	} catch {
		return { status: response.status, body: text, route };
	}
}

/** The administrator's request that a set-up needs: it must succeed. */
export async function must(
	shop: Pick<MatrixShop, 'admin'>,
	method: string,
	path: string,
	body?: unknown,
): Promise<any> {
	return shop.admin.ok(method, path, body);
}

/** The same for a request that is no JSON (an upload), sent with the matrix's administrator's token. */
export async function mustSend(shop: MatrixShop, request: MatrixRequest): Promise<any> {
	return expectOk(await send(shop.tokens.administrator, request));
}

async function newAdministrator(admin: Caller): Promise<{ id: string; email: string; password: string }> {
	const [{ id: role }] = await admin.ok('GET', '/roles?filter[name][_eq]=Administrator&fields=id');
	const email = `${unique('matrix-owner')}@deckhand.example.com`;
	const password = `owner-${unique('p')}`;
	const created = await admin.ok('POST', '/users', {
		email,
		password,
		role,
		first_name: 'Matrix',
		last_name: 'Owner',
	});
	return { id: created.id, email, password };
}

export async function matrixShop(): Promise<MatrixShop> {
	const admin = callerWithToken(stackInfo().admin.token);
	const clerk = await newClerk(admin, 'matrix');
	const owner = await newAdministrator(admin);
	const [set] = await admin.ok('GET', '/items/sets?sort=id&limit=1&fields=id,game');
	return {
		tokens: {
			anonymous: null,
			staff: (await signIn(clerk.email, clerk.password)).access_token,
			administrator: (await signIn(owner.email, owner.password)).access_token,
		},
		admin,
		db: openTestDb(),
		clerk,
		owner,
		adminId: (await admin.ok('GET', '/users/me?fields=id')).id,
		staffRole: (await admin.ok('GET', '/roles?filter[name][_eq]=User&fields=id'))[0].id,
		game: set.game,
		set: set.id,
		till: await openTestTill(admin),
	};
}

/**
 * Removes the matrix's own accounts (an administrator holds one of Core's seats), with the
 * pictures they uploaded (a file keeps its uploader), and closes the database connection.
 */
export async function closeMatrixShop(shop: MatrixShop): Promise<void> {
	const accounts = [shop.clerk.id, shop.owner.id];
	const uploads = (await shop.db('directus_files').whereIn('uploaded_by', accounts).select('id')).map(
		(file) => file.id as string,
	);
	if (uploads.length > 0) await must(shop, 'DELETE', '/files', uploads);
	for (const user of accounts) await must(shop, 'DELETE', `/users/${user}`);
	await shop.db.destroy();
}

/** A priced SKU with copies on hand, on a card of its own. */
export async function stockedSku(shop: MatrixShop, stock = 5): Promise<{ card: number; sku: number }> {
	return createSku(shop.admin, { stock, price: 1_000 });
}

/** A cost row of a new SKU, written as a buylist or an import would (set-up, not a write under test). */
export async function costRow(shop: MatrixShop, sku?: number): Promise<number> {
	const [row] = await shop
		.db('sku_costs')
		.insert({ sku: sku ?? (await stockedSku(shop)).sku, unit_cost: 300 }, ['id']);
	return Number(typeof row === 'object' ? row.id : row);
}

/**
 * An open order of two lines (one of a SKU with a cost, so the sale snapshots a line cost; one
 * without) with a card payment of one cent: its lines, line cost, payment, event and movements
 * are rows of every book.
 */
export async function openOrder(shop: MatrixShop): Promise<{ order: number; costedLine: number; plainLine: number }> {
	const costed = await stockedSku(shop);
	const plain = await stockedSku(shop);
	await costRow(shop, costed.sku);
	const sale = await must(shop, 'POST', '/deckhand/checkout', {
		channel: 'counter',
		lines: [
			{ sku: costed.sku, quantity: 1 },
			{ sku: plain.sku, quantity: 1 },
		],
		payments: [{ method: 'card', amount: 1 }],
	});
	const line = (sku: number) => sale.lines.find((entry: { sku: number }) => Number(entry.sku) === sku).id as number;
	return { order: sale.id, costedLine: line(costed.sku), plainLine: line(plain.sku) };
}

/** A counter sale paid in cash and completed at once; with a discount of its whole price, a sale given free. */
export async function completedOrder(shop: MatrixShop, discount?: { amount: number }): Promise<number> {
	const { sku } = await stockedSku(shop);
	const sale = await must(shop, 'POST', '/deckhand/checkout', {
		channel: 'counter',
		till: shop.till,
		lines: [{ sku, quantity: 1 }],
		discount,
		payments: discount ? [] : [{ method: 'cash', amount: 100_000 }],
		complete: true,
	});
	return sale.id;
}

/** A refund of an order's one copy, back in stock, paid back as it was paid. */
export async function refundOfOne(shop: MatrixShop, order: number) {
	const line = await shop.db('order_lines').where('order', order).first('id');
	return { to: 'tenders', till: shop.till, lines: [{ line: Number(line.id), quantity: 1, restock: true }] };
}

/** A draft buylist of the administrator's with one line of a priced SKU. */
export async function draftBuylist(shop: MatrixShop): Promise<{ buylist: number; line: number }> {
	const { sku } = await stockedSku(shop);
	const customer = (await must(shop, 'POST', '/items/customers', { name: unique('Matrix trader ') })).id;
	const buylist = (await must(shop, 'POST', '/deckhand/buylists', { customer })).id;
	const view = await must(shop, 'POST', `/deckhand/buylists/${buylist}/lines`, { sku, quantity: 1 });
	return { buylist, line: view.lines[0].id };
}

/** A till of its own, closed (never opened) or open with a session. */
export async function newTill(shop: MatrixShop): Promise<number> {
	return (await must(shop, 'POST', '/items/tills', { name: unique('Matrix till ') })).id;
}

export async function openedTill(shop: MatrixShop): Promise<{ till: number; session: number }> {
	const till = await newTill(shop);
	const session = (await must(shop, 'POST', `/deckhand/tills/${till}/open`, { float: 1_000 })).id;
	return { till, session };
}

const count = async (db: Knex, table: string) => Number((await db(table).count({ n: '*' }).first())?.['n']);
const byStatus = async (db: Knex, table: string) =>
	Object.fromEntries(
		(
			(await db(table).select('status').count({ n: '*' }).groupBy('status').orderBy('status')) as Array<{
				status: string;
				n: unknown;
			}>
		).map((row) => [row.status, Number(row.n)]),
	);

/**
 * What a refused command could have written, read straight from the database: the books, the
 * rows each route writes, the states of orders, buylists, reviews and imports, prices, the
 * settings, and the matrix's own accounts' passwords.
 */
export async function shopState(shop: MatrixShop): Promise<Record<string, unknown>> {
	const { db } = shop;
	const state: Record<string, unknown> = await saleBooks(db);
	for (const table of [
		'skus',
		'sku_costs',
		'cards',
		'customers',
		'buylist_lines',
		'price_changes',
		'import_rows',
		'directus_comments',
		'directus_presets',
		'directus_files',
		'directus_users',
	])
		state[table] = await count(db, table);
	for (const table of ['orders', 'buylists', 'price_reviews', 'import_jobs', 'parked_sales', 'catalogue_runs'])
		state[`${table} by status`] = await byStatus(db, table);
	state['prices'] = Number((await db('skus').sum({ n: 'price' }).first())?.['n'] ?? 0);
	state['settings'] = await db('shop_settings').first();
	state['passwords'] = await db('directus_users')
		.whereIn('id', [shop.clerk.id, shop.owner.id])
		.orderBy('id')
		.select('password');
	return state;
}
