import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { dbTime } from '../../server/extensions/deckhand/src/db.ts';
import { callers, type Caller } from '../harness/api.ts';
import { openTestDb, saleBooks } from '../harness/books.ts';
import { refuseInserting } from '../harness/db-faults.ts';
import { createSku } from '../harness/fixtures.ts';
import { deckhandCsv, uploaders, waitForJob, type Uploader } from '../harness/imports.ts';
import { sellMeanwhile } from '../harness/sell-meanwhile.ts';

let admin: Caller;
let staff: Caller;
let owner: Uploader;
let db: Knex;
let setCode: string;

beforeAll(async () => {
	({ admin, staff } = await callers());
	({ owner } = await uploaders());
	db = openTestDb();
	setCode = (await db('sets').where('id', 1).first()).code;
});
afterAll(async () => {
	await db.destroy();
});

/** A file of `count` new cards in the first seeded set, two copies each: a commit with real work to do. */
function manyNewCards(count: number, label: string): string {
	return deckhandCsv(
		Array.from({ length: count }, (_, i) => ({
			set_code: setCode,
			card_name: `${label} ${i}`,
			collector_number: String(i),
			condition: 'NM',
			finish: 'normal',
			language: 'EN',
			quantity: 2,
			price: '1.00',
		})),
	);
}

async function plannedJob(csv: string): Promise<number> {
	const uploaded = await owner.upload(csv, { name: 'many.csv' });
	expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
	const id = uploaded.body.data.id;
	expect(
		(await admin.request('POST', `/deckhand/imports/${id}/plan`, { quantities: 'add', createMissing: true }))
			.status,
	).toBe(200);
	return id;
}

const cardsNamed = async (label: string) =>
	Number((await db('cards').where('name', 'like', `${label} %`).count({ n: '*' }))[0]?.['n']);

describe('the commit job', () => {
	it('lets the till sell while an import of 5 000 rows commits, and counts its progress', async () => {
		const label = `Busy ${Date.now().toString(36)}`;
		const { sku } = await createSku(admin, { price: 1_000, stock: 200 });
		const id = await plannedJob(manyNewCards(5_000, label));
		expect((await admin.request('POST', `/deckhand/imports/${id}/commit`)).status).toBe(202);

		const seen: Array<{ status: string; done: number }> = [];
		const sales = await sellMeanwhile(staff, sku, async () => {
			const job = (await admin.get(`/deckhand/imports/${id}`)).body.data;
			seen.push({ status: job.status, done: job.progress.done });
			return job.status === 'committing';
		});
		expect(seen.at(-1)).toEqual({ status: 'committed', done: 5_000 });
		expect(sales.length).toBeGreaterThan(0);
		expect(sales.every((status) => status === 200)).toBe(true);
		expect((await db('skus').where('id', sku).first()).quantity).toBe(200 - sales.length);
		expect(await cardsNamed(label)).toBe(5_000);
		expect(await findViolations(db)).toEqual({});
	});

	it('stops a commit cancelled before its write, having written nothing; one cancelled too late is committed whole', async () => {
		const label = `Cancelled ${Date.now().toString(36)}`;
		const id = await plannedJob(manyNewCards(5_000, label));
		expect((await admin.request('POST', `/deckhand/imports/${id}/commit`)).status).toBe(202);
		const cancel = await admin.request('POST', `/deckhand/imports/${id}/cancel`);
		const job = await waitForJob(admin, id, (read) => read.status !== 'committing');
		if (cancel.status === 200) {
			expect(job.status).toBe('cancelled');
			expect(await cardsNamed(label)).toBe(0);
		} else {
			expect(cancel.body.errors[0].extensions).toMatchObject({ code: 'INVALID_TRANSITION', from: 'committed' });
			expect(await cardsNamed(label)).toBe(5_000);
		}
		expect(Number((await db('import_rows').where('job', id).count({ n: '*' }))[0]?.['n'])).toBe(0);
	});

	it('writes nothing when the database refuses a write part-way, and keeps the failure with the job', async () => {
		const label = `Refused ${Date.now().toString(36)}`;
		const id = await plannedJob(manyNewCards(50, label));
		const before = {
			books: await saleBooks(db),
			prices: Number((await db('price_changes').count({ n: '*' }))[0]?.['n']),
		};
		// The price ledger is written after the catalog and the stock: all of it must go back.
		const lift = await refuseInserting(db, 'price_changes');
		try {
			expect((await admin.request('POST', `/deckhand/imports/${id}/commit`)).status).toBe(202);
			const job = await waitForJob(admin, id);
			expect(job).toMatchObject({
				status: 'failed',
				failure: 'The import could not be written (the server logged why); nothing was written.',
				committedAt: null,
			});
		} finally {
			await lift();
		}
		expect(await cardsNamed(label)).toBe(0);
		expect({
			books: await saleBooks(db),
			prices: Number((await db('price_changes').count({ n: '*' }))[0]?.['n']),
		}).toEqual(before);
		expect(Number((await db('import_rows').where('job', id).count({ n: '*' }))[0]?.['n'])).toBe(0);
	});

	it('says a commit whose server stopped failed, with nothing written, once its heartbeat is a minute old', async () => {
		const when = dbTime(db, Date.now() - 2 * 60_000);
		const [inserted] = await db('import_jobs').insert(
			{
				status: 'committing',
				format: 'deckhand',
				file_name: 'lost.csv',
				file_digest: 'x'.repeat(64),
				file_bytes: 10,
				row_count: 1,
				date_created: when,
				date_updated: when,
			},
			['id'],
		);
		const id = Number(typeof inserted === 'object' ? inserted.id : inserted);
		await db('import_rows').insert({
			job: id,
			line: 2,
			card_name: 'Lost',
			condition: 'NM',
			finish: 'normal',
			language: 'EN',
			kind: 'single',
			search_text: ' lost',
			action: 'create',
		});
		const job = (await admin.get(`/deckhand/imports/${id}`)).body.data;
		expect(job).toMatchObject({
			id,
			status: 'failed',
			failure: 'The server stopped during the import; nothing was written.',
		});
		expect(Number((await db('import_rows').where('job', id).count({ n: '*' }))[0]?.['n'])).toBe(0);
	});
});
