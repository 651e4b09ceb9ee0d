import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import type { Knex } from 'knex';
import { stringify } from 'csv-stringify/sync';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { taxOn } from '@deckhand/contract/domain/money.ts';
import { amountText } from '@deckhand/contract/domain/money-text.ts';
import { DECKHAND_COLUMNS } from '../../server/extensions/deckhand/src/imports/formats/deckhand-columns.ts';
import { call, must, percentile, round } from './load.ts';

export const ROWS = 50_000;

export interface ImportTarget {
	url: string;
	admin: { email: string; password: string };
	db: Knex;
	/** The server process whose memory is read (the instance the requests reach). */
	pid: number;
	/** A folder for the benchmark's files. */
	dir: string;
}

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
	checkout_during_deckhand_import: { sales: number; failed: number; p50_ms: number; p95_ms: number; max_ms: number };
	invariants: 'all hold' | Record<string, unknown>;
	/** Every row arrived once through each import (Deckhand's with its movement), no sale failed, and the books hold. */
	sound: boolean;
}

/** The resident memory of a process now, in MiB (Linux). */
async function rssMib(pid: number): Promise<number> {
	const status = await readFile(`/proc/${pid}/status`, 'utf8');
	return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Reads a process's memory every 50 ms while `work` runs; answers the work's result and the highest reading. */
async function withPeakMemory<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
	let peak = await rssMib(pid);
	let running = true;
	const sampler = (async () => {
		while (running) {
			peak = Math.max(peak, await rssMib(pid));
			await new Promise((resolve) => setTimeout(resolve, 50));
		}
	})();
	try {
		return { result: await work(), peak };
	} finally {
		running = false;
		await sampler;
	}
}

/** A shop's stock file in Deckhand's CSV: `ROWS` new cards spread over the shop's sets, one NM SKU each with copies, a price and a cost. */
async function writeStockFile(db: Knex, path: string, run: { tag: string; index: number }): Promise<void> {
	const sets: Array<{ code: string; name: string; game_code: string; game_name: string }> = await db('sets as s')
		.join('games as g', 'g.id', 's.game')
		.select('s.code', 's.name', 'g.code as game_code', 'g.name as game_name')
		.orderBy('s.id');
	const rows = Array.from({ length: ROWS }, (_, i) => {
		const set = sets[i % sets.length]!;
		const cells: Record<(typeof DECKHAND_COLUMNS)[number], string> = {
			sku_id: '',
			card_id: '',
			game_code: set.game_code,
			game_name: set.game_name,
			set_code: set.code,
			set_name: set.name,
			card_name: `Imported ${run.tag} ${i}`,
			collector_number: `I${i}`,
			rarity: 'Common',
			kind: 'single',
			card_tcgplayer_id: '',
			scryfall_id: '',
			cardmarket_id: '',
			condition: 'NM',
			finish: i % 5 === 0 ? 'foil' : 'normal',
			language: 'EN',
			edition: '',
			sku_tcgplayer_id: String(9_000_000 + run.index * ROWS + i),
			bin: `B-${i % 200}`,
			barcode: '',
			quantity: String(1 + (i % 4)),
			price: amountText(100 + (i % 5_000), 'USD'),
			cost: amountText(50 + (i % 2_500), 'USD'),
			market_price: '',
			market_price_date: '',
		};
		return DECKHAND_COLUMNS.map((column) => cells[column]);
	});
	await writeFile(path, stringify([[...DECKHAND_COLUMNS], ...rows]));
}

/** The same rows as plain SKU data for Directus's own import: the card (now existing), a condition of its own, finish, language, bin. */
async function writePlainFile(db: Knex, path: string, run: string): Promise<void> {
	const cards: Array<{ id: number; finish: string; bin: string }> = await db('cards as c')
		.join('skus as s', 's.card', 'c.id')
		.where('c.name', 'like', `Imported ${run} %`)
		.select('c.id', 's.finish', 's.bin')
		.orderBy('c.id');
	await writeFile(
		path,
		stringify([
			['card', 'condition', 'finish', 'language', 'bin'],
			...cards.map((card) => [card.id, 'LP', card.finish, 'EN', card.bin]),
		]),
	);
}

const TILL_PRICE = 500;

/**
 * A clerk's sales at a steady pace while an import runs: one sale of one copy, paid by card, every
 * `CHECKOUT_EVERY_MS` until `stop()`, each started on time whether or not the one before has been
 * answered (so a sale held up by the import is measured with its wait, and the clerk does not slow
 * down with the server). Ten sales a second is far above any counter's; the import is not measured
 * against a clerk selling as fast as the server answers, which would take a core of this machine.
 */
const CHECKOUT_EVERY_MS = 100;

function checkoutsUntilStopped(url: string, token: string, sku: number, total: number) {
	const timings: number[] = [];
	const sales: Array<Promise<void>> = [];
	let failed = 0;
	const sell = async () => {
		const started = performance.now();
		const sale = await call(url, token, 'POST', '/deckhand/checkout', {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'card', amount: total }],
			complete: true,
		});
		timings.push(performance.now() - started);
		if (sale.status !== 200) failed++;
	};
	const pace = setInterval(() => sales.push(sell()), CHECKOUT_EVERY_MS);
	return async () => {
		clearInterval(pace);
		await Promise.all(sales);
		return { timings, failed };
	};
}

