import { request } from 'node:http';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, firstError, stackInfo, type Caller } from '../harness/api.ts';
import { openTestDb, saleBooks } from '../harness/books.ts';
import { createSku } from '../harness/fixtures.ts';
import { deckhandCsv, uploaders, type DeckhandCells, type Uploader } from '../harness/imports.ts';

let admin: Caller;
let staff: Caller;
let owner: Uploader;
let clerk: Uploader;
let db: Knex;

let made = 0;
const unique = (label: string) => `${label} ${process.pid}-${Date.now().toString(36)}-${++made}`;
const MB = 1024 * 1024;

beforeAll(async () => {
	({ admin, staff } = await callers());
	({ owner, clerk } = await uploaders());
	db = openTestDb();
});
afterAll(async () => {
	await db.destroy();
});

const row = (cells: DeckhandCells): DeckhandCells => ({
	set_code: 'NOPE',
	card_name: unique('Card'),
	condition: 'NM',
	finish: 'normal',
	language: 'EN',
	quantity: 1,
	...cells,
});

/** Every import job as stored, the staging rows, and the shop's books: the "nothing changed" probe of an import. */
async function importBooks() {
	return {
		jobs: await db('import_jobs').orderBy('id').select('id', 'status', 'plan', 'progress', 'failure'),
		rows: Number((await db('import_rows').count({ n: '*' }))[0]?.['n']),
		books: await saleBooks(db),
		catalog: {
			cards: Number((await db('cards').count({ n: '*' }))[0]?.['n']),
			skus: Number((await db('skus').count({ n: '*' }))[0]?.['n']),
		},
		prices: Number((await db('price_changes').count({ n: '*' }))[0]?.['n']),
		marketPrices: await db('market_prices').orderBy('id').select('sku', 'price', 'priced_at', 'import_job'),
	};
}

async function expectRefused(
	send: () => Promise<{ status: number; body: any }>,
	status: number,
	extensions: Record<string, unknown>,
) {
	const before = await importBooks();
	const response = await send();
	expect(response.status, JSON.stringify(response.body)).toBe(status);
	expect(firstError(response.body).extensions).toMatchObject(extensions);
	expect(await importBooks()).toEqual(before);
	return firstError(response.body).message;
}

async function staged(csv: string): Promise<number> {
	const uploaded = await owner.upload(csv);
	expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
	return uploaded.body.data.id;
}

