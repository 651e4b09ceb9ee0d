import type { Knex } from 'knex';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { call, must, timing, type Timing } from './load.ts';

/** Lines on each buylist. */
export const LINES = 100;
/** Buylists taken in and completed per payout; the first of all is a warm-up, left out of the figures. */
export const BUYLISTS_PER_PAYOUT = 3;

export interface BuylistFigures {
	lines_per_buylist: number;
	/** Scan to offer shown, per line: the barcode read, then the line added and the buylist's offers answered. */
	line_scan_to_offer: Timing & { lines: number };
	/** The two calls of a line apart: reading the barcode, and adding the line. */
	barcode_read: Timing;
	line_added: Timing;
	/** One completion of a 100-line buylist (stock in, costs, payout, in one command), per payout. */
	completion: Record<'credit' | 'cash', Timing & { buylists: number }>;
	invariants: string | Record<string, unknown>;
	books_checker: string;
	sound: boolean;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
	const started = performance.now();
	const result = await work();
	return { ms: performance.now() - started, result };
}

/**
 * Takes in and completes buylists of `LINES` different barcoded SKUs on the shop at `url`, as its
 * administrator (no staff limit to wait on), one after another as one clerk at a counter would,
 * then checks the books: the invariants from the database and the server's checker.
 */
export async function buylistLoad(options: {
	url: string;
	admin: { email: string; password: string };
	db: Knex;
}): Promise<BuylistFigures> {
	const { url, db } = options;
	const token = must(await call(url, '', 'POST', '/auth/login', options.admin), 'sign-in').body.data.access_token;
	const request = async (method: string, path: string, body?: unknown) =>
		must(await call(url, token, method, path, body), `${method} ${path}`).body.data as unknown as Record<
			string,
			unknown
		>;

	// Priced SKUs: each line has an offer without an administrator setting one.
	const barcodes = (
		await db('skus').select('barcode').whereNotNull('barcode').whereNotNull('price').orderBy('id').limit(LINES)
	).map((row) => String(row.barcode));
	if (barcodes.length < LINES)
		throw new Error(`The shop has ${barcodes.length} barcoded SKUs; the benchmark needs ${LINES}.`);
	const customer = (await request('POST', '/items/customers', { name: `Bench seller ${Date.now()}` }))['id'];
	const till = (await request('POST', '/items/tills', { name: `Bench till ${Date.now()}` }))['id'];
	// A float large enough for every cash payout of the run: cash is never paid out of an empty drawer.
	await request('POST', `/deckhand/tills/${till}/open`, { float: 10_000_000 });

	const scanToOffer: number[] = [];
	const barcodeRead: number[] = [];
	const lineAdded: number[] = [];
	const completion: Record<'credit' | 'cash', number[]> = { credit: [], cash: [] };
	const payouts = ['credit', 'cash'] as const;
	for (let taken = 0; taken < BUYLISTS_PER_PAYOUT * payouts.length; taken++) {
		const payout = payouts[taken % payouts.length]!;
		const warmUp = taken === 0;
		const buylist = (await request('POST', '/deckhand/buylists', { customer }))['id'];
		for (const barcode of barcodes) {
			const read = await timed(() =>
				request('GET', `/deckhand/inventory?q=${encodeURIComponent(barcode)}&limit=10`),
			);
			const sku = (read.result['items'] as Array<{ id: number; barcode: string | null }>).find(
				(row) => row.barcode === barcode,
			);
			if (!sku) throw new Error(`No SKU has the barcode ${barcode}.`);
			const added = await timed(() =>
				request('POST', `/deckhand/buylists/${buylist}/lines`, { sku: sku.id, quantity: 1 }),
			);
			if (warmUp) continue;
			barcodeRead.push(read.ms);
			lineAdded.push(added.ms);
			scanToOffer.push(read.ms + added.ms);
		}
		const completed = await timed(() =>
			request('POST', `/deckhand/buylists/${buylist}/transition`, {
				to: 'completed',
				payout,
				...(payout === 'cash' ? { till } : {}),
			}),
		);
		if (completed.result['status'] !== 'completed')
			throw new Error(`Buylist ${buylist} is ${String(completed.result['status'])} after completion.`);
		if (!warmUp) completion[payout].push(completed.ms);
	}

	const violations = await findViolations(db);
	const checked = String(
		must(await call(url, token, 'POST', '/deckhand/books/check'), 'books check').body.data.status ?? 'unknown',
	);
	return {
		lines_per_buylist: LINES,
		line_scan_to_offer: { ...timing(scanToOffer), lines: scanToOffer.length },
		barcode_read: timing(barcodeRead),
		line_added: timing(lineAdded),
		completion: {
			credit: { ...timing(completion.credit), buylists: completion.credit.length },
			cash: { ...timing(completion.cash), buylists: completion.cash.length },
		},
		invariants: Object.keys(violations).length === 0 ? 'all hold' : violations,
		books_checker: checked,
		sound: Object.keys(violations).length === 0 && checked === 'holds',
	};
}
