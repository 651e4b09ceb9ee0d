import { parse } from 'csv-parse/sync';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxOn } from '@deckhand/contract/domain/money.ts';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { callers, firstError, stackInfo, type Caller } from '../harness/api.ts';
import { backdateOrder } from '../harness/backdate.ts';
import { openTestDb } from '../harness/books.ts';
import { deckhandCsv, importFile, uploaders, type Uploader } from '../harness/imports.ts';

/*
 * A shop keeping its books in yen, whose minor unit is the yen itself (no decimals): what a file
 * says is 1250 is ¥1,250 on the shelf, at the till, on the refund, in every export and report,
 * never ¥125,000 or ¥12.50.
 */

let admin: Caller;
let owner: Uploader;
let db: Knex;
let before: { currency: string; tax_rate_bp: number };

const SETTINGS = '/items/shop_settings';
/** A day of its own for the reports (in the shop's time zone, UTC unless a file changes it and puts it back). */
const DAY = '2024-02-29';

const ok = (response: { status: number; body: any }) => {
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data;
};

/** A CSV download as the owner gets it, read as its records by column. */
async function download(path: string): Promise<Array<Record<string, string>>> {
	const response = await fetch(`${stackInfo().url}${path}`, {
		headers: { authorization: `Bearer ${stackInfo().admin.token}` },
	});
	expect(response.status, path).toBe(200);
	return parse(await response.text(), { bom: true, columns: true });
}

beforeAll(async () => {
	({ admin } = await callers());
	({ owner } = await uploaders());
	db = openTestDb();
	before = ok(await admin.get(`${SETTINGS}?fields=currency,tax_rate_bp`));
	// As the settings screen saves it.
	expect(ok(await admin.request('PATCH', SETTINGS, { currency: 'JPY' })).currency).toBe('JPY');
});
afterAll(async () => {
	// Other files work their figures out in the default currency.
	expect(ok(await admin.request('PATCH', SETTINGS, { currency: before.currency })).currency).toBe(before.currency);
	await db.destroy();
});