describe('one bad row imports nothing', () => {
	it('stages a row it cannot read with its errors, counts it in the dry run and refuses the commit naming its line', async () => {
		const { sku } = await createSku(admin, { stock: 1 });
		const card = (
			await db('skus')
				.join('cards', 'cards.id', 'skus.card')
				.where('skus.id', sku)
				.first('cards.name', 'cards.set')
		).name;
		const setCode = (await db('sets').where('id', 1).first()).code;
		const csv = deckhandCsv([
			{
				set_code: setCode,
				card_name: card,
				collector_number: '1',
				condition: 'NM',
				finish: 'normal',
				language: 'EN',
				quantity: 5,
			},
			row({ condition: 'Slightly Used' }),
			row({ quantity: 10_001 }),
		]);
		const uploaded = await owner.upload(csv);
		expect(uploaded.status).toBe(201);
		expect(uploaded.body.data).toMatchObject({ rowCount: 3, errorCount: 2 });
		expect(uploaded.body.data.preview[1]).toEqual({
			line: 3,
			row: null,
			errors: [
				{
					column: 'condition',
					message: 'condition "Slightly Used" is not a condition Deckhand knows (NM, LP, MP, HP, DMG).',
				},
			],
		});
		expect(uploaded.body.data.preview[2]).toEqual({
			line: 4,
			row: null,
			errors: [
				{ column: 'quantity', message: 'quantity "10001" is above 10000, the most one row may bring in.' },
			],
		});
		const id = uploaded.body.data.id;

		const plan = await admin.request('POST', `/deckhand/imports/${id}/plan`, {
			quantities: 'replace',
			createMissing: true,
		});
		expect(plan.body.data).toMatchObject({ update: 1, create: 0, errors: 2 });
		expect(plan.body.data.problems.slice(0, 2)).toEqual([
			{
				line: 3,
				kind: 'error',
				reason: 'condition "Slightly Used" is not a condition Deckhand knows (NM, LP, MP, HP, DMG).',
			},
			{ line: 4, kind: 'error', reason: 'quantity "10001" is above 10000, the most one row may bring in.' },
		]);
		const errors = await admin.get(`/deckhand/imports/${id}/rows?kind=error`);
		expect(errors.body.data).toMatchObject({
			total: 2,
			rows: [
				{ line: 3, action: 'error', row: null },
				{ line: 4, action: 'error', row: null },
			],
		});

		const message = await expectRefused(() => admin.request('POST', `/deckhand/imports/${id}/commit`), 400, {
			code: 'VALIDATION_FAILED',
			field: 'rows',
		});
		expect(message).toBe(
			'Lines 3 and 4 have errors: one bad row imports nothing. Correct the file and upload it again.',
		);
		expect((await db('skus').where('id', sku).first()).quantity).toBe(1);
	});

	it('refuses half a market price (a price without its day, a day without its price) and a day not written YYYY-MM-DD by their lines, writing no market price', async () => {
		const { sku } = await createSku(admin, {});
		const card = (await db('skus').join('cards', 'cards.id', 'skus.card').where('skus.id', sku).first('cards.name'))
			.name;
		const setCode = (await db('sets').where('id', 1).first()).code;
		const id = await staged(
			deckhandCsv([
				{
					set_code: setCode,
					card_name: card,
					collector_number: '1',
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					market_price: '2.00',
					market_price_date: '2026-11-20',
				},
				row({ market_price: '2.00' }),
				row({ market_price_date: '2026-11-20' }),
				row({ market_price: '2.00', market_price_date: '11/20/2026' }),
			]),
		);
		const plan = await admin.request('POST', `/deckhand/imports/${id}/plan`, {
			quantities: 'add',
			createMissing: true,
		});
		expect(plan.body.data).toMatchObject({ errors: 3 });
		expect(plan.body.data.problems).toEqual([
			{
				line: 3,
				kind: 'error',
				reason: 'market_price_date is empty: a market price needs the day it was taken, written YYYY-MM-DD.',
			},
			{
				line: 4,
				kind: 'error',
				reason: 'market_price is empty: market_price_date gives the day of a market price the row does not have.',
			},
			{
				line: 5,
				kind: 'error',
				reason: 'market_price_date "11/20/2026" is not a day written YYYY-MM-DD, such as 2026-11-24.',
			},
		]);
		const message = await expectRefused(() => admin.request('POST', `/deckhand/imports/${id}/commit`), 400, {
			code: 'VALIDATION_FAILED',
			field: 'rows',
		});
		expect(message).toBe(
			'Lines 3, 4 and 5 have errors: one bad row imports nothing. Correct the file and upload it again.',
		);
		expect(await db('market_prices').where('sku', sku).first()).toBeUndefined();
	});

	it('refuses a barcode another SKU holds, or one the file gives two SKUs, before anything is written', async () => {
		const holder = await createSku(admin, {});
		const barcode = `B${Date.now()}${made}`;
		expect((await admin.request('PATCH', `/items/skus/${holder.sku}`, { barcode })).status).toBe(200);
		const twice = `T${Date.now()}${made}`;
		const setCode = (await db('sets').where('id', 1).first()).code;
		const id = await staged(
			deckhandCsv([
				row({ set_code: setCode, barcode }),
				row({ set_code: setCode, barcode: twice }),
				row({ set_code: setCode, barcode: twice }),
			]),
		);
		const plan = await admin.request('POST', `/deckhand/imports/${id}/plan`, {
			quantities: 'add',
			createMissing: true,
		});
		expect(plan.body.data.problems).toEqual([
			{ line: 2, kind: 'error', reason: `Barcode ${barcode} belongs to another SKU of the shop.` },
			{ line: 3, kind: 'error', reason: `Barcode ${twice} is given to different SKUs in this file.` },
			{ line: 4, kind: 'error', reason: `Barcode ${twice} is given to different SKUs in this file.` },
		]);
		await expectRefused(() => admin.request('POST', `/deckhand/imports/${id}/commit`), 400, {
			code: 'VALIDATION_FAILED',
			field: 'rows',
		});
	});
});

