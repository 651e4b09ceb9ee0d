import type { Role } from './access-matrix.ts';
import {
	completedOrder,
	costRow,
	draftBuylist,
	must,
	mustSend,
	newTill,
	openOrder,
	openedTill,
	send,
	stockedSku,
	unique,
	type Answer,
	type MatrixRequest,
	type MatrixShop,
} from './access-shop.ts';
import { putMarketPrice } from './market-prices.ts';
import { pictureUpload } from './access-subject-kinds.ts';
import { createSku } from './fixtures.ts';
import { deckhandCsv } from './imports.ts';

/**
 * A valid request of one route for one role, with what it needs made first by the
 * administrator: a role is refused for who it is, never for what it sent. `settle` runs after
 * an answer, e.g. to keep a changed password or to wait for a job the request started.
 */
export interface RouteRequest extends MatrixRequest {
	settle?: (answer: Answer) => Promise<void> | void;
}

type Build = (shop: MatrixShop, role: Role) => Promise<RouteRequest>;

/** A route's valid request, and for a scoped cell the request just outside what the role may do. */
export interface RouteProbe {
	request: Build;
	outside?: Build;
}

const json = (method: string, path: string, body?: unknown): RouteRequest => ({
	method,
	path,
	...(body === undefined ? {} : { body }),
});
const get =
	(path: string): Build =>
	async () =>
		json('GET', path);
const sku = async (shop: MatrixShop) => (await stockedSku(shop)).sku;
const customer = async (shop: MatrixShop) =>
	(await must(shop, 'POST', '/items/customers', { name: unique('Matrix customer ') })).id;
const card = async (shop: MatrixShop) =>
	(await must(shop, 'POST', '/items/cards', { set: shop.set, name: unique('Matrix card ') })).id;
const note = async (shop: MatrixShop, collection: 'cards' | 'sku_costs') => {
	const item = collection === 'cards' ? await card(shop) : await costRow(shop);
	return (await must(shop, 'POST', '/comments', { collection, item: String(item), comment: unique('Matrix note ') }))
		.id;
};

/** The first price change of a SKU priced again since: one that can be restored. */
async function earlierPrice(shop: MatrixShop): Promise<number> {
	const stocked = await sku(shop);
	await must(shop, 'POST', '/deckhand/prices/set', { sku: stocked, price: 1_500 });
	return (await shop.db('price_changes').where('sku', stocked).orderBy('id').first('id')).id;
}

/** A reprice run the administrator applied. */
async function appliedRun(shop: MatrixShop): Promise<string> {
	return (
		await must(shop, 'POST', '/deckhand/prices/reprice', {
			selection: { skus: [await sku(shop)] },
			rule: { kind: 'percent', percent: 10 },
			preview: false,
		})
	).run;
}

/** A price move waiting for review: a market price far above the SKU's, repriced by the market. */
async function pendingReview(shop: MatrixShop): Promise<number> {
	const stocked = await sku(shop);
	await putMarketPrice(shop.db, stocked, 5_000);
	await must(shop, 'POST', '/deckhand/prices/reprice', {
		selection: { skus: [stocked] },
		rule: { kind: 'market', percent: 100 },
		reviewAbovePercent: 20,
		preview: false,
	});
	return (await shop.db('price_reviews').where({ sku: stocked, status: 'pending' }).first('id')).id;
}

/** A view saved by the role itself (or, for a visitor, by the administrator), or one shared with everyone. */
async function savedView(shop: MatrixShop, role: Role, shared = false): Promise<number> {
	const token = role === 'anonymous' || shared ? shop.tokens.administrator : shop.tokens[role];
	const answer = await send(
		token,
		json('POST', '/deckhand/views', { name: unique('Matrix view '), state: { q: 'matrix' }, shared }),
	);
	if (answer.status !== 200) throw new Error(`saving a view: ${answer.status} ${JSON.stringify(answer.body)}`);
	return answer.body.data.id;
}

/** A closed session of a till of its own. */
async function closedSession(shop: MatrixShop): Promise<{ till: number; session: number }> {
	const opened = await openedTill(shop);
	await must(shop, 'POST', `/deckhand/tills/${opened.till}/sessions/${opened.session}/close`, { counted: 1_000 });
	return opened;
}

