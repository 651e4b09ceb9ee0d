import { randomUUID } from 'node:crypto';
import { call, type Answer } from './load.ts';
import type { Client, Scene } from './load-scene.ts';
import type { Kind, Tally } from './load-tally.ts';

/*
 * The requests of each kind of the mixed workload, as the dashboard's screens send them: the
 * inventory list and a card page's reads (`card-detail-query.ts`, `price-history-query.ts`),
 * a search, a sale at the till with its `Idempotency-Key`, a stock adjustment, a buylist taken
 * in and completed for store credit, and Home's report routes.
 */

/** How often each kind comes up in a client's loop. */
export const WEIGHTS: Record<Kind, number> = { browse: 30, search: 20, checkout: 20, adjust: 10, buylist: 5, home: 15 };

/** What the clients' answers say was sold and restocked of each scarce SKU: the oversell check compares it with the database. */
export interface ScarceMoves {
	sold: Map<number, number>;
	restocked: Map<number, number>;
	/** A sale sent again with its key that was answered as anything but the recorded sale. */
	replaysNotRecorded: number;
}

export interface Work {
	scene: Scene;
	tally: Tally;
	scarce: ScarceMoves;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (share: number) => Math.random() < share;
const add = (counts: Map<number, number>, sku: number, n: number) => counts.set(sku, (counts.get(sku) ?? 0) + n);

/** The card page's reads: the card, its SKUs, its last 100 stock movements, its SKUs' price history; costs for the owner only. */
async function cardPage({ scene, tally }: Work, client: Client, card: number): Promise<void> {
	const get = (step: string, path: string) =>
		tally.time('browse', step, () => call(scene.url, client.token, 'GET', path));
	await get(
		'card',
		`/items/cards/${card}?fields=id,name,collector_number,rarity,kind,image,tcgplayer_id,scryfall_id,cardmarket_id,set.id,set.code,set.name,set.release_date,set.game.name`,
	);
	const skus = await get(
		'skus',
		`/items/skus?${new URLSearchParams({ 'filter[card][_eq]': String(card), fields: 'id,condition,finish,language,edition,price,quantity,bin,barcode', sort: 'condition,finish,language,edition', limit: '-1' })}`,
	);
	const movementFields =
		'id,delta,reason,note,date_created,order.id,order.number,buylist.id,buylist.number,sku.id,sku.condition,sku.finish,sku.language,sku.edition,user_created.first_name,user_created.last_name,user_created.email';
	await get(
		'movements',
		`/items/stock_movements?${new URLSearchParams({ 'filter[sku][card][_eq]': String(card), fields: movementFields, sort: '-date_created,-id', limit: '100' })}`,
	);
	const ids = ((skus.body?.data ?? []) as unknown as Array<{ id: number }>).map((sku) => sku.id);
	if (ids.length > 0) await get('price history', `/deckhand/prices/history?skus=${ids.join(',')}&limit=50`);
	if (client.role === 'owner')
		await get(
			'costs',
			`/items/sku_costs?${new URLSearchParams({ 'filter[sku][card][_eq]': String(card), fields: 'sku,unit_cost', limit: '-1' })}`,
		);
}

/** A page of the inventory (one of its first twenty, in one of three orders), then the page of one of its cards. */
async function browse(work: Work, client: Client): Promise<void> {
	const query = new URLSearchParams({
		limit: '50',
		page: String(1 + Math.floor(Math.random() * Math.min(20, work.scene.pages))),
		sort: pick(['name', '-price', 'quantity']),
	});
	const list = await work.tally.time('browse', 'list', () =>
		call(work.scene.url, client.token, 'GET', `/deckhand/inventory?${query}`),
	);
	const rows = (list.body?.data as unknown as { items?: Array<{ card: { id: number } }> } | undefined)?.items ?? [];
	await cardPage(work, client, rows.length > 0 ? pick(rows).card.id : pick(work.scene.pool).card);
}

async function search({ scene, tally }: Work, client: Client): Promise<void> {
	await tally.time('search', 'q', () =>
		call(
			scene.url,
			client.token,
			'GET',
			`/deckhand/inventory?${new URLSearchParams({ limit: '50', q: pick(scene.words) })}`,
		),
	);
}

/**
 * A counter sale of one to three SKUs of the pool, a scarce one in a quarter of them, paid in cash
 * at the client's till, with a key of its own; one sale in ten is sent again with its key, as a
 * till does whose answer was lost, and must be answered as the sale recorded.
 */
async function checkout({ scene, tally, scarce }: Work, client: Client): Promise<void> {
	const skus = new Set(Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => pick(scene.pool).id));
	const scarceSku = chance(0.25) ? pick(scene.scarce).id : null;
	if (scarceSku !== null) skus.add(scarceSku);
	const sale = {
		channel: 'counter',
		lines: [...skus].map((sku) => ({ sku, quantity: 1 })),
		payments: [{ method: 'cash', amount: 1_000_000 }],
		complete: true,
		till: client.till,
	};
	const key = { 'Idempotency-Key': randomUUID() };
	const send = (step: string) =>
		tally.time(
			'checkout',
			step,
			() => call(scene.url, client.token, 'POST', '/deckhand/checkout', sale, key),
			scarceSku === null ? [] : ['OUT_OF_STOCK'],
		);
	const answer = await send('sale');
	if (answer.status !== 200) return;
	if (scarceSku !== null) add(scarce.sold, scarceSku, 1);
	if (!chance(0.1)) return;
	const again: Answer = await send('sale sent again');
	if (
		again.status !== 200 ||
		again.headers.get('idempotent-replayed') !== 'true' ||
		again.body.data.id !== answer.body.data.id
	)
		scarce.replaysNotRecorded++;
}

