import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARKED_SALE_LIMITS } from '@deckhand/contract/parked-sales/parked-sale.ts';
import { type Caller, callers, firstError } from '../harness/api.ts';
import { openTestDb, saleBooks } from '../harness/books.ts';
import { createSku } from '../harness/fixtures.ts';
import { parkedSale } from '../harness/parked-sales.ts';
import { signedInClerk } from '../harness/people.ts';
import { createTill, openTill } from '../harness/tills.ts';

let admin: Caller;
let anonymous: Caller;
let clerk: Caller;
let otherClerk: Caller;
let db: Knex;

beforeAll(async () => {
	({ admin, anonymous } = await callers());
	[clerk, otherClerk] = await Promise.all([signedInClerk(admin, 'parker'), signedInClerk(admin, 'resumer')]);
	db = openTestDb();
});
afterAll(async () => {
	await db.destroy();
});

const park = (caller: Caller, body: unknown) => caller.request('POST', '/deckhand/parked-sales', body);
const listed = async (caller: Caller) => (await caller.ok('GET', '/deckhand/parked-sales')) as any;
const parkedRows = () => db('parked_sales').select('*').orderBy('id');

/** Sends a request that must be refused, and checks the answer and that neither a parked sale nor the books moved. */
async function expectRefused(
	send: () => Promise<{ status: number; body: any }>,
	status: number,
	code: string,
	extensions: Record<string, unknown> = {},
): Promise<string> {
	const before = { parked: await parkedRows(), books: await saleBooks(db) };
	const response = await send();
	expect(response.status, JSON.stringify(response.body)).toBe(status);
	expect(firstError(response.body).extensions).toMatchObject({ code, ...extensions });
	expect({ parked: await parkedRows(), books: await saleBooks(db) }).toEqual(before);
	return firstError(response.body).message;
}

