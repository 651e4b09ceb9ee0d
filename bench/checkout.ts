import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { findViolations } from '../server/extensions/deckhand/src/books/invariants.ts';
import { DEFAULT_SIZE } from '../server/seed/shop-size.ts';
import { startTestStack } from '../tests/harness/test-stack.ts';

/**
 * `npm run bench:checkout`: sales per second and p50/p95 latency of `POST /deckhand/checkout`
 * at 1, 10 and 50 concurrent clients on the default SQLite server with the default demo shop,
 * against a plain write of Directus's items API of the same shape as the floor, in the same
 * run: `POST /items/cards` with two nested SKUs (a row and two children, as an order and its two
 * lines; orders themselves are written only by Deckhand's commands). Then a race for 25 copies by 100 tills, the stock of
 * every SKU sold, and the invariant checker. Prints the figures and writes
 * bench/results/checkout.json.
 */
const LEVELS = [1, 10, 50];
const REQUESTS = 300;
const WARM_UP = 20;
const POOL = 10;
const POOL_STOCK = 5_000;
const PRICES = [499, 1_250, 2_000, 350, 8_999, 1_005, 129, 4_500, 675, 19_999];
const DISCOUNT_PERCENT = 5;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (value: number) => Number(value.toFixed(1));

const dataDir = await mkdtemp(join(tmpdir(), 'deckhand-bench-checkout-'));
const stack = await startTestStack({ seed: DEFAULT_SIZE, dataDir });
const db = knex({ client: 'sqlite3', connection: { filename: stack.env['DB_FILENAME']! }, useNullAsDefault: true });

/** The few fields of an answer this benchmark reads. */
interface Answer {
	status: number;
	body: { data: { id: number; access_token: string } };
}

async function call(token: string, method: string, path: string, body?: unknown): Promise<Answer> {
	const response = await fetch(`${stack.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
	return { status: response.status, body: (await response.json().catch(() => null)) as Answer['body'] };
}

function must<T extends { status: number; body: unknown }>(result: T, what: string): T {
	if (result.status !== 200) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.body)}`);
	return result;
}

/** A new card with one priced NM SKU and the given stock, through the API like any client (the price through the price command). */
async function stockedSku(token: string, name: string, price: number, stock: number): Promise<number> {
	const card = must(await call(token, 'POST', '/items/cards', { set: 1, name, collector_number: '1', rarity: 'Rare' }), 'card');
	const sku = must(await call(token, 'POST', '/items/skus', { card: card.body.data.id, condition: 'NM', finish: 'normal', language: 'EN' }), 'sku');
	must(await call(token, 'POST', '/deckhand/prices/set', { sku: sku.body.data.id, price }), 'price');
	must(await call(token, 'POST', '/deckhand/stock/adjust', { sku: sku.body.data.id, delta: stock, reason: 'count' }), 'stock');
	return sku.body.data.id;
}

/** `clients` callers each send the next request as soon as their last one is answered, until `total` are done. */
async function closedLoop(clients: number, total: number, send: (i: number) => Promise<{ status: number }>) {
	let next = 0;
	const timings: number[] = [];
	const statuses: Record<number, number> = {};
	const began = performance.now();
	await Promise.all(
		Array.from({ length: clients }, async () => {
			while (next < total) {
				const i = next++;
				const started = performance.now();
				const { status } = await send(i);
				timings.push(performance.now() - started);
				statuses[status] = (statuses[status] ?? 0) + 1;
			}
		}),
	);
	const seconds = (performance.now() - began) / 1_000;
	timings.sort((a, b) => a - b);
	return { per_second: round(total / seconds), p50_ms: round(percentile(timings, 50)), p95_ms: round(percentile(timings, 95)), statuses };
}