describe('administrators only', () => {
	it('refuses a clerk every way in, before reading anything, with nothing changed', async () => {
		const id = await staged(deckhandCsv([row({})]));
		expect(
			(await admin.request('POST', `/deckhand/imports/${id}/plan`, { quantities: 'add', createMissing: true }))
				.status,
		).toBe(200);
		const forbidden = { code: 'FORBIDDEN' };
		expect(await expectRefused(() => clerk.upload(deckhandCsv([row({})])), 403, forbidden)).toBe(
			'Imports are for administrators.',
		);
		await expectRefused(
			() => staff.request('POST', `/deckhand/imports/${id}/plan`, { quantities: 'add', createMissing: true }),
			403,
			forbidden,
		);
		await expectRefused(() => staff.request('POST', `/deckhand/imports/${id}/commit`), 403, forbidden);
		await expectRefused(() => staff.request('POST', `/deckhand/imports/${id}/cancel`), 403, forbidden);
		await expectRefused(() => staff.get('/deckhand/imports'), 403, forbidden);
		await expectRefused(() => staff.get(`/deckhand/imports/${id}`), 403, forbidden);
		await expectRefused(() => staff.get(`/deckhand/imports/${id}/rows`), 403, forbidden);
		// Refused before the id or the body is read.
		await expectRefused(
			() => staff.request('POST', '/deckhand/imports/abc/plan', { quantities: 'both' }),
			403,
			forbidden,
		);
	});
});

describe('malformed requests', () => {
	it('refuses a bad id, bad options and a bad rows query naming the field', async () => {
		const id = await staged(deckhandCsv([row({})]));
		await expectRefused(() => admin.get('/deckhand/imports/abc'), 400, { code: 'VALIDATION_FAILED', field: 'id' });
		await expectRefused(() => admin.get('/deckhand/imports/0'), 400, { code: 'VALIDATION_FAILED', field: 'id' });
		expect(
			await expectRefused(() => admin.get('/deckhand/imports/987654321'), 400, {
				code: 'VALIDATION_FAILED',
				field: 'id',
			}),
		).toBe('There is no import #987654321.');
		await expectRefused(
			() => admin.request('POST', `/deckhand/imports/${id}/plan`, { quantities: 'both', createMissing: true }),
			400,
			{ field: 'quantities' },
		);
		await expectRefused(
			() => admin.request('POST', `/deckhand/imports/${id}/plan`, { quantities: 'add', createMissing: 'yes' }),
			400,
			{ field: 'createMissing' },
		);
		await expectRefused(() => admin.request('POST', `/deckhand/imports/${id}/plan`, ['add']), 400, {
			field: 'body',
		});
		await expectRefused(() => admin.get(`/deckhand/imports/${id}/rows?kind=valueOf`), 400, { field: 'kind' });
		await expectRefused(() => admin.get(`/deckhand/imports/${id}/rows?limit=501`), 400, {
			field: 'limit',
			min: 1,
			max: 500,
		});
		// Directus reads `offset` itself, and refuses a negative one first.
		await expectRefused(() => admin.get(`/deckhand/imports/${id}/rows?offset=-1`), 400, { code: 'INVALID_QUERY' });
		await expectRefused(() => admin.get(`/deckhand/imports/${id}/rows?kind[]=error`), 400, { field: 'kind' });
	});

	it('refuses an upload of the wrong type, format or name, an empty or unreadable file, keeping nothing', async () => {
		const csv = deckhandCsv([row({})]);
		await expectRefused(() => owner.upload('{"rows":[]}', { contentType: 'application/json' }), 415, {
			code: 'UNSUPPORTED_MEDIA_TYPE',
			field: 'content-type',
		});
		// Directus reads a JSON body before any route: a file sent as JSON is refused as JSON.
		await expectRefused(() => owner.upload(csv, { contentType: 'application/json' }), 400, {
			code: 'INVALID_PAYLOAD',
		});
		const form = `--b\r\nContent-Disposition: form-data; name="file"; filename="stock.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--b--\r\n`;
		await expectRefused(() => owner.upload(form, { contentType: 'multipart/form-data; boundary=b' }), 415, {
			code: 'UNSUPPORTED_MEDIA_TYPE',
		});
		await expectRefused(() => owner.upload(csv, { format: 'excel' }), 400, { field: 'format' });
		await expectRefused(() => owner.upload(csv, { name: '' }), 400, { field: 'name', min: 1, max: 255 });
		await expectRefused(() => owner.upload(csv, { name: 'x'.repeat(256) }), 400, { field: 'name' });
		await expectRefused(() => owner.upload(''), 400, { code: 'VALIDATION_FAILED', field: 'file' });
		await expectRefused(() => owner.upload(deckhandCsv([])), 400, { field: 'file' });
		await expectRefused(() => owner.upload('name,price\nBolt,1.00\n'), 400, { field: 'format' });
		await expectRefused(() => owner.upload(Buffer.from([0xff, 0x00, 0x10, 0x22, 0x0a, 0x22])), 400, {
			code: 'VALIDATION_FAILED',
		});
		await expectRefused(() => owner.upload(`${csv}"unclosed,quote\n`), 400, { field: 'file' });
	});

	it('refuses a file over 50 MB, announced or not, keeping nothing', async () => {
		const header = Buffer.from(deckhandCsv([]));
		const big = Buffer.concat([header, Buffer.alloc(50 * MB + 1 - header.length, 'x')]);
		await expectRefused(() => owner.upload(big), 413, { code: 'CONTENT_TOO_LARGE' });
		// Chunked: the length is not announced, so it is counted as it arrives (rows of a bin far too long: few rows, each refused, to read).
		let sent = 0;
		const chunk = Buffer.from(
			deckhandCsv(Array.from({ length: 11 }, () => row({ bin: 'x'.repeat(95_000) }))).slice(header.length),
		);
		const stream = new ReadableStream<Uint8Array>({
			start: (controller) => controller.enqueue(new Uint8Array(header)),
			pull: (controller) => {
				if (sent > 51 * MB) return controller.close();
				sent += chunk.length;
				controller.enqueue(new Uint8Array(chunk));
			},
		});
		await expectRefused(() => owner.upload(stream), 413, { code: 'CONTENT_TOO_LARGE' });
	});
});

