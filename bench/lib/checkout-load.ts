import type { Knex } from 'knex';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { call, closedLoop, must, type Answer, type LoadFigures } from './load.ts';

export const LEVELS = [1, 10, 50];
export const WARM_UP = 20;
const POOL = 10;
const POOL_STOCK = 5_000;
const PRICES = [499, 1_250, 2_000, 350, 8_999, 1_005, 129, 4_500, 675, 19_999];
const DISCOUNT_PERCENT = 5;

export const SALE = `2 lines × 1 copy, ${DISCOUNT_PERCENT} % off, cash with change, completed (as the owner, signed in)`;

export interface CheckoutTarget {
	/** Where requests go: the server, or the proxy in front of the instances. */
	url: string;
	admin: { email: string; password: string };
	/** A connection to the target's database, to count what was sold. */
	db: Knex;
	/** Requests per level. */
	requests: number;
	/** Another request measured at each level right after the checkouts (the items-API floor). */
	alongside?: (token: string) => () => Promise<{ status: number }>;
}

export interface CheckoutFigures {
	levels: Record<string, { checkout: LoadFigures; alongside?: LoadFigures }>;
	race_for_25_copies_by_100_requests_at_50_clients: { statuses: Record<number, number>; left: number };
	oversell: { copies_sold: number; expected: number; quantities_below_zero: number };
	/** The invariants read straight from the database, and the server's own books checker. */
	invariants: 'all hold' | Record<string, unknown>;
	books_checker: string;
	/** Zero oversell, the race sold out exactly, every invariant holds. */
	sound: boolean;
}

/** A new card with one priced NM SKU and the given stock, through the API like any client (the price through the price command). */
export async function stockedSku(
	url: string,
	token: string,
	name: string,
	price: number,
	stock: number,
): Promise<number> {
	const card = must(
		await call(url, token, 'POST', '/items/cards', { set: 1, name, collector_number: '1', rarity: 'Rare' }),
		'card',
	);
	const sku = must(
		await call(url, token, 'POST', '/items/skus', {
			card: card.body.data.id,
			condition: 'NM',
			finish: 'normal',
			language: 'EN',
		}),
		'sku',
	);
	must(await call(url, token, 'POST', '/deckhand/prices/set', { sku: sku.body.data.id, price }), 'price');
	must(
		await call(url, token, 'POST', '/deckhand/stock/adjust', {
			sku: sku.body.data.id,
			delta: stock,
			reason: 'count',
		}),
		'stock',
	);
	return sku.body.data.id;
}

/** `count` new tills (named after the run `run`), each opened with an empty drawer, as the owner whose token is `token`. */
export async function openTills(url: string, token: string, count: number, run: string): Promise<number[]> {
	const tills: number[] = [];
	for (let i = 0; i < count; i++) {
		const till = must(await call(url, token, 'POST', '/items/tills', { name: `Bench till ${run} ${i}` }), 'till')
			.body.data.id;
		must(await call(url, token, 'POST', `/deckhand/tills/${till}/open`, { float: 0 }), 'open till');
		tills.push(till);
	}
	return tills;
}

/** What a sale is sent with: the server, the owner's token, the pool it sells from and the open tills it rings up at. Plain data, so another thread can send the sales. */
export interface SalePlan {
	url: string;
	token: string;
	/** Ten SKUs of 5 000 copies each, and their prices. */
	skus: Array<{ id: number; price: number }>;
	tills: number[];
}

export interface CounterSales {
	plan: SalePlan;
	/** The `i`-th sale of SALE: two SKUs of the pool, at till `i` of the open ones (round the tills). */
	sell: (i: number) => Promise<Answer>;
}

/** The `i`-th sale of SALE by `plan`, as a function of `i`. */
export function saleSender({ url, token, skus, tills }: SalePlan): (i: number) => Promise<Answer> {
	const linesOf = (i: number) => [skus[i % POOL]!, skus[(i + 3) % POOL]!];
	return (i) =>
		call(url, token, 'POST', '/deckhand/checkout', {
			channel: 'counter',
			lines: linesOf(i).map((sku) => ({ sku: sku.id, quantity: 1 })),
			discount: { percent: DISCOUNT_PERCENT },
			payments: [{ method: 'cash', amount: 100_000 }],
			complete: true,
			till: tills[i % tills.length],
		});
}

