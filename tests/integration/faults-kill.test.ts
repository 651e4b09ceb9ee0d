import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLine, buylistBooks, newBuylist, newCustomer } from '../harness/buylists.ts';
import { destroy, expectBooksHold, keepSending, keyed, killDirectus, restart, send, startFaultyServer, until, type FaultyServer, type KeyedSend } from '../harness/faults.ts';
import { createSku } from '../harness/fixtures.ts';
import { deckhandCsv, importFile, uploaderWithToken } from '../harness/imports.ts';
import { openTill } from '../harness/tills.ts';

/**
 * Directus killed outright (SIGKILL) in the middle of the shop's work, then started again on the
 * same database: every command is one transaction, so nothing is left half-written, whatever the
 * kill cut; what a client was told is done is there; a command whose answer was lost, sent again
 * with its `Idempotency-Key`, is recorded once. A server of this file's own (on the scale profile,
 * one instance on a PostgreSQL database of its own), killed once per test.
 */
let server: FaultyServer;

beforeAll(async () => {
	server = await startFaultyServer();
});
afterAll(async () => {
	await destroy(server);
});

const CLIENTS = 8;

/** Kills the server once `killAt` commands have been answered, waits for every client to stop, and starts it again. */
async function killDuring(load: { outcome: { done: unknown[] }; finished: Promise<void> }, killAt: number): Promise<void> {
	await until(`${killAt} answered commands`, () => load.outcome.done.length >= killAt);
	await killDirectus(server);
	await load.finished;
	await restart(server);
}

const count = async (table: string, where: Record<string, unknown>) => Number((await server.db(table).where(where).count({ n: '*' }).first())?.['n']);

describe('Directus killed during a checkout load', () => {
	it('leaves no partial order; every sale told done is there with its stock moved once; a lost one sent again is recorded once', { timeout: 120_000 }, async () => {
		const skus = await Promise.all(Array.from({ length: 4 }, async () => (await createSku(server.owner, { price: 1_000, stock: 1_000 })).sku));
		// 10.00 with 8.25 % tax, paid by card: a sale needs no till.
		const sale = (client: number, n: number) => keyed('/deckhand/checkout', { channel: 'counter', lines: [{ sku: skus[(client + n) % skus.length], quantity: 1 }], payments: [{ method: 'card', amount: 1_083 }], complete: true });
		const load = keepSending(server.clerk, CLIENTS, sale);
		await killDuring(load, 24);
		const { done, lost, other } = load.outcome;
		expect(other).toEqual([]);
		expect(lost.length, 'every client was cut off by the kill').toBe(CLIENTS);

		const resent = await Promise.all(lost.map((request) => send(server.clerk, request)));
		for (const answer of resent) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
		const told = new Set([...done.map((each) => Number(each.data.id)), ...resent.map((answer) => Number(answer.body.data.id))]);
		expect(told.size, 'each sale told done is an order of its own').toBe(done.length + lost.length);

		// Every order selling these SKUs is one a client was told of: a lost sale recorded before the kill and again after would be one more.
		const orders = (await server.db('order_lines').whereIn('sku', skus).distinct('order').pluck('order')).map(Number);
		expect(new Set(orders)).toEqual(told);
		for (const order of orders) {
			expect(await server.db('orders').where('id', order).first('status'), `order ${order}`).toEqual({ status: 'completed' });
			const rows = { lines: await count('order_lines', { order }), payments: await count('order_payments', { order }), movements: await count('stock_movements', { order }) };
			expect(rows, `order ${order}`).toEqual({ lines: 1, payments: 1, movements: 1 });
			expect(await count('order_events', { order }), `order ${order}`).toBeGreaterThan(0);
		}
		const sold = (await server.db('skus').whereIn('id', skus).sum({ n: 'quantity' }).first())?.['n'];
		expect(4_000 - Number(sold)).toBe(told.size);
		await expectBooksHold(server);
	});
});