try {
	const loadAtStart = loadavg().map(round);
	const { access_token: token } = must(await call('', 'POST', '/auth/login', { email: stack.admin.email, password: stack.admin.password }), 'sign-in').body.data;
	const skus: Array<{ id: number; price: number }> = [];
	for (let i = 0; i < POOL; i++) skus.push({ id: await stockedSku(token, `Bench card ${i}`, PRICES[i]!, POOL_STOCK), price: PRICES[i]! });

	// Every request sells two copies: two different SKUs of the pool, 5 % off, paid in cash with change, completed.
	const linesOf = (i: number) => [skus[i % POOL]!, skus[(i + 3) % POOL]!];
	const checkoutBody = (i: number) => ({
		channel: 'counter',
		lines: linesOf(i).map((sku) => ({ sku: sku.id, quantity: 1 })),
		discount: { percent: DISCOUNT_PERCENT },
		payments: [{ method: 'cash', amount: 100_000 }],
		complete: true,
	});
	let floorNumber = 0;
	const floorBody = () => ({ set: 1, name: `Bench floor card ${++floorNumber}`, collector_number: String(floorNumber), skus: [{ condition: 'NM' }, { condition: 'LP' }] });
	const checkout = (i: number) => call(token, 'POST', '/deckhand/checkout', checkoutBody(i));
	const floor = () => call(token, 'POST', '/items/cards', floorBody());

	await closedLoop(1, WARM_UP, checkout);
	await closedLoop(1, WARM_UP, floor);
	let sold = WARM_UP;
	const levels: Record<string, unknown> = {};
	for (const clients of LEVELS) {
		const deckhand = await closedLoop(clients, REQUESTS, (i) => checkout(sold + i));
		const items = await closedLoop(clients, REQUESTS, floor);
		sold += REQUESTS;
		levels[`${clients} client${clients === 1 ? '' : 's'}`] = { checkout: deckhand, items_floor: items };
	}

	// The race: 100 tills for the last 25 copies.
	const scarce = await stockedSku(token, 'Bench scarce card', 1_000, 25);
	const race = await closedLoop(50, 100, () => call(token, 'POST', '/deckhand/checkout', { channel: 'counter', lines: [{ sku: scarce, quantity: 1 }] }));

	const pool = await db('skus').select('id', 'quantity').whereIn('id', skus.map((sku) => sku.id));
	const soldBySku = await db('stock_movements').select('sku').sum({ n: 'delta' }).where('reason', 'sale').whereIn('sku', [...skus.map((sku) => sku.id), scarce]).groupBy('sku');
	const scarceLeft = Number((await db('skus').select('quantity').where('id', scarce).first())?.quantity);
	const copiesSold = soldBySku.reduce((sum, row) => sum - Number(row.n), 0);
	const violations = await findViolations(db);
	const results = {
		date: new Date().toISOString(),
		shop: 'default demo shop (DEFAULT_SIZE: 2 400 orders, 8 000+ SKUs) on SQLite',
		load_average_at_start_and_end: [loadAtStart, loadavg().map(round)],
		requests_per_level: REQUESTS,
		sale: `2 lines × 1 copy, ${DISCOUNT_PERCENT} % off, cash with change, completed (as the owner, signed in)`,
		levels,
		race_for_25_copies_by_100_requests_at_50_clients: { statuses: race.statuses, left: scarceLeft },
		oversell: {
			copies_sold: copiesSold,
			expected: 2 * (WARM_UP + REQUESTS * LEVELS.length) + 25,
			quantities_below_zero: pool.filter((row) => Number(row.quantity) < 0).length + (scarceLeft < 0 ? 1 : 0),
		},
		invariants: Object.keys(violations).length === 0 ? 'all hold' : violations,
	};
	console.log(JSON.stringify(results, null, 2));
	await writeFile(join(PROJECT_ROOT, 'bench/results/checkout.json'), `${JSON.stringify(results, null, 2)}\n`);
	if (Object.keys(violations).length > 0 || results.oversell.copies_sold !== results.oversell.expected || scarceLeft !== 0) process.exitCode = 1;
} finally {
	await db.destroy();
	await stack.destroy();
	await rm(dataDir, { recursive: true, force: true });
}