describe('a yen shop: import → sale → refund → export, to the yen', () => {
	it('keeps every amount in whole yen from the file to the reports', async () => {
		const tag = `${process.pid}${Date.now().toString(36)}`.slice(-8).toUpperCase();
		const game = `Y${tag}`;
		const row = {
			game_code: game,
			game_name: `Yen shop ${tag}`,
			set_code: 'YEN',
			set_name: 'Yen set',
			rarity: 'Rare',
			kind: 'single',
			condition: 'NM',
			finish: 'normal',
			language: 'JA',
		};

		// A price with decimals is no amount of yen: refused naming the bound, never read as ¥1,250 or ¥12.
		const refused = await owner.upload(
			deckhandCsv([{ ...row, card_name: 'Decimal', collector_number: '9', quantity: 1, price: '12.50' }]),
			{ name: 'decimals.csv' },
		);
		expect(refused.status, JSON.stringify(refused.body)).toBe(201);
		expect(refused.body.data.preview[0].errors).toEqual([
			{ column: 'price', message: 'price "12.50" is not an amount such as 1250 (no decimals).' },
		]);

		// Plain and grouped, as a Japanese spreadsheet writes yen.
		const file = deckhandCsv([
			{
				...row,
				card_name: 'Pikachu',
				collector_number: '025',
				quantity: 3,
				price: '1250',
				cost: '700',
				market_price: '1310',
				market_price_date: '2026-11-20',
			},
			{ ...row, card_name: 'Mew', collector_number: '151', quantity: 1, price: '¥12,800' },
		]);
		await importFile(owner, admin, file, { quantities: 'replace', createMissing: true }, 'yen.csv');
		const skus = await db('skus')
			.join('cards', 'cards.id', 'skus.card')
			.join('sets', 'sets.id', 'cards.set')
			.join('games', 'games.id', 'sets.game')
			.leftJoin('sku_costs', 'sku_costs.sku', 'skus.id')
			.where('games.code', game)
			.orderBy('cards.collector_number')
			.select('skus.id', 'games.id as game', 'cards.name', 'skus.price', 'skus.quantity', 'sku_costs.unit_cost');
		expect(skus.map((sku) => [sku.name, Number(sku.price), Number(sku.quantity), sku.unit_cost])).toEqual([
			['Pikachu', 1_250, 3, 700],
			['Mew', 12_800, 1, null],
		]);
		const [pikachu, mew] = skus.map((sku) => Number(sku.id)) as [number, number];

		// Two at ¥1,250 by card, no till needed; the tax is whole yen, rounded half up.
		const subtotal = 2_500;
		const tax = taxOn(subtotal, before.tax_rate_bp);
		const total = subtotal + tax;
		const sale = { channel: 'counter', lines: [{ sku: pikachu, quantity: 2 }], complete: true };
		const short = await admin.request('POST', '/deckhand/checkout', {
			...sale,
			payments: [{ method: 'card', amount: total - 1 }],
		});
		expect(short.status, JSON.stringify(short.body)).toBe(400);
		expect(firstError(short.body).message).toContain(`¥1 of ¥${total.toLocaleString('en-US')} is still to pay`);
		const sold = ok(
			await admin.request('POST', '/deckhand/checkout', {
				...sale,
				payments: [{ method: 'card', amount: total }],
			}),
		);
		expect(sold).toMatchObject({ status: 'completed', subtotal, discount: 0, tax, total, paid: total });
		await backdateOrder(db, sold.id, `${DAY}T12:00:00Z`);

		const period = `period=custom&from=${DAY}&to=${DAY}`;
		expect(ok(await admin.get(`/deckhand/reports/kpis?${period}`)).current).toMatchObject({
			sales: subtotal,
			orders: 1,
			average_order_value: subtotal,
			units_sold: 2,
			tax,
			cost_of_sales: 1_400,
			gross_margin: 1_100,
		});
		const salesByDay = `/deckhand/reports/sales-by-day?from=${DAY}&to=${DAY}`;
		expect(ok(await admin.get(salesByDay)).rows).toEqual([
			{ day: DAY, orders: 1, units_sold: 2, sales: subtotal, tax },
		]);
		expect(await download(`${salesByDay}&format=csv`)).toEqual([
			{ day: DAY, orders: '1', units_sold: '2', sales: String(subtotal), tax: String(tax) },
		]);

		// The refund pays the card back in full and puts both copies back.
		const refunded = ok(
			await admin.request('POST', `/deckhand/orders/${sold.id}/transition`, { to: 'refunded', restock: true }),
		);
		expect(refunded.status).toBe('refunded');
		const payments = await db('order_payments').where('order', sold.id).orderBy('id').select('method', 'amount');
		expect(payments.map((payment) => [payment.method, Number(payment.amount)])).toEqual([
			['card', total],
			['card', -total],
		]);
		expect(ok(await admin.get(`/deckhand/reports/kpis?${period}`)).current).toMatchObject({ sales: 0, orders: 0 });
		expect(await findViolations(db)).toEqual({});

		const inventory = await download(`/deckhand/exports/inventory.csv?format=deckhand&game=${skus[0]!.game}`);
		expect(
			inventory.map((record) => [
				record['card_name'],
				record['quantity'],
				record['price'],
				record['cost'],
				record['market_price'],
			]),
		).toEqual([
			['Pikachu', '3', '1250', '700', '1310'],
			['Mew', '1', '12800', '', ''],
		]);
		const tcgplayer = await download(`/deckhand/exports/inventory.csv?format=tcgplayer&game=${skus[0]!.game}`);
		expect(tcgplayer.map((record) => record['TCG Marketplace Price'])).toEqual(['1250', '12800']);
		const orders = await download(`/deckhand/exports/orders.csv?q=${sold.number}`);
		expect(orders.map((record) => [record['status'], record['subtotal'], record['tax'], record['total']])).toEqual([
			['refunded', String(subtotal), String(tax), String(total)],
		]);

		// The exported file imported back changes no price: 1250 is read as it was written.
		const again = await importFile(owner, admin, deckhandCsv(inventory), {
			quantities: 'replace',
			createMissing: false,
		});
		expect(again.plan).toMatchObject({ create: 0, update: 2, errors: 0 });
		const prices = await db('skus').whereIn('id', [pikachu, mew]).orderBy('id').select('price');
		expect(prices.map((sku) => Number(sku.price))).toEqual([1_250, 12_800]);
	});
});