describe('Directus killed while buylists are completed', () => {
	it('leaves each buylist completed whole (stock, credit or cash) or not at all; one told done is completed', { timeout: 120_000 }, async () => {
		const { sku } = await createSku(server.owner, { price: 1_000, stock: 1 });
		const till = (await server.owner.request('POST', '/items/tills', { name: `Kill till ${Date.now()}` })).body.data.id as number;
		await openTill(server.owner, till, 1_000_000);
		const buylists: number[] = [];
		for (let i = 0; i < 40; i++) {
			const buylist = await newBuylist(server.owner, await newCustomer(server.owner));
			await addLine(server.owner, buylist.id, { sku, quantity: 1 });
			buylists.push(buylist.id);
		}
		// Half paid in store credit, half in cash from the open till; each client completes its own share.
		const completion = (index: number): KeyedSend => keyed(`/deckhand/buylists/${buylists[index]}/transition`, index % 2 === 0 ? { to: 'completed', payout: 'credit' } : { to: 'completed', payout: 'cash', till });
		const load = keepSending(server.owner, CLIENTS, (client, n) => (client + n * CLIENTS < buylists.length ? completion(client + n * CLIENTS) : null));
		await killDuring(load, 12);
		const { done, lost, other } = load.outcome;
		expect(other).toEqual([]);
		expect(lost.length).toBeGreaterThan(0);

		const toldDone = new Set(done.map((each) => Number(each.data.id)));
		for (const [index, id] of buylists.entries()) {
			const books = await buylistBooks(server.db, id);
			const row = JSON.parse(books.buylist) as { status: string };
			const paid = index % 2 === 0 ? books.credit.length : books.cash.length;
			const completed = { movements: 1, paid: 1, events: 1 };
			const untouched = { movements: 0, paid: 0, events: 0 };
			const written = { movements: books.movements.length, paid, events: books.events.filter((event) => JSON.parse(event).to_status === 'completed').length };
			expect(written, `buylist ${id} (${row.status})`).toEqual(row.status === 'completed' ? completed : untouched);
			if (toldDone.has(id)) expect(row.status).toBe('completed');
		}

		// A completion whose answer was lost, sent again with its key: completed once, whether or not it was before the kill.
		for (const request of lost) {
			const answer = await send(server.owner, request);
			expect(answer.status, JSON.stringify(answer.body)).toBe(200);
			const id = Number(answer.body.data.id);
			expect(await count('stock_movements', { buylist: id }), `buylist ${id}`).toBe(1);
		}
		await expectBooksHold(server);
	});
});

describe('Directus killed during an import commit', () => {
	it('fails the job within seconds of the restart, with all of the commit written or none of it, and the shop imports again', { timeout: 150_000 }, async () => {
		const setCode = (await server.db('sets').where('id', 1).first()).code as string;
		const label = `Killed ${Date.now().toString(36)}`;
		const rows = 5_000;
		const csv = deckhandCsv(Array.from({ length: rows }, (_, i) => ({ set_code: setCode, card_name: `${label} ${i}`, collector_number: String(i), condition: 'NM', finish: 'normal', language: 'EN', quantity: 2, price: '1.00' })));
		const owner = uploaderWithToken(server.stack.admin.token, server.stack.url);
		const uploaded = await owner.upload(csv, { name: 'killed.csv' });
		expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
		const id = uploaded.body.data.id as number;
		expect((await server.owner.request('POST', `/deckhand/imports/${id}/plan`, { quantities: 'add', createMissing: true })).status).toBe(200);
		expect((await server.owner.request('POST', `/deckhand/imports/${id}/commit`)).status).toBe(202);
		// Killed once the commit has planned half its rows again: in its rounds, or in its write.
		await until('the commit under way', async () => (await server.db('import_jobs').where('id', id).first()).progress >= rows / 2);
		expect((await server.db('import_jobs').where('id', id).first()).status).toBe('committing');
		await killDirectus(server);
		await restart(server);

		let job: any;
		await until('the job settled', async () => {
			job = (await server.owner.get(`/deckhand/imports/${id}`)).body.data;
			return job.status !== 'committing';
		});
		const cards = (await server.db('cards').where('name', 'like', `${label} %`).pluck('id')).map(Number);
		const skus = cards.length === 0 ? [] : (await server.db('skus').whereIn('card', cards).pluck('id')).map(Number);
		const written = {
			cards: cards.length,
			skus: skus.length,
			movements: skus.length === 0 ? 0 : Number((await server.db('stock_movements').whereIn('sku', skus).count({ n: '*' }).first())?.['n']),
			prices: skus.length === 0 ? 0 : Number((await server.db('price_changes').whereIn('sku', skus).count({ n: '*' }).first())?.['n']),
		};
		if (job.status === 'committed') expect(written).toEqual({ cards: rows, skus: rows, movements: rows, prices: rows });
		else {
			expect(job).toMatchObject({ status: 'failed', failure: 'The server stopped during the import; nothing was written.' });
			expect(written).toEqual({ cards: 0, skus: 0, movements: 0, prices: 0 });
		}
		expect(await count('import_rows', { job: id })).toBe(0);
		await expectBooksHold(server);

		const again = deckhandCsv([{ set_code: setCode, card_name: `${label} again`, collector_number: '1', condition: 'NM', finish: 'normal', language: 'EN', quantity: 1, price: '1.00' }]);
		const { job: next } = await importFile(uploaderWithToken(server.stack.admin.token, server.stack.url), server.owner, again, { quantities: 'add', createMissing: true });
		expect(next.progress).toEqual({ done: 1, total: 1 });
	});
});
