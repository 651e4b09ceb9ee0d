import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { type Answer, type Caller } from '../harness/api.ts';
import { backdateBuylist } from '../harness/backdate.ts';
import { addLine, buylistBooks, newBuylist, transition } from '../harness/buylists.ts';
import { createSku } from '../harness/fixtures.ts';
import { openShop } from '../harness/shop.ts';

/*
 * Past offers: a clerk sees a buylist's offers line by line while it is open and on the day it
 * closed, never later, by any way in; an administrator always. Every figure below has five digits
 * and appears nowhere else in an answer (ids, quantities, times), so an answer carries an offer
 * exactly when its JSON holds one of them.
 */

let admin: Caller;
let staff: Caller;
let db: Knex;

// Per copy, cash and credit, set by hand; the SKUs' prices are the offers' basis.
const PRICES = [61_357, 27_919];
const OFFERS = [
	{ cash_unit: 43_171, credit_unit: 52_613, quantity: 2 },
	{ cash_unit: 18_733, credit_unit: 24_597, quantity: 3 },
];
const UNIT_FIGURES = [
	...PRICES,
	...OFFERS.flatMap(({ cash_unit, credit_unit, quantity }) => [
		cash_unit,
		credit_unit,
		cash_unit * quantity,
		credit_unit * quantity,
	]),
];
const TOTAL_CASH = OFFERS.reduce((sum, line) => sum + line.cash_unit * line.quantity, 0);
const TOTAL_CREDIT = OFFERS.reduce((sum, line) => sum + line.credit_unit * line.quantity, 0);
const LINE_OFFER_FIELDS = [
	'price_basis',
	'hot_percent',
	'cash_unit',
	'credit_unit',
	'line_cash',
	'line_credit',
	'offer_unit',
	'line_total',
];

/** The figures of a line's offer that an answer carries anywhere in its JSON. */
const figuresIn = (body: unknown) =>
	UNIT_FIGURES.filter((figure) => new RegExp(`(?<![0-9])${figure}(?![0-9])`).test(JSON.stringify(body)));

let customer: number;
let skus: number[];
/** Completed for credit three days ago, cancelled three days ago, completed today, offered now. */
const buylists = { past: 0, pastCancelled: 0, today: 0, open: 0 };

/** A buylist of both lines at the hand-set offers, in the state given. */
async function buylistAt(end: 'completed' | 'cancelled' | 'offered'): Promise<number> {
	const { id } = await newBuylist(staff, customer);
	for (const [index, sku] of skus.entries()) {
		const view = await addLine(staff, id, { sku, quantity: OFFERS[index]!.quantity });
		const line = view.lines.at(-1).id;
		const { cash_unit, credit_unit } = OFFERS[index]!;
		await admin.ok('PATCH', `/deckhand/buylists/${id}/lines/${line}`, { offer: { cash_unit, credit_unit } });
	}
	const body = end === 'completed' ? { to: end, payout: 'credit' } : { to: end };
	const answer = await transition(admin, id, body);
	expect(answer.status, JSON.stringify(answer.body)).toBe(200);
	return id;
}

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
	// A name without digits: nothing in an answer but the offers can look like one.
	customer = (await admin.ok('POST', '/items/customers', { name: 'Trader of past offers' })).id;
	skus = [];
	for (const price of PRICES) skus.push((await createSku(admin, { price })).sku);
	buylists.past = await buylistAt('completed');
	buylists.pastCancelled = await buylistAt('cancelled');
	buylists.today = await buylistAt('completed');
	buylists.open = await buylistAt('offered');
	const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
	await backdateBuylist(db, buylists.past, threeDaysAgo);
	await backdateBuylist(db, buylists.pastCancelled, threeDaysAgo);
});
afterAll(() => db.destroy());

const everyBook = async () => Promise.all(Object.values(buylists).map((buylist) => buylistBooks(db, buylist)));

/** A read the clerk may not make: refused by name, carrying no offer. */
function expectRefusedRead(answer: Answer) {
	expect(answer.status, `${answer.route}: ${JSON.stringify(answer.body)}`).toBe(403);
	expect(answer.body.errors[0].extensions.code, answer.route).toBe('FORBIDDEN');
	expect(figuresIn(answer.body), answer.route).toEqual([]);
}

