// One run of each import the benchmark compares: Deckhand's (upload, dry run, commit as a job) while a clerk sells,
// and Directus's own `POST /utils/import/skus`, each timed and with the server's highest memory.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { Knex } from 'knex';
import { checkoutsUntilStopped } from './import-checkouts.ts';
import { writePlainFile, writeStockFile } from './import-files.ts';
import { withPeakMemory } from './process-memory.ts';

export interface ImportTarget {
	url: string;
	admin: { email: string; password: string };
	db: Knex;
	/** The server process whose memory is read (the instance the requests reach). */
	pid: number;
	/** A folder for the benchmark's files. */
	dir: string;
}

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

interface Till {
	token: string;
	sku: number;
	total: number;
}

/** One run of Deckhand's import: a new stock file of new cards (ids of their own) while the clerk sells. */
export async function deckhandRun(target: ImportTarget, till: Till, index: number) {
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
export async function builtInRun(target: ImportTarget, token: string, tag: string) {
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