/** A count of one more copy of a scarce SKU (a quarter of them: stock coming in while it sells), or one copy more or less of a SKU of the pool. */
async function adjust({ scene, tally, scarce }: Work, client: Client): Promise<void> {
	const restock = chance(0.25) ? pick(scene.scarce).id : null;
	const body =
		restock !== null
			? { sku: restock, delta: 1, reason: 'count' }
			: chance(0.5)
				? { sku: pick(scene.pool).id, delta: 1, reason: 'count' }
				: { sku: pick(scene.pool).id, delta: -1, reason: 'damage' };
	const answer = await tally.time('adjust', 'adjust', () =>
		call(scene.url, client.token, 'POST', '/deckhand/stock/adjust', body, { 'Idempotency-Key': randomUUID() }),
	);
	if (answer.status === 200 && restock !== null) add(scarce.restocked, restock, 1);
}

/**
 * A buylist of two SKUs of the pool (no buying rule on them) for the client's customer: made, offered, accepted and
 * completed for store credit. A clerk's completion above the staff limit is refused and waits for
 * the owner's approval (`BUYLIST_LIMIT_EXCEEDED`), as the shop's rules say.
 */
async function buylist({ scene, tally }: Work, client: Client): Promise<void> {
	const post = (
		step: string,
		path: string,
		body: unknown,
		expected: string[] = [],
		headers: Record<string, string> = {},
	) => tally.time('buylist', step, () => call(scene.url, client.token, 'POST', path, body, headers), expected);
	const made = await post('create', '/deckhand/buylists', { customer: client.customer });
	if (made.status !== 200) return;
	const path = `/deckhand/buylists/${made.body.data.id}`;
	for (const sku of new Set([pick(scene.buyable), pick(scene.buyable)]))
		await post('line', `${path}/lines`, { sku, quantity: 1 });
	for (const to of ['offered', 'accepted']) if ((await post(to, `${path}/transition`, { to })).status !== 200) return;
	await post(
		'completed',
		`${path}/transition`,
		{ to: 'completed', payout: 'credit' },
		client.role === 'clerk' ? ['BUYLIST_LIMIT_EXCEEDED'] : [],
		{ 'Idempotency-Key': randomUUID() },
	);
}

/** Home's reads for a period (today mostly, as Home opens): KPIs, the owner's margins, the sales chart by day, the work queues. */
async function home({ scene, tally }: Work, client: Client): Promise<void> {
	const period = pick(['today', 'today', 'today', '7d', '30d']);
	const get = (route: string, query: string) =>
		tally.time('home', route, () => call(scene.url, client.token, 'GET', `/deckhand/reports/${route}${query}`));
	await Promise.all([
		get('kpis', `?period=${period}`),
		...(client.role === 'owner' ? [get('margins', `?period=${period}`)] : []),
		get('charts', `?period=${period}&grain=day`),
		get('work-queues', ''),
	]);
}

const ACTIONS: Record<Kind, (work: Work, client: Client) => Promise<void>> = {
	browse,
	search,
	checkout,
	adjust,
	buylist,
	home,
};

/** One action of a kind drawn by the weights. */
export async function act(work: Work, client: Client): Promise<void> {
	let draw = Math.random() * Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);
	const kind = (Object.keys(WEIGHTS) as Kind[]).find((name) => (draw -= WEIGHTS[name]) < 0) ?? 'browse';
	await ACTIONS[kind](work, client);
	work.tally.done(kind);
}