describe('an upload cut off', () => {
	it('keeps nothing of a file whose sender goes away half-way, and the server keeps answering', async () => {
		const before = await importBooks();
		const body = Buffer.from(deckhandCsv(Array.from({ length: 2_000 }, () => row({}))));
		const { hostname, port } = new URL(stackInfo().url);
		await new Promise<void>((resolve) => {
			const outgoing = request({
				host: hostname,
				port,
				method: 'POST',
				path: '/deckhand/imports?name=cut.csv',
				headers: {
					authorization: `Bearer ${stackInfo().admin.token}`,
					'content-type': 'text/csv',
					'content-length': String(body.length),
				},
			});
			outgoing.on('error', () => resolve());
			outgoing.write(body.subarray(0, body.length / 2), () => setTimeout(() => outgoing.destroy(), 300));
			outgoing.on('close', () => resolve());
		});
		// The server notices the connection gone, stops reading and deletes what it staged.
		for (let tries = 0; tries < 50 && JSON.stringify(await importBooks()) !== JSON.stringify(before); tries++)
			await new Promise((resolve) => setTimeout(resolve, 100));
		expect(await importBooks()).toEqual(before);
		expect(await (await fetch(`${stackInfo().url}/server/ping`)).text()).toBe('pong');
	});
});

describe('job states', () => {
	it('commits only a staged import after its dry run, once; cancels only before its write', async () => {
		const id = await staged(deckhandCsv([row({})]));
		expect(
			await expectRefused(() => admin.request('POST', `/deckhand/imports/${id}/commit`), 409, {
				code: 'INVALID_TRANSITION',
				from: 'staged',
				to: 'committing',
			}),
		).toBe(`Import #${id} has had no dry run: run it first and read what it would do.`);
		const cancelled = await admin.request('POST', `/deckhand/imports/${id}/cancel`);
		expect(cancelled.body.data).toMatchObject({ id, status: 'cancelled' });
		expect(Number((await db('import_rows').where('job', id).count({ n: '*' }))[0]?.['n'])).toBe(0);
		await expectRefused(() => admin.request('POST', `/deckhand/imports/${id}/cancel`), 409, {
			code: 'INVALID_TRANSITION',
			from: 'cancelled',
		});
		await expectRefused(
			() => admin.request('POST', `/deckhand/imports/${id}/plan`, { quantities: 'add', createMissing: true }),
			409,
			{ code: 'INVALID_TRANSITION' },
		);
		expect(
			await expectRefused(() => admin.request('POST', `/deckhand/imports/${id}/commit`), 409, {
				code: 'INVALID_TRANSITION',
			}),
		).toBe(`Import #${id} is cancelled: only a staged import can be committed.`);
	});

	it('lists the newest imports first', async () => {
		const first = await staged(deckhandCsv([row({})]));
		const second = await staged(deckhandCsv([row({}), row({})]));
		const listed = await admin.get('/deckhand/imports');
		expect(listed.status).toBe(200);
		expect(listed.body.data.length).toBeLessThanOrEqual(20);
		expect(listed.body.data.slice(0, 2).map((job: any) => [job.id, job.rowCount])).toEqual([
			[second, 2],
			[first, 1],
		]);
	});
});