describe('parked sales', () => {
	it('parks a sale at a till, lists it to another clerk with who, where, lines and total, and counts the copies it holds', async () => {
		const { sku } = await createSku(admin, { stock: 3 });
		const till = await createTill(admin);
		const session = (await openTill(admin, till)).id;
		const customer = (await admin.ok('POST', '/items/customers', { name: 'Parked Ada' })).id;
		const sale = parkedSale([{ sku, quantity: 2, unitPrice: 450 }], { id: customer, name: 'Parked Ada' });
		const parked = await clerk.ok('POST', '/deckhand/parked-sales', { till, sale });
		const row = await db('parked_sales').where('id', parked.id).first();
		// PostgreSQL answers a big integer as text.
		expect({ ...row, subtotal: Number(row.subtotal) }).toMatchObject({
			status: 'parked',
			till,
			session,
			lines: 1,
			copies: 2,
			subtotal: 900,
		});
		expect(JSON.parse(row.sale)).toEqual(sale);

		const seen = await listed(otherClerk);
		expect(seen.sales.find((entry: any) => entry.id === parked.id)).toMatchObject({
			parked_by: { name: 'Test parker' },
			till: { id: till },
			customer: 'Parked Ada',
			lines: 1,
			copies: 2,
			subtotal: 900,
		});
		expect(seen.held).toContainEqual({ sku, copies: 2 });
		// Parking reserves nothing: the stock is as it was.
		expect((await db('skus').where('id', sku).first('quantity')).quantity).toBe(3);
	});

	it('gives a parked sale back once, with its lines, to whichever clerk resumes it; the other of two at once is refused naming who took it', async () => {
		const { sku } = await createSku(admin, { stock: 1 });
		const sale = parkedSale([sku], null, { key: '0B9C2F4E-6D1A-4C8E-9F3B-2A7D5E1C8B40' });
		const { id } = await clerk.ok('POST', '/deckhand/parked-sales', { till: null, sale });
		const answers = await Promise.all(
			[clerk, otherClerk].map((caller, n) => caller.on(n).request('POST', `/deckhand/parked-sales/${id}/resume`)),
		);
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
		const won = answers.find((answer) => answer.status === 200)!;
		expect(won.body.data).toEqual({ id, sale: { ...sale, key: '0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40' } });
		const lost = answers.find((answer) => answer.status === 409)!;
		expect(firstError(lost.body).extensions).toMatchObject({
			code: 'INVALID_TRANSITION',
			field: 'id',
			parked_sale: id,
			status: 'resumed',
		});
		expect(firstError(lost.body).message).toMatch(/already resumed by Test (parker|resumer)/);
		expect((await listed(clerk)).sales.some((entry: any) => entry.id === id)).toBe(false);
		expect((await listed(clerk)).held).not.toContainEqual(expect.objectContaining({ sku }));
	});

	it("lets a clerk discard another clerk's parked sale, and keeps who did; discarding or resuming it again is refused", async () => {
		const { sku } = await createSku(admin, { stock: 1 });
		const { id } = await clerk.ok('POST', '/deckhand/parked-sales', { till: null, sale: parkedSale([sku]) });
		const discarded = await otherClerk.request('DELETE', `/deckhand/parked-sales/${id}`);
		expect(discarded.status, JSON.stringify(discarded.body)).toBe(204);
		const otherId = (await otherClerk.ok('GET', '/users/me?fields=id')).id;
		expect(await db('parked_sales').where('id', id).first('status', 'user_updated')).toEqual({
			status: 'discarded',
			user_updated: otherId,
		});
		const again = await expectRefused(
			() => clerk.request('DELETE', `/deckhand/parked-sales/${id}`),
			409,
			'INVALID_TRANSITION',
			{
				status: 'discarded',
			},
		);
		expect(again).toBe('This parked sale was already discarded by Test resumer; it is no longer parked.');
		await expectRefused(
			() => clerk.request('POST', `/deckhand/parked-sales/${id}/resume`),
			409,
			'INVALID_TRANSITION',
		);
	});

	it('refuses a visitor everything', async () => {
		const { sku } = await createSku(admin);
		const { id } = await clerk.ok('POST', '/deckhand/parked-sales', { till: null, sale: parkedSale([sku]) });
		expect((await anonymous.get('/deckhand/parked-sales')).status).toBe(401);
		await expectRefused(() => park(anonymous, { till: null, sale: parkedSale([sku]) }), 401, 'FORBIDDEN');
		await expectRefused(() => anonymous.request('POST', `/deckhand/parked-sales/${id}/resume`), 401, 'FORBIDDEN');
		await expectRefused(() => anonymous.request('DELETE', `/deckhand/parked-sales/${id}`), 401, 'FORBIDDEN');
	});

	it('refuses a sale out of bounds, naming the field and the bound, with nothing parked', async () => {
		const { sku } = await createSku(admin);
		const { sku: other } = await createSku(admin);
		const refused = (body: unknown, extensions: Record<string, unknown>) =>
			expectRefused(() => park(clerk, body), 400, 'VALIDATION_FAILED', extensions);
		await refused(
			{ till: null, sale: parkedSale([{ sku, quantity: 1_000 }]) },
			{
				field: 'sale.lines[0].quantity',
				min: 1,
				max: PARKED_SALE_LIMITS.lineQuantityMax,
			},
		);
		const tooMany = Array.from({ length: PARKED_SALE_LIMITS.linesMax + 1 }, (_, n) => n + 1);
		await refused(
			{ till: null, sale: parkedSale(tooMany) },
			{ field: 'sale.lines', max: PARKED_SALE_LIMITS.linesMax },
		);
		await refused({ till: null, sale: parkedSale([sku, sku]) }, { field: 'sale.lines' });
		await refused(
			{ till: null, sale: parkedSale([sku], null, { discount: 'x'.repeat(41) }) },
			{
				field: 'sale.discount',
				max: PARKED_SALE_LIMITS.typedMax,
			},
		);
		await refused({ till: null, sale: { ...parkedSale([sku]), sentAt: null } }, { field: 'sale.sentAt' });
		await refused({ till: 987_654_321, sale: parkedSale([sku]) }, { field: 'till' });
		await refused({ till: null, sale: parkedSale([sku, 987_654_321]) }, { field: 'sale.lines[1].sku' });
		await refused(
			{ till: null, sale: parkedSale([other], { id: 987_654_321, name: 'Nobody' }) },
			{
				field: 'sale.customer.id',
			},
		);
		await expectRefused(
			() => clerk.request('POST', '/deckhand/parked-sales/987654321/resume'),
			400,
			'VALIDATION_FAILED',
			{
				field: 'id',
			},
		);
		await expectRefused(() => clerk.request('DELETE', '/deckhand/parked-sales/0'), 400, 'VALIDATION_FAILED', {
			field: 'id',
		});
	});

	it(`keeps at most ${PARKED_SALE_LIMITS.parkedMax} parked sales for the shop`, async () => {
		const { sku } = await createSku(admin);
		const body = { till: null, sale: parkedSale([sku]) };
		const { id } = await clerk.ok('POST', '/deckhand/parked-sales', body);
		// The rest of the shop's bound filled straight in the table: a hundred requests would say nothing more.
		const { id: _id, ...copy } = await db('parked_sales').where('id', id).first();
		const { count } = (await db('parked_sales').where('status', 'parked').count({ count: '*' }).first()) as {
			count: number;
		};
		const filler = Array.from({ length: PARKED_SALE_LIMITS.parkedMax - Number(count) }, () => copy);
		await db.batchInsert('parked_sales', filler, 50);
		const message = await expectRefused(() => park(clerk, body), 400, 'VALIDATION_FAILED', {
			field: 'sale',
			max: PARKED_SALE_LIMITS.parkedMax,
		});
		expect(message).toContain('resume or discard one first');
		await db('parked_sales').where('id', '>', id).where('status', 'parked').delete();
		await clerk.ok('DELETE', `/deckhand/parked-sales/${id}`);
	});
});