/** The clerk's sales over every run: how many, how many failed, and their latencies. */
function checkoutFigures(
	runs: Array<{ timings: number[]; failed: number }>,
): ImportFigures['checkout_during_deckhand_import'] {
	const timings = runs.flatMap((run) => run.timings).sort((a, b) => a - b);
	const failed = runs.reduce((sum, run) => sum + run.failed, 0);
	return {
		sales: timings.length,
		failed,
		p50_ms: round(percentile(timings, 50)),
		p95_ms: round(percentile(timings, 95)),
		max_ms: round(timings.at(-1)!),
	};
}

/** The middle of an odd number of values. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[(values.length - 1) / 2]!;

async function rawCall(
	url: string,
	token: string,
	method: string,
	path: string,
	init: { body?: BodyInit; type?: string; json?: unknown } = {},
) {
	const headers: Record<string, string> = { authorization: `Bearer ${token}` };
	if (init.type) headers['content-type'] = init.type;
	if (init.json !== undefined) headers['content-type'] = 'application/json';
	const response = await fetch(`${url}${path}`, {
		method,
		headers,
		body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
		duplex: 'half',
	} as RequestInit);
	return {
		status: response.status,
		body: (await response.json().catch(() => null)) as { data: Record<string, unknown> },
	};
}

/** Each side's import is run this many times and its median time is the figure: one run alone varies by a tenth or more on this machine. */
const RUNS = 3;

interface Till {
	token: string;
	sku: number;
	total: number;
}

/** One run of Deckhand's import: a new stock file of new cards (ids of their own) while the clerk sells. */
async function deckhandRun(target: ImportTarget, till: Till, index: number) {
	const { url, db, pid, dir } = target;
	const { token } = till;
	const tag = `${Date.now().toString(36)}r${index}`;
	const stockFile = `${dir}/stock-${tag}.csv`;
	await writeStockFile(db, stockFile, { tag, index });
	const fileBytes = (await stat(stockFile)).size;

	const stopCheckouts = checkoutsUntilStopped(url, token, till.sku, till.total);
	const phases = { upload: 0, plan: 0, commit: 0 };
	const deckhand = await withPeakMemory(pid, async () => {
		const began = performance.now();
		const upload = await rawCall(url, token, 'POST', `/deckhand/imports?format=deckhand&name=stock-${tag}.csv`, {
			body: createReadStream(stockFile) as unknown as BodyInit,
			type: 'text/csv',
		});
		if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.body)}`);
		const job = upload.body.data['id'] as number;
		phases.upload = performance.now() - began;
		const plan = await rawCall(url, token, 'POST', `/deckhand/imports/${job}/plan`, {
			json: { quantities: 'add', createMissing: true },
		});
		if (plan.status !== 200 || plan.body.data['errors'] !== 0)
			throw new Error(`dry run: ${plan.status} ${JSON.stringify(plan.body).slice(0, 500)}`);
		phases.plan = performance.now() - began - phases.upload;
		const commit = await rawCall(url, token, 'POST', `/deckhand/imports/${job}/commit`);
		if (commit.status !== 202) throw new Error(`commit: ${commit.status} ${JSON.stringify(commit.body)}`);
		for (;;) {
			const state = (await rawCall(url, token, 'GET', `/deckhand/imports/${job}`)).body.data;
			if (state['status'] === 'committed') break;
			if (state['status'] !== 'committing')
				throw new Error(`import ${String(state['status'])}: ${String(state['failure'])}`);
			await new Promise((resolve) => setTimeout(resolve, 100));
		}
		phases.commit = performance.now() - began - phases.upload - phases.plan;
		return performance.now() - began;
	});
	const checkouts = await stopCheckouts();
	const created = Number(
		(
			await db('skus as s')
				.join('cards as c', 'c.id', 's.card')
				.where('c.name', 'like', `Imported ${tag} %`)
				.count({ n: '*' })
				.first()
		)?.['n'],
	);
	const movements = Number(
		(
			await db('stock_movements as m')
				.join('skus as s', 's.id', 'm.sku')
				.join('cards as c', 'c.id', 's.card')
				.where('c.name', 'like', `Imported ${tag} %`)
				.andWhere('m.reason', 'import')
				.count({ n: '*' })
				.first()
		)?.['n'],
	);
	return {
		tag,
		fileBytes,
		ms: deckhand.result,
		peak: deckhand.peak,
		upload: phases.upload,
		plan: phases.plan,
		commit: phases.commit,
		created,
		movements,
		checkouts,
	};
}

/** One run of Directus's import: the cards a run of Deckhand's created, each given an LP SKU, as plain data. */
async function builtInRun(target: ImportTarget, token: string, tag: string) {
	const { url, db, pid, dir } = target;
	const plainFile = `${dir}/plain-${tag}.csv`;
	await writePlainFile(db, plainFile, tag);
	const builtIn = await withPeakMemory(pid, async () => {
		const form = new FormData();
		form.append('file', new Blob([await readFile(plainFile)], { type: 'text/csv' }), 'skus.csv');
		const began = performance.now();
		const response = await fetch(`${url}/utils/import/skus`, {
			method: 'POST',
			headers: { authorization: `Bearer ${token}` },
			body: form,
		});
		await response.text();
		return { ms: performance.now() - began, status: response.status };
	});
	const created = Number(
		(
			await db('skus as s')
				.join('cards as c', 'c.id', 's.card')
				.where('c.name', 'like', `Imported ${tag} %`)
				.andWhere('s.condition', 'LP')
				.count({ n: '*' })
				.first()
		)?.['n'],
	);
	return { ms: builtIn.result.ms, peak: builtIn.peak, status: builtIn.result.status, created };
}

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
