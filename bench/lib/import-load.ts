// Deckhand's import against Directus's own on one server: the runs of each, then the figures the benchmark reports.
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { taxOn } from '@deckhand/contract/domain/money.ts';
import { checkoutFigures, type CheckoutFigures } from './import-checkouts.ts';
import { ROWS } from './import-files.ts';
import { builtInRun, deckhandRun, type ImportTarget } from './import-runs.ts';
import { call, must, round } from './load.ts';
import { rssMib } from './process-memory.ts';

interface Phase {
	/** The median of the runs. */
	ms: number;
	rows_per_second: number;
	/** The highest of the runs. */
	peak_rss_mib: number;
	/** Each run's highest: the server keeps the memory one import grew, so a later run starts higher. */
	each_peak_rss_mib: number[];
	/** Each run's time. */
	each_ms: number[];
}

export interface ImportFigures {
	rows: number;
	runs: number;
	file_mib: number;
	server_rss_before_mib: number;
	deckhand: Phase & { upload_ms: number; dry_run_ms: number; commit_ms: number; created: number; movements: number };
	directus_utils_import: Phase & { status: number; created: number };
	speed_up: number;
	checkout_during_deckhand_import: CheckoutFigures;
	invariants: 'all hold' | Record<string, unknown>;
	/** Every row arrived once through each import (Deckhand's with its movement), no sale failed, and the books hold. */
	sound: boolean;
}

const TILL_PRICE = 500;

/** The middle of an odd number of values. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[(values.length - 1) / 2]!;

/** Each side's import is run this many times and its median time is the figure: one run alone varies by a tenth or more on this machine. */
const RUNS = 3;

/**
 * 50 000 rows of a shop's stock through Deckhand's import (upload, dry run, commit as a job,
 * until committed: cards, SKUs, `import` movements, prices and costs) and the same rows as plain
 * data through Directus's own `POST /utils/import/skus`, each `RUNS` times (Deckhand's first): the
 * median time and rows per second of each, the server's highest resident memory during each, and
 * a clerk's checkouts while Deckhand's import runs.
 */
export async function importLoad(target: ImportTarget): Promise<ImportFigures> {
	const { url, db, pid } = target;
	const token = must(await call(url, '', 'POST', '/auth/login', target.admin), 'sign-in').body.data.access_token;
	const tag = Date.now().toString(36);
	const card = must(
		await call(url, token, 'POST', '/items/cards', { set: 1, name: `Till card ${tag}`, collector_number: '1' }),
		'card',
	).body.data.id;
	const sku = must(
		await call(url, token, 'POST', '/items/skus', { card, condition: 'NM', finish: 'normal', language: 'EN' }),
		'sku',
	).body.data.id;
	must(await call(url, token, 'POST', '/deckhand/prices/set', { sku, price: TILL_PRICE }), 'price');
	const { tax_rate_bp: taxRate } = await db('shop_settings').select('tax_rate_bp').first();
	must(await call(url, token, 'POST', '/deckhand/stock/adjust', { sku, delta: 10_000, reason: 'count' }), 'stock');

	const before = await rssMib(pid);
	// Deckhand's runs first: after Directus's import the server keeps its memory, and Deckhand's peak would be that.
	const deckhand = [];
	for (let i = 0; i < RUNS; i++)
		deckhand.push(
			await deckhandRun(target, { token, sku, total: TILL_PRICE + taxOn(TILL_PRICE, Number(taxRate)) }, i),
		);
	const builtIn = [];
	for (const run of deckhand) builtIn.push(await builtInRun(target, token, run.tag));
	const violations = await findViolations(db);
	const deckhandMs = median(deckhand.map((run) => run.ms));
	const builtInMs = median(builtIn.map((run) => run.ms));
	const perSecond = (ms: number) => round(ROWS / (ms / 1_000));
	const checkouts = checkoutFigures(deckhand.map((run) => run.checkouts));
	const sound =
		deckhand.every((run) => run.created === ROWS && run.movements === ROWS) &&
		builtIn.every((run) => run.status === 200 && run.created === ROWS) &&
		checkouts.failed === 0 &&
		Object.keys(violations).length === 0;
	return {
		rows: ROWS,
		runs: RUNS,
		file_mib: round(deckhand[0]!.fileBytes / 1_048_576),
		server_rss_before_mib: round(before),
		deckhand: {
			ms: Math.round(deckhandMs),
			rows_per_second: perSecond(deckhandMs),
			peak_rss_mib: round(Math.max(...deckhand.map((run) => run.peak))),
			upload_ms: Math.round(median(deckhand.map((run) => run.upload))),
			dry_run_ms: Math.round(median(deckhand.map((run) => run.plan))),
			commit_ms: Math.round(median(deckhand.map((run) => run.commit))),
			created: Math.min(...deckhand.map((run) => run.created)),
			movements: Math.min(...deckhand.map((run) => run.movements)),
			each_ms: deckhand.map((run) => Math.round(run.ms)),
			each_peak_rss_mib: deckhand.map((run) => round(run.peak)),
		},
		directus_utils_import: {
			ms: Math.round(builtInMs),
			rows_per_second: perSecond(builtInMs),
			peak_rss_mib: round(Math.max(...builtIn.map((run) => run.peak))),
			status: Math.max(...builtIn.map((run) => run.status)),
			created: Math.min(...builtIn.map((run) => run.created)),
			each_ms: builtIn.map((run) => Math.round(run.ms)),
			each_peak_rss_mib: builtIn.map((run) => round(run.peak)),
		},
		speed_up: round(builtInMs / deckhandMs),
		checkout_during_deckhand_import: checkouts,
		invariants: Object.keys(violations).length === 0 ? 'all hold' : violations,
		sound,
	};
}
