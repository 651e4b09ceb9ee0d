import { beforeAll, describe, expect, it } from 'vitest';
import { callers, callerWithToken, firstError, signIn, type Caller } from '../harness/api.ts';
import { createSku } from '../harness/fixtures.ts';
import { newClerk } from '../harness/people.ts';
import { createTill, openTill } from '../harness/tills.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;
let owner: { id: string; email: string };

interface Line {
	kind: string;
	id: number;
	at: string;
	who: { id: string; email: string } | null;
	link: { page: string; id?: number } | null;
	detail: Record<string, any>;
}

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
	owner = (await admin.get('/users/me?fields=id,email')).body.data;
});

async function activity(query: string): Promise<{ items: Line[]; next: string | null; directus_days: number | null }> {
	const response = await admin.get(`/deckhand/activity?${query}`);
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data;
}

/** Every line of a query, a page of `limit` at a time, following the cursors. */
async function walk(query: string, limit: number): Promise<Line[]> {
	const lines: Line[] = [];
	let cursor: string | null = null;
	do {
		const page: { items: Line[]; next: string | null } = await activity(
			`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
		);
		lines.push(...page.items);
		cursor = page.next;
	} while (cursor);
	return lines;
}

const KIND_ORDER = ['directus', 'stock', 'credit', 'prices', 'order_events', 'payments', 'cash', 'buylist_events'];
const inScreenOrder = (lines: Line[]) =>
	lines.every((line, i) => {
		const previous = lines[i - 1];
		if (!previous) return true;
		const time = Date.parse(previous.at) - Date.parse(line.at);
		const kind = KIND_ORDER.indexOf(line.kind) - KIND_ORDER.indexOf(previous.kind);
		return time > 0 || (time === 0 && (kind > 0 || (kind === 0 && previous.id > line.id)));
	});

describe('who may read the activity', () => {
	it('refuses a clerk with 403 and a visitor with 401', async () => {
		const asStaff = await staff.get('/deckhand/activity');
		expect(asStaff.status).toBe(403);
		expect(firstError(asStaff.body).extensions.code).toBe('FORBIDDEN');
		const asVisitor = await anonymous.get('/deckhand/activity');
		expect(asVisitor.status).toBe(401);
	});
});

describe('the activity of the shop', () => {
	it('shows a price change with who made it, old → new, linking to the card', async () => {
		const { card, sku } = await createSku(admin, { price: 1_000 });
		expect((await admin.request('POST', '/deckhand/prices/set', { sku, price: 1_250 })).status).toBe(200);
		const { items } = await activity(`kind=prices&collection=skus&item=${sku}`);
		expect(items.map((line) => [line.detail['old_price'], line.detail['new_price']])).toEqual([
			[1_000, 1_250],
			[null, 1_000],
		]);
		expect(items[0]).toMatchObject({
			kind: 'prices',
			who: { id: owner.id, email: owner.email },
			link: { page: 'card', id: card },
			detail: { reason: 'edit', sku: { id: sku, card: { id: card } } },
		});
	});

	it('merges Directus activity and the ledgers newest first, and pages through them in the same order', async () => {
		const { card, sku } = await createSku(admin, { price: 900, stock: 3 });
		await admin.ok('POST', '/deckhand/stock/adjust', {
			sku,
			delta: -1,
			reason: 'damage',
			note: 'Bent corner',
		});
		const all = await walk(`collection=cards&item=${card}`, 50);
		expect(new Set(all.map((line) => line.kind))).toEqual(new Set(['directus', 'stock', 'prices']));
		expect(inScreenOrder(all)).toBe(true);
		// The newest line is the damage; the card's creation is the oldest.
		expect(all[0]).toMatchObject({ kind: 'stock', detail: { delta: -1, reason: 'damage', note: 'Bent corner' } });
		expect(all.at(-1)).toMatchObject({
			kind: 'directus',
			detail: { action: 'create', collection: 'cards', item: String(card) },
			link: { page: 'card', id: card },
		});
		// Pages of one and two lines give the very same lines: no line lost or repeated at a page's edge.
		expect(await walk(`collection=cards&item=${card}`, 1)).toEqual(all);
		expect(await walk(`collection=cards&item=${card}`, 2)).toEqual(all);
	});

	it("shows a revision's fields before and after the change", async () => {
		const { card } = await createSku(admin, { price: null, name: 'Before the rename' });
		expect((await admin.request('PATCH', `/items/cards/${card}`, { name: 'After the rename' })).status).toBe(200);
		const { items } = await activity(`kind=directus&collection=cards&item=${card}`);
		const update = items.find((line) => line.detail['action'] === 'update');
		expect(update?.detail['revision']).toMatchObject({
			before: { name: 'Before the rename' },
			after: { name: 'After the rename' },
		});
		expect(update?.detail['revision'].fields).toContain('name');
		const create = items.find((line) => line.detail['action'] === 'create');
		expect(create?.detail['revision']).toMatchObject({ before: null, after: { name: 'Before the rename' } });
	});

	it('filters by person, by kind and by date range', async () => {
		const clerk = await newClerk(admin, 'activity');
		const asClerk = callerWithToken((await signIn(clerk.email, clerk.password)).access_token);
		const { sku } = await createSku(admin, { price: 500 });
		expect(
			(await asClerk.request('POST', '/deckhand/stock/adjust', { sku, delta: 2, reason: 'count' })).status,
		).toBe(200);
		const record = `collection=skus&item=${sku}`;

		const byClerk = await activity(`${record}&person=${clerk.id}`);
		expect(byClerk.items.map((line) => [line.kind, line.who?.id])).toEqual([['stock', clerk.id]]);
		const byOwner = await activity(`${record}&person=${owner.id}`);
		expect(byOwner.items.length).toBeGreaterThan(0);
		expect(byOwner.items.every((line) => line.who?.id === owner.id)).toBe(true);

		const stockOnly = await activity(`${record}&kind=stock`);
		expect(stockOnly.items.map((line) => line.kind)).toEqual(['stock']);
		const twoKinds = await activity(`${record}&kind=prices,directus`);
		expect(new Set(twoKinds.items.map((line) => line.kind))).toEqual(new Set(['prices', 'directus']));

		const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
		const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
		expect((await activity(`${record}&from=${hourAgo}&to=${inAnHour}`)).items.length).toBe(
			(await activity(record)).items.length,
		);
		expect((await activity(`${record}&from=${inAnHour}`)).items).toEqual([]);
		expect((await activity(`${record}&to=${hourAgo}`)).items).toEqual([]);
	});

	it('links order events and payments to their order, and credit to the customer', async () => {
		const { sku } = await createSku(admin, { price: 700, stock: 2 });
		const sale = await admin.request('POST', '/deckhand/checkout', {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'card', amount: 700 }],
		});
		expect(sale.status, JSON.stringify(sale.body)).toBe(200);
		const order = Number(sale.body.data.id);
		const { items } = await activity(`collection=orders&item=${order}`);
		expect(new Set(items.map((line) => line.kind))).toEqual(new Set(['stock', 'order_events', 'payments']));
		for (const line of items.filter((line) => line.kind !== 'stock'))
			expect(line.link).toEqual({ page: 'order', id: order });
		expect(items.find((line) => line.kind === 'payments')?.detail).toMatchObject({ method: 'card', amount: 700 });
	});

	it("shows a till's cash drawer: a cash sale leads to its order, the float and a paid out to the day's report", async () => {
		const till = await createTill(admin, `Activity till ${Date.now()}`);
		const session = (await openTill(staff, till, 5_000)).id;
		const { sku } = await createSku(admin, { price: 700, stock: 2 });
		const sale = await staff.request('POST', '/deckhand/checkout', {
			channel: 'counter',
			till,
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'cash', amount: 1_000 }],
			complete: true,
		});
		expect(sale.status, JSON.stringify(sale.body)).toBe(200);
		const order = Number(sale.body.data.id);
		const paidOut = await staff.request('POST', `/deckhand/tills/${till}/sessions/${session}/cash`, {
			kind: 'paid_out',
			amount: 250,
			reason: 'Window cleaner',
		});
		expect(paidOut.status, JSON.stringify(paidOut.body)).toBe(200);

		const lines = (await activity(`kind=cash&collection=tills&item=${till}`)).items;
		expect(lines.map((line) => [line.detail['cash_kind'], line.detail['amount']])).toEqual([
			['paid_out', -250],
			['change_given', sale.body.data.total - 1_000],
			['cash_sale', 1_000],
			['opening_float', 5_000],
		]);
		expect(
			lines.every((line) => line.kind === 'cash' && line.who?.id !== owner.id && line.detail['till'].id === till),
		).toBe(true);
		expect(lines.find((line) => line.detail['cash_kind'] === 'cash_sale')?.link).toEqual({
			page: 'order',
			id: order,
		});
		expect(lines[0]!.link).toEqual({ page: 'till_session', till, session });
		expect(lines[0]!.detail['reason']).toBe('Window cleaner');
		expect(
			(await activity(`collection=orders&item=${order}`)).items.filter((line) => line.kind === 'cash').length,
		).toBe(2);
	});

	it('says how many days of its own activity Directus keeps readable', async () => {
		expect((await activity('limit=1')).directus_days).toBe(30);
	});
});

describe('bad filters', () => {
	it.each([
		['person=someone', 'person'],
		['kind=everything', 'kind'],
		['kind=stock,__proto__', 'kind'],
		['kind[]=stock', 'kind'],
		['item=12', 'collection'],
		['collection=Orders&item=1', 'collection'],
		['collection=orders&item=1;drop', 'item'],
		['from=yesterday', 'from'],
		['from=2026-11-23', 'from'],
		['to=2026-13-45T00:00:00Z', 'to'],
		['from=2026-11-24T00:00:00Z&to=2026-11-23T00:00:00Z', 'from'],
		['cursor=abc', 'cursor'],
		['cursor=1.valueOf.1', 'cursor'],
		['limit=0', 'limit'],
		['limit=101', 'limit'],
		['limit=1e2', 'limit'],
	])('refuses %s with VALIDATION_FAILED naming %s', async (query, field) => {
		const response = await admin.get(`/deckhand/activity?${query}`);
		expect(response.status, JSON.stringify(response.body)).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
	});
});