/**
 * The sale every checkout benchmark makes (SALE), ready to send: a pool of ten priced SKUs and
 * `tills` open tills, made through the API as the owner whose token is `token`, named after the
 * run `run`.
 */
export async function counterSales(url: string, token: string, tills: number, run: string): Promise<CounterSales> {
	const skus: SalePlan['skus'] = [];
	for (let i = 0; i < POOL; i++)
		skus.push({
			id: await stockedSku(url, token, `Bench card ${run} ${i}`, PRICES[i]!, POOL_STOCK),
			price: PRICES[i]!,
		});
	// A till per client, each open: cash goes into an open till's drawer, and sales at different registers do not wait for one drawer.
	const plan = { url, token, skus, tills: await openTills(url, token, tills, run) };
	return { plan, sell: saleSender(plan) };
}

/**
 * Sales per second and p50/p95 latency of `POST /deckhand/checkout` at 1, 10 and 50 concurrent
 * clients, each sale two copies of two SKUs of a pool of ten; then a race of 100 tills for the
 * last 25 copies of one SKU; then the count of every copy sold against what was asked, and the
 * books (the invariants from the database, and the server's checker through its endpoint).
 */
export async function checkoutLoad(target: CheckoutTarget): Promise<CheckoutFigures> {
	const { url, db, requests } = target;
	const { access_token: token } = must(
		await call(url, '', 'POST', '/auth/login', { email: target.admin.email, password: target.admin.password }),
		'sign-in',
	).body.data;
	const run = Date.now().toString(36);
	// A till for each client at the busiest level.
	const {
		plan: { skus },
		sell: checkout,
	} = await counterSales(url, token, Math.max(...LEVELS), run);
	const alongside = target.alongside?.(token);

	await closedLoop(1, WARM_UP, checkout);
	if (alongside) await closedLoop(1, WARM_UP, alongside);
	let sold = WARM_UP;
	const levels: CheckoutFigures['levels'] = {};
	for (const clients of LEVELS) {
		const figures: CheckoutFigures['levels'][string] = {
			checkout: await closedLoop(clients, requests, (i) => checkout(sold + i)),
		};
		if (alongside) figures.alongside = await closedLoop(clients, requests, alongside);
		sold += requests;
		levels[`${clients} client${clients === 1 ? '' : 's'}`] = figures;
	}

	const scarce = await stockedSku(url, token, `Bench scarce card ${run}`, 1_000, 25);
	const race = await closedLoop(50, 100, () =>
		call(url, token, 'POST', '/deckhand/checkout', { channel: 'counter', lines: [{ sku: scarce, quantity: 1 }] }),
	);

	const ids = [...skus.map((sku) => sku.id), scarce];
	const quantities = await db('skus').select('id', 'quantity').whereIn('id', ids);
	const soldBySku = await db('stock_movements')
		.select('sku')
		.sum({ n: 'delta' })
		.where('reason', 'sale')
		.whereIn('sku', ids)
		.groupBy('sku');
	const left = Number(quantities.find((row) => Number(row.id) === scarce)?.quantity);
	const oversell = {
		copies_sold: soldBySku.reduce((sum, row) => sum - Number(row.n), 0),
		expected: 2 * (WARM_UP + requests * LEVELS.length) + 25,
		quantities_below_zero: quantities.filter((row) => Number(row.quantity) < 0).length,
	};
	const violations = await findViolations(db);
	const checked =
		must(await call(url, token, 'POST', '/deckhand/books/check'), 'books check').body.data.status ?? 'unknown';
	return {
		levels,
		race_for_25_copies_by_100_requests_at_50_clients: { statuses: race.statuses, left },
		oversell,
		invariants: Object.keys(violations).length === 0 ? 'all hold' : violations,
		books_checker: checked,
		sound:
			Object.keys(violations).length === 0 &&
			checked === 'holds' &&
			oversell.copies_sold === oversell.expected &&
			oversell.quantities_below_zero === 0 &&
			left === 0,
	};
}