describe('a buylist closed before today, read by a clerk', () => {
	it('answers its cards, copies, state, history, customer and totals through the buylist route, without an offer per line', async () => {
		for (const id of [buylists.past, buylists.pastCancelled]) {
			const view = (await staff.ok('GET', `/deckhand/buylists/${id}`)) as Record<string, any>;
			expect(view).toMatchObject({
				id,
				offers_withheld: true,
				customer: { id: customer, name: 'Trader of past offers' },
				total_cash: TOTAL_CASH,
				total_credit: TOTAL_CREDIT,
			});
			expect(view['lines'].map((line: Record<string, unknown>) => [line['sku'], line['quantity']])).toEqual(
				skus.map((sku, index) => [sku, OFFERS[index]!.quantity]),
			);
			for (const line of view['lines'])
				expect(Object.fromEntries(LINE_OFFER_FIELDS.map((field) => [field, line[field]]))).toEqual(
					Object.fromEntries(LINE_OFFER_FIELDS.map((field) => [field, null])),
				);
			expect(view['events'].at(-1).to_status).toBe(view['status']);
			expect(figuresIn(view)).toEqual([]);
		}
		const completed = await staff.ok('GET', `/deckhand/buylists/${buylists.past}`);
		expect(completed).toMatchObject({ status: 'completed', payout_method: 'credit', total_offer: TOTAL_CREDIT });
	});

	it('keeps the credit paid in the customer’s credit history: the customer’s own money', async () => {
		const ledger = await staff.ok(
			'GET',
			`/items/credit_ledger?filter[buylist][_eq]=${buylists.past}&fields=amount`,
		);
		expect(ledger).toEqual([{ amount: TOTAL_CREDIT }]);
	});

	it('lists buylists with their totals only, and refuses the export, as every export to a clerk', async () => {
		const ids = Object.values(buylists).join(',');
		const list = await staff.get(`/items/buylists?filter[id][_in]=${ids}&fields=*,customer.name`);
		expect(list.status).toBe(200);
		expect(list.body.data).toHaveLength(4);
		expect(figuresIn(list.body)).toEqual([]);
		expectRefusedRead(await staff.get('/deckhand/exports/buylists.csv'));
	});

	it('refuses every read of buylist lines through the items API: REST, filters, sorts, SEARCH, reverse relations', async () => {
		const before = await everyBook();
		const [past, unit] = [buylists.past, OFFERS[0]!.credit_unit];
		for (const path of [
			'/items/buylist_lines',
			`/items/buylist_lines?filter[buylist][_eq]=${past}`,
			// A filter or a sort on an offer would give it away by halves, one question at a time.
			`/items/buylists?filter[lines][offer_unit][_gte]=${unit}&fields=id`,
			`/items/buylists?sort=lines.offer_unit&fields=id`,
			`/items/skus?filter[$FOLLOW(buylist_lines,sku)][offer_unit][_eq]=${unit}&fields=id`,
		])
			expectRefusedRead(await staff.get(path));
		expectRefusedRead(
			await staff.request('SEARCH', '/items/buylist_lines', {
				query: { filter: { buylist: { _eq: past } }, fields: ['offer_unit', 'line_total'] },
			}),
		);
		expect(await everyBook()).toEqual(before);
	});

	it('leaves the lines out of a buylist read with them, directly or through a relation', async () => {
		const before = await everyBook();
		const past = buylists.past;
		for (const path of [
			`/items/buylists/${past}?fields=id,lines.offer_unit`,
			`/items/buylists/${past}?fields=*,lines.*`,
			`/items/stock_movements?filter[buylist][_eq]=${past}&fields=id,buylist.lines.line_total`,
		]) {
			const [read, owners] = [await staff.get(path), await admin.get(path)];
			expect([read.status, figuresIn(read.body)], path).toEqual([200, []]);
			expect(JSON.stringify(read.body), path).not.toContain('"lines"');
			// The same read by an administrator reaches the offers: the path is one a clerk would try.
			expect(figuresIn(owners.body).length, path).toBeGreaterThan(0);
		}
		expect(await everyBook()).toEqual(before);
	});

	it('refuses buylist lines through GraphQL, on their own and as a buylist’s', async () => {
		for (const query of [
			`{ buylist_lines(filter: { buylist: { id: { _eq: ${buylists.past} } } }) { offer_unit line_total } }`,
			`{ buylists_by_id(id: ${buylists.past}) { id lines { cash_unit credit_unit offer_unit } } }`,
		]) {
			const answer = await staff.request('POST', '/graphql', { query });
			expect(answer.body.errors?.length, query).toBeGreaterThan(0);
			expect(answer.body.data ?? null, query).toBeNull();
			expect(figuresIn(answer.body), query).toEqual([]);
		}
	});
});

describe('an open buylist, or one closed today, read by a clerk', () => {
	it('answers every offer through the buylist route: the counter quotes them, the receipt prints them', async () => {
		for (const id of [buylists.today, buylists.open]) {
			const view = await staff.ok('GET', `/deckhand/buylists/${id}`);
			expect(view.offers_withheld).toBe(false);
			expect(
				view.lines.map((line: Record<string, unknown>) => [
					line['price_basis'],
					line['cash_unit'],
					line['credit_unit'],
				]),
			).toEqual(OFFERS.map((offer, index) => [PRICES[index], offer.cash_unit, offer.credit_unit]));
			expect(figuresIn(view).sort()).toEqual([...UNIT_FIGURES].sort());
		}
		const today = await staff.ok('GET', `/deckhand/buylists/${buylists.today}`);
		expect(today.lines.map((line: Record<string, unknown>) => line['offer_unit'])).toEqual(
			OFFERS.map((offer) => offer.credit_unit),
		);
	});

	it('still reads no line through the items API: Directus cannot tell an open buylist’s lines from a past one’s', async () => {
		expectRefusedRead(await staff.get(`/items/buylist_lines?filter[buylist][_eq]=${buylists.open}`));
	});
});

describe('an administrator', () => {
	it('reads every offer of a past buylist, through the buylist route, REST and GraphQL', async () => {
		const view = await admin.ok('GET', `/deckhand/buylists/${buylists.past}`);
		expect(view.offers_withheld).toBe(false);
		expect(figuresIn(view).sort()).toEqual([...UNIT_FIGURES].sort());
		const lines = await admin.ok(
			'GET',
			`/items/buylist_lines?filter[buylist][_eq]=${buylists.past}&fields=offer_unit,line_total&sort=id`,
		);
		expect(lines).toEqual(
			OFFERS.map((offer) => ({ offer_unit: offer.credit_unit, line_total: offer.credit_unit * offer.quantity })),
		);
		const graph = await admin.request('POST', '/graphql', {
			query: `{ buylists_by_id(id: ${buylists.past}) { lines(sort: "id") { cash_unit } } }`,
		});
		expect(graph.body.data.buylists_by_id.lines).toEqual(OFFERS.map(({ cash_unit }) => ({ cash_unit })));
		const followed = await admin.ok(
			'GET',
			`/items/skus?filter[$FOLLOW(buylist_lines,sku)][offer_unit][_eq]=${OFFERS[0]!.credit_unit}&fields=id`,
		);
		expect(followed).toEqual([{ id: skus[0] }]);
	});
});
