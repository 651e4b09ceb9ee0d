import knex, { type Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buylists } from './007-buylists.ts';

let db: Knex;

/** The tables as a shop had them before trade-ins were priced both ways, with the snapshot's new columns added. */
beforeEach(async () => {
	db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await db.schema.createTable(
		'shop_settings',
		(t) => (t.increments('id'), t.integer('buylist_cash_percent'), t.integer('buylist_credit_percent')),
	);
	await db.schema.createTable(
		'skus',
		(t) => (t.increments('id'), t.integer('card'), t.string('condition'), t.string('finish'), t.string('language')),
	);
	await db.schema.createTable('buylists', (t) => {
		t.increments('id');
		t.string('status');
		t.string('payout_method');
		t.string('user_created');
		t.bigInteger('date_created');
		for (const money of ['total_cash', 'total_credit', 'total_offer']) t.integer(money).defaultTo(0);
	});
	await db.schema.createTable('buylist_lines', (t) => {
		t.increments('id');
		t.integer('buylist');
		t.integer('sku');
		t.integer('quantity');
		t.integer('offer_unit');
		t.integer('line_total');
		t.integer('card');
		for (const text of ['condition', 'finish', 'language']) t.string(text);
		for (const unit of ['cash_unit', 'credit_unit']) t.integer(unit);
		for (const count of ['buy_quantity', 'line_cash', 'line_credit']) t.integer(count).defaultTo(0);
	});
	await db('shop_settings').insert({ buylist_cash_percent: 50, buylist_credit_percent: 65 });
	await db('skus').insert([
		{ card: 7, condition: 'LP', finish: 'foil', language: 'JP' },
		{ card: 8, condition: 'NM', finish: 'normal', language: 'EN' },
	]);
});
afterEach(async () => {
	await db.destroy();
});

describe('the buylists migration', () => {
	it('gives old lines their card as brought and both offers, keeps what a completed buylist paid, and opens the rest to a payout', async () => {
		await db('buylists').insert([
			{
				status: 'completed',
				payout_method: 'credit',
				user_created: 'clerk',
				date_created: 1_000,
				total_offer: 1_950,
			},
			{
				status: 'offered',
				payout_method: 'credit',
				user_created: 'clerk',
				date_created: 2_000,
				total_offer: 650,
			},
			{ status: 'completed', payout_method: 'cash', user_created: null, date_created: 3_000, total_offer: 999 },
		]);
		await db('buylist_lines').insert([
			{ buylist: 1, sku: 1, quantity: 3, offer_unit: 650, line_total: 1_950 },
			{ buylist: 2, sku: 2, quantity: 1, offer_unit: 650, line_total: 650 },
			{ buylist: 3, sku: 2, quantity: 1, offer_unit: 999, line_total: 999 },
		]);
		await buylists.up(db);
		expect(
			await db('buylist_lines')
				.orderBy('id')
				.select(
					'card',
					'condition',
					'finish',
					'language',
					'buy_quantity',
					'cash_unit',
					'credit_unit',
					'line_cash',
					'line_credit',
					'offer_unit',
					'line_total',
				),
		).toEqual([
			{
				card: 7,
				condition: 'LP',
				finish: 'foil',
				language: 'JP',
				buy_quantity: 3,
				cash_unit: 500,
				credit_unit: 650,
				line_cash: 1_500,
				line_credit: 1_950,
				offer_unit: 650,
				line_total: 1_950,
			},
			{
				card: 8,
				condition: 'NM',
				finish: 'normal',
				language: 'EN',
				buy_quantity: 1,
				cash_unit: 500,
				credit_unit: 650,
				line_cash: 500,
				line_credit: 650,
				offer_unit: null,
				line_total: null,
			},
			// 999 × 65 / 50 = 1 298.7 → 1 298.
			{
				card: 8,
				condition: 'NM',
				finish: 'normal',
				language: 'EN',
				buy_quantity: 1,
				cash_unit: 999,
				credit_unit: 1_298,
				line_cash: 999,
				line_credit: 1_298,
				offer_unit: 999,
				line_total: 999,
			},
		]);
		expect(
			await db('buylists')
				.orderBy('id')
				.select('status', 'payout_method', 'total_cash', 'total_credit', 'total_offer'),
		).toEqual([
			{
				status: 'completed',
				payout_method: 'credit',
				total_cash: 1_500,
				total_credit: 1_950,
				total_offer: 1_950,
			},
			{ status: 'offered', payout_method: null, total_cash: 500, total_credit: 650, total_offer: 0 },
			{ status: 'completed', payout_method: 'cash', total_cash: 999, total_credit: 1_298, total_offer: 999 },
		]);
		expect(
			await db('buylist_events')
				.orderBy('id')
				.select('buylist', 'from_status', 'to_status', 'user_created', 'date_created'),
		).toEqual([
			{ buylist: 1, from_status: null, to_status: 'completed', user_created: 'clerk', date_created: 1_000 },
			{ buylist: 2, from_status: null, to_status: 'offered', user_created: 'clerk', date_created: 2_000 },
			{ buylist: 3, from_status: null, to_status: 'completed', user_created: null, date_created: 3_000 },
		]);
	});

	it('leaves lines written with their card alone', async () => {
		await db('buylists').insert({ status: 'draft', payout_method: null, date_created: 1 });
		await db('buylist_lines').insert({
			buylist: 1,
			sku: null,
			card: 8,
			condition: 'HP',
			finish: 'normal',
			language: 'EN',
			quantity: 2,
			buy_quantity: 2,
			cash_unit: 10,
			credit_unit: 13,
			line_cash: 20,
			line_credit: 26,
		});
		await buylists.up(db);
		expect(await db('buylist_lines').first('condition', 'cash_unit', 'line_credit')).toEqual({
			condition: 'HP',
			cash_unit: 10,
			line_credit: 26,
		});
		expect(await db('buylist_events').count({ n: '*' }).first()).toEqual({ n: 0 });
	});
});