/** A file in Deckhand's own CSV bringing three copies of a SKU the shop has, as the import screen sends it. */
async function stockFile(shop: MatrixShop): Promise<RouteRequest> {
	const { card } = await stockedSku(shop);
	const known = await shop
		.db('cards')
		.join('sets', 'sets.id', 'cards.set')
		.where('cards.id', card)
		.first('cards.name', 'cards.collector_number', 'sets.code');
	const csv = deckhandCsv([
		{
			set_code: known.code,
			card_name: known.name,
			collector_number: known.collector_number,
			condition: 'NM',
			finish: 'normal',
			language: 'EN',
			quantity: 3,
		},
	]);
	return {
		method: 'POST',
		path: `/deckhand/imports?name=${unique('matrix')}.csv`,
		raw: { data: csv, contentType: 'text/csv' },
	};
}

/** An import the administrator uploaded (staged), and with its dry run done (planned). */
async function stagedImport(shop: MatrixShop): Promise<number> {
	return (await mustSend(shop, await stockFile(shop))).id;
}
async function plannedImport(shop: MatrixShop): Promise<number> {
	const id = await stagedImport(shop);
	await must(shop, 'POST', `/deckhand/imports/${id}/plan`, { quantities: 'add', createMissing: false });
	return id;
}

/** Waits for a commit the request started: the next request must not meet a running import. */
const untilCommitted = (shop: MatrixShop, id: number) => async (answer: Answer) => {
	if (answer.status !== 202) return;
	for (let tries = 0; tries < 600; tries++) {
		const job = await must(shop, 'GET', `/deckhand/imports/${id}`);
		if (job.status !== 'committing') return;
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	throw new Error(`import #${id} is still committing`);
};

/** A customers file for Directus's own import. */
function customersFile(): RouteRequest {
	const boundary = `matrix${Date.now()}`;
	const data = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="customers.csv"\r\nContent-Type: text/csv\r\n\r\nname\n${unique('Matrix import ')}\n\r\n--${boundary}--\r\n`;
	return {
		method: 'POST',
		path: '/utils/import/customers',
		raw: { data, contentType: `multipart/form-data; boundary=${boundary}` },
	};
}

/** Someone's own password, changed; kept as the new one when the server took it. */
function passwordChange(shop: MatrixShop, role: Role): RouteRequest {
	const account = role === 'administrator' ? shop.owner : shop.clerk;
	const next = unique('matrix-password-');
	return {
		...json('POST', '/deckhand/profile/password', { current_password: account.password, new_password: next }),
		settle: (answer) => {
			if (answer.status < 300) account.password = next;
		},
	};
}

const DAYS = 'from=2025-01-01&to=2025-01-07';

/** Each route of `HOSTILE_ROUTES`, by `METHOD path`: its valid request, and for a scoped cell the request just outside. */
export const ROUTE_PROBES: Record<string, RouteProbe> = {
	'POST /deckhand/stock/adjust': {
		request: async (shop) =>
			json('POST', '/deckhand/stock/adjust', { sku: await sku(shop), delta: 1, reason: 'count' }),
	},
	'POST /deckhand/checkout': {
		request: async (shop) =>
			json('POST', '/deckhand/checkout', {
				channel: 'counter',
				lines: [{ sku: await sku(shop), quantity: 1 }],
				payments: [{ method: 'card', amount: 1 }],
			}),
	},
	'POST /deckhand/orders/:id/transition': {
		request: async (shop) =>
			json('POST', `/deckhand/orders/${(await openOrder(shop)).order}/transition`, { to: 'cancelled' }),
		outside: async (shop) =>
			json('POST', `/deckhand/orders/${await completedOrder(shop)}/transition`, {
				to: 'refunded',
				till: shop.till,
			}),
	},
	'POST /deckhand/profile/password': { request: async (shop, role) => passwordChange(shop, role) },
	'POST /deckhand/credit/adjust': {
		request: async (shop) =>
			json('POST', '/deckhand/credit/adjust', {
				customer: await customer(shop),
				amount: 500,
				note: 'Matrix credit',
			}),
	},
	'POST /deckhand/prices/reprice': {
		request: async (shop) =>
			json('POST', '/deckhand/prices/reprice', {
				selection: { skus: [await sku(shop)] },
				rule: { kind: 'set', price: 1_200 },
				preview: false,
			}),
	},
	'POST /deckhand/stock/regrade': {
		request: async (shop) =>
			json('POST', '/deckhand/stock/regrade', { sku: await sku(shop), quantity: 1, to: { condition: 'LP' } }),
	},
	'POST /deckhand/prices/set': {
		request: async (shop) => json('POST', '/deckhand/prices/set', { sku: await sku(shop), price: 1_300 }),
	},
	'POST /deckhand/prices/restore': {
		request: async (shop) => json('POST', '/deckhand/prices/restore', { change: await earlierPrice(shop) }),
	},
	'POST /deckhand/prices/undo-run': {
		request: async (shop) => json('POST', '/deckhand/prices/undo-run', { run: await appliedRun(shop) }),
	},
	'GET /deckhand/prices/history': {
		request: async (shop) => json('GET', `/deckhand/prices/history?skus=${await sku(shop)}`),
	},
	'GET /deckhand/prices/market': {
		request: async (shop) => json('GET', `/deckhand/prices/market?card=${(await stockedSku(shop)).card}`),
	},
	'GET /deckhand/prices/reviews': { request: get('/deckhand/prices/reviews') },
	'POST /deckhand/prices/reviews/decide': {
		request: async (shop) =>
			json('POST', '/deckhand/prices/reviews/decide', { ids: [await pendingReview(shop)], accept: true }),
	},
	'GET /deckhand/books': { request: get('/deckhand/books') },
	'POST /deckhand/books/check': { request: async () => json('POST', '/deckhand/books/check') },
	'GET /deckhand/views': { request: get('/deckhand/views') },
	'POST /deckhand/views': {
		request: async () => json('POST', '/deckhand/views', { name: unique('Matrix view '), state: { q: 'matrix' } }),
		outside: async () =>
			json('POST', '/deckhand/views', { name: unique('Matrix view '), state: { q: 'matrix' }, shared: true }),
	},
	'DELETE /deckhand/views/:id': {
		request: async (shop, role) => json('DELETE', `/deckhand/views/${await savedView(shop, role)}`),
		outside: async (shop, role) => json('DELETE', `/deckhand/views/${await savedView(shop, role, true)}`),
	},
	'GET /deckhand/inventory': { request: get('/deckhand/inventory') },
	'GET /deckhand/activity': { request: get('/deckhand/activity') },
	'GET /deckhand/tills/sessions': { request: get('/deckhand/tills/sessions') },
	'GET /deckhand/tills/:till/status': { request: async (shop) => json('GET', `/deckhand/tills/${shop.till}/status`) },
	'GET /deckhand/tills/:till/sessions': {
		request: async (shop) => json('GET', `/deckhand/tills/${shop.till}/sessions`),
	},
	'POST /deckhand/tills/:till/open': {
		request: async (shop) => json('POST', `/deckhand/tills/${await newTill(shop)}/open`, { float: 1_000 }),
	},
	'POST /deckhand/tills/:till/sessions/:session/cash': {
		request: async (shop) => {
			const { till, session } = await openedTill(shop);
			return json('POST', `/deckhand/tills/${till}/sessions/${session}/cash`, {
				kind: 'paid_in',
				amount: 100,
				reason: 'Matrix change',
			});
		},
	},
	'POST /deckhand/tills/:till/sessions/:session/close': {
		request: async (shop) => {
			const { till, session } = await openedTill(shop);
			return json('POST', `/deckhand/tills/${till}/sessions/${session}/close`, { counted: 1_000 });
		},
	},
	'GET /deckhand/tills/:till/sessions/:session/report': {
		request: async (shop) => {
			const { till, session } = await closedSession(shop);
			return json('GET', `/deckhand/tills/${till}/sessions/${session}/report`);
		},
		outside: async (shop) => {
			const { till, session } = await openedTill(shop);
			return json('GET', `/deckhand/tills/${till}/sessions/${session}/report`);
		},
	},
	'POST /deckhand/buylists': {
		request: async (shop) => json('POST', '/deckhand/buylists', { customer: await customer(shop) }),
	},
	'GET /deckhand/buylists/:id': {
		request: async (shop) => json('GET', `/deckhand/buylists/${(await draftBuylist(shop)).buylist}`),
	},
	'PATCH /deckhand/buylists/:id': {
		request: async (shop) =>
			json('PATCH', `/deckhand/buylists/${(await draftBuylist(shop)).buylist}`, {
				customer: await customer(shop),
			}),
	},
	'POST /deckhand/buylists/:id/lines': {
		request: async (shop) =>
			json('POST', `/deckhand/buylists/${(await draftBuylist(shop)).buylist}/lines`, {
				sku: await sku(shop),
				quantity: 1,
			}),
	},
	'PATCH /deckhand/buylists/:id/lines/:line': {
		request: async (shop) => {
			const { buylist, line } = await draftBuylist(shop);
			return json('PATCH', `/deckhand/buylists/${buylist}/lines/${line}`, { quantity: 2 });
		},
		outside: async (shop) => {
			const { buylist, line } = await draftBuylist(shop);
			return json('PATCH', `/deckhand/buylists/${buylist}/lines/${line}`, {
				offer: { cash_unit: 100, credit_unit: 120 },
			});
		},
	},
	'DELETE /deckhand/buylists/:id/lines/:line': {
		request: async (shop) => {
			const { buylist, line } = await draftBuylist(shop);
			return json('DELETE', `/deckhand/buylists/${buylist}/lines/${line}`);
		},
	},
	'POST /deckhand/buylists/:id/transition': {
		request: async (shop) =>
			json('POST', `/deckhand/buylists/${(await draftBuylist(shop)).buylist}/transition`, { to: 'offered' }),
		outside: async (shop) => {
			// A card worth far more than the staff limit (20 000) pays above it in store credit.
			const { buylist } = await draftBuylist(shop);
			const precious = await createSku(shop.admin, { price: 100_000 });
			await must(shop, 'POST', `/deckhand/buylists/${buylist}/lines`, { sku: precious.sku, quantity: 1 });
			return json('POST', `/deckhand/buylists/${buylist}/transition`, { to: 'completed', payout: 'credit' });
		},
	},
	'POST /deckhand/imports': { request: async (shop) => stockFile(shop) },
	'GET /deckhand/imports': { request: get('/deckhand/imports') },
	'GET /deckhand/imports/:id': {
		request: async (shop) => json('GET', `/deckhand/imports/${await stagedImport(shop)}`),
	},
	'GET /deckhand/imports/:id/rows': {
		request: async (shop) => json('GET', `/deckhand/imports/${await stagedImport(shop)}/rows`),
	},
	'POST /deckhand/imports/:id/plan': {
		request: async (shop) =>
			json('POST', `/deckhand/imports/${await stagedImport(shop)}/plan`, {
				quantities: 'add',
				createMissing: false,
			}),
	},
	'POST /deckhand/imports/:id/commit': {
		request: async (shop) => {
			const id = await plannedImport(shop);
			return { ...json('POST', `/deckhand/imports/${id}/commit`), settle: untilCommitted(shop, id) };
		},
	},
	'POST /deckhand/imports/:id/cancel': {
		request: async (shop) => json('POST', `/deckhand/imports/${await plannedImport(shop)}/cancel`),
	},
	'GET /deckhand/exports/inventory.csv': { request: get('/deckhand/exports/inventory.csv?limit=1') },
	'GET /deckhand/exports/orders.csv': { request: get('/deckhand/exports/orders.csv') },
	'GET /deckhand/exports/customers.csv': { request: get('/deckhand/exports/customers.csv') },
	'GET /deckhand/exports/buylists.csv': { request: get('/deckhand/exports/buylists.csv') },
	'GET /deckhand/reports/kpis': { request: get('/deckhand/reports/kpis?period=7d') },
	'GET /deckhand/reports/margins': { request: get('/deckhand/reports/margins?period=7d') },
	'GET /deckhand/reports/work-queues': { request: get('/deckhand/reports/work-queues') },
	'GET /deckhand/reports/charts': { request: get('/deckhand/reports/charts?period=7d&grain=day') },
	'GET /deckhand/reports/sales-by-day': { request: get(`/deckhand/reports/sales-by-day?${DAYS}`) },
	'GET /deckhand/reports/sales-by-game': { request: get(`/deckhand/reports/sales-by-game?${DAYS}`) },
	'GET /deckhand/reports/tax-by-day': { request: get(`/deckhand/reports/tax-by-day?${DAYS}`) },
	'GET /deckhand/reports/till-days': { request: get(`/deckhand/reports/till-days?${DAYS}`) },
	'GET /deckhand/reports/credit-liability': { request: get(`/deckhand/reports/credit-liability?${DAYS}`) },
	'GET /app/*': { request: get('/app/') },
	'GET /comments': {
		request: async (shop) => json('GET', `/comments?filter[id][_eq]=${await note(shop, 'cards')}`),
		outside: async (shop) => json('GET', `/comments?filter[id][_eq]=${await note(shop, 'sku_costs')}`),
	},
	'SEARCH /comments': {
		request: async (shop) =>
			json('SEARCH', '/comments', { query: { filter: { id: { _eq: await note(shop, 'cards') } } } }),
		outside: async (shop) =>
			json('SEARCH', '/comments', { query: { filter: { id: { _eq: await note(shop, 'sku_costs') } } } }),
	},
	'POST /files': { request: async () => pictureUpload() },
	'POST /utils/import/customers': { request: async () => customersFile() },
	'POST /comments': {
		request: async (shop) =>
			json('POST', '/comments', {
				collection: 'cards',
				item: String(await card(shop)),
				comment: unique('Matrix note '),
			}),
		outside: async (shop) => {
			return json('POST', '/comments', {
				collection: 'sku_costs',
				item: String(await costRow(shop)),
				comment: unique('Matrix note '),
			});
		},
	},
};
