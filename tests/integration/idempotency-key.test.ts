import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { callerWithToken, firstError, signIn, stackInfo, type Answer, type Caller } from '../harness/api.ts';
import { openTestDb, saleBooks } from '../harness/books.ts';
import { addLine, newBuylist, newCustomer } from '../harness/buylists.ts';
import { createSku } from '../harness/fixtures.ts';
import { MALFORMED_IDEMPOTENCY_KEYS } from '../harness/hostile-bodies.ts';
import { sendRaw } from '../harness/hostile-send.ts';
import { newAdministrator } from '../harness/people.ts';
import { createTill, openTestTill, openTill } from '../harness/tills.ts';

/**
 * "Retries are safe": every command that moves stock or money, and a reprice, sent again with
 * its `Idempotency-Key` (a dropped connection, a double click), is recorded once and answers what it
 * answered the first time, saying so (`Idempotent-Replayed: true`); also when the copies race
 * each other, half of them to each instance of the scale profile. A key sent with another request
 * (another person's, another body, another route) or malformed is refused with nothing changed.
 * Figures are worked out for the default settings (tax 8.25 %).
 */
interface Person {
	caller: Caller;
	token: string;
}
let owner: Person;
let clerk: Person;
/** A second administrator: the "someone else" every command's key is tried by. */
let otherOwner: Person & { id: string };
let db: Knex;
/** An open till of this file's own, for cash sales. */
let till: number;

beforeAll(async () => {
	const { admin, staff } = stackInfo();
	owner = { caller: callerWithToken(admin.token), token: admin.token };
	const clerkToken = (await signIn(staff.email, staff.password)).access_token;
	clerk = { caller: callerWithToken(clerkToken), token: clerkToken };
	const other = await newAdministrator(owner.caller, 'other-owner');
	const otherToken = (await signIn(other.email, other.password)).access_token;
	otherOwner = { caller: callerWithToken(otherToken), token: otherToken, id: other.id };
	db = openTestDb();
	till = await openTestTill(owner.caller);
});
afterAll(async () => {
	// An administrator holds one of Directus Core's 3 seats, and later files share the server.
	expect((await owner.caller.request('DELETE', `/users/${otherOwner.id}`)).status).toBe(204);
	await db.destroy();
});

interface CommandRequest {
	path: string;
	body: Record<string, unknown>;
}

interface KeyedCommand {
	name: string;
	/** Who gives it. */
	by: () => Person;
	/** Makes what the command acts on (written before the books are read), and answers the request. */
	prepare: () => Promise<CommandRequest>;
	/** The same command asking for something else. */
	changed: (body: Record<string, unknown>) => Record<string, unknown>;
	/** What one run of it records, from its answer: the rows and sums of `books()` it changes. */
	records: (data: any) => Record<string, number>;
	/** The answer given again, from the first (checkout says `repeated: true`). */
	replayed?: (data: any) => unknown;
}

const ok = (answer: Answer) => {
	expect(answer.status, JSON.stringify(answer.body)).toBe(200);
	return answer.body.data;
};

/** A checkout of the file's till, as the clerk sends it; answers the order. */
const sale = async (body: Record<string, unknown>) =>
	ok(await clerk.caller.request('POST', '/deckhand/checkout', { till, channel: 'counter', ...body }));

const COMMANDS: KeyedCommand[] = [
	{
		name: 'a checkout',
		by: () => clerk,
		prepare: async () => {
			const { sku } = await createSku(owner.caller, { price: 1_000, stock: 5 });
			// 2 copies at 10.00 with tax: 21.65; 25.00 tendered, 3.35 back.
			return {
				path: '/deckhand/checkout',
				body: {
					till,
					channel: 'counter',
					lines: [{ sku, quantity: 2 }],
					payments: [{ method: 'cash', amount: 2_500 }],
					complete: true,
				},
			};
		},
		changed: (body) => ({ ...body, lines: [{ ...(body['lines'] as object[])[0], quantity: 1 }] }),
		records: () => ({
			orders: 1,
			order_lines: 1,
			order_events: 1,
			order_payments: 1,
			stock_movements: 1,
			cash_movements: 2,
			'stock on hand': -2,
			'cash in tills': 2_165,
			card_day_sales: 1,
			'units in the sales summary': 2,
			'revenue in the sales summary': 2_000,
		}),
		replayed: (data) => ({ ...data, repeated: true }),
	},
	{
		name: 'an order marked paid',
		by: () => clerk,
		prepare: async () => {
			const { sku } = await createSku(owner.caller, { price: 1_000, stock: 5 });
			const order = await sale({ channel: 'online', lines: [{ sku, quantity: 1 }] });
			return {
				path: `/deckhand/orders/${order.id}/transition`,
				body: { to: 'paid', payments: [{ method: 'card', amount: 1_083 }] },
			};
		},
		changed: (body) => ({ ...body, note: 'Paid on the phone' }),
		// Paid, the order is a sale: its line joins the sales summary.
		records: () => ({
			order_payments: 1,
			order_events: 1,
			card_day_sales: 1,
			'units in the sales summary': 1,
			'revenue in the sales summary': 1_000,
		}),
	},
	{
		name: 'a refund',
		by: () => owner,
		prepare: async () => {
			const { sku } = await createSku(owner.caller, { price: 1_000, stock: 5 });
			const order = await sale({
				lines: [{ sku, quantity: 1 }],
				payments: [{ method: 'card', amount: 1_083 }],
				complete: true,
			});
			return { path: `/deckhand/orders/${order.id}/transition`, body: { to: 'refunded', restock: true } };
		},
		changed: (body) => ({ ...body, restock: false }),
		// The card payment paid back (a negative row), the copy back on the shelf, the sale out of the sales summary.
		records: () => ({
			order_payments: 1,
			order_events: 1,
			stock_movements: 1,
			'stock on hand': 1,
			'copies refunded': 1,
			card_day_sales: -1,
			'units in the sales summary': -1,
			'revenue in the sales summary': -1_000,
		}),
	},
	{
		name: 'a refund of some copies',
		by: () => owner,
		prepare: async () => {
			const { sku } = await createSku(owner.caller, { price: 1_000, stock: 5 });
			const order = await sale({
				lines: [{ sku, quantity: 2 }],
				payments: [{ method: 'card', amount: 2_165 }],
				complete: true,
			});
			return {
				path: `/deckhand/orders/${order.id}/refund`,
				body: { to: 'tenders', lines: [{ line: order.lines[0].id, quantity: 1, restock: true }] },
			};
		},
		changed: (body) => ({ ...body, note: 'Second thoughts' }),
		// One copy of two paid back by card and back on the shelf; the sale stays in the sales summary.
		records: () => ({
			order_payments: 1,
			order_events: 1,
			stock_movements: 1,
			'stock on hand': 1,
			'copies refunded': 1,
		}),
	},
	{
		name: 'a buylist completed',
		by: () => clerk,
		prepare: async () => {
			const { sku } = await createSku(owner.caller, { price: 1_000, stock: 1 });
			const buylist = await newBuylist(clerk.caller, await newCustomer(owner.caller));
			await addLine(clerk.caller, buylist.id, { sku, quantity: 2 });
			return { path: `/deckhand/buylists/${buylist.id}/transition`, body: { to: 'completed', payout: 'credit' } };
		},
		changed: (body) => ({ ...body, note: 'Counter trade' }),
		records: (view) => ({
			stock_movements: 1,
			'stock on hand': 2,
			credit_ledger: 1,
			'credit balance': view.total_credit,
			// Completed from draft in one step: offered, accepted and completed, written once.
			buylist_events: 3,
		}),
	},
	{
		name: 'a stock adjustment',
		by: () => clerk,
		prepare: async () => ({
			path: '/deckhand/stock/adjust',
			body: { sku: (await createSku(owner.caller, { stock: 2 })).sku, delta: 3, reason: 'count' },
		}),
		changed: (body) => ({ ...body, delta: 4 }),
		records: () => ({ stock_movements: 1, 'stock on hand': 3 }),
	},
	{
		name: 'a regrade',
		by: () => clerk,
		prepare: async () => ({
			path: '/deckhand/stock/regrade',
			body: {
				sku: (await createSku(owner.caller, { stock: 3 })).sku,
				quantity: 1,
				to: { condition: 'LP' },
				note: 'Graded again',
			},
		}),
		changed: (body) => ({ ...body, quantity: 2 }),
		// One LP SKU made, one copy out of the NM SKU and into it.
		records: () => ({ skus: 1, stock_movements: 2 }),
	},
	{
		name: 'a store-credit adjustment',
		by: () => owner,
		prepare: async () => ({
			path: '/deckhand/credit/adjust',
			body: { customer: await newCustomer(owner.caller), amount: 500, note: 'Goodwill' },
		}),
		changed: (body) => ({ ...body, amount: 600 }),
		records: () => ({ credit_ledger: 1, 'credit balance': 500 }),
	},
	{
		name: 'a reprice by percent',
		by: () => owner,
		prepare: async () => ({
			path: '/deckhand/prices/reprice',
			body: {
				selection: { skus: [(await createSku(owner.caller, { price: 1_000, stock: 1 })).sku] },
				rule: { kind: 'percent', percent: 10 },
				rounding: 'none',
				preview: false,
			},
		}),
		changed: (body) => ({ ...body, rule: { kind: 'percent', percent: 20 } }),
		// 10.00 up 10 % once: applied twice it would be 12.10, in two price changes.
		records: () => ({ price_changes: 1, 'prices of the SKUs': 100 }),
	},
	{
		name: 'cash paid into a till',
		by: () => clerk,
		prepare: async () => {
			const drawer = await createTill(owner.caller);
			const session = await openTill(owner.caller, drawer, 1_000);
			return {
				path: `/deckhand/tills/${drawer}/sessions/${session.id}/cash`,
				body: { kind: 'paid_in', amount: 500, reason: 'Change from the bank' },
			};
		},
		changed: (body) => ({ ...body, amount: 700 }),
		records: () => ({ cash_movements: 1, 'cash in tills': 500 }),
	},
	{
		name: 'a till opened',
		by: () => clerk,
		prepare: async () => ({
			path: `/deckhand/tills/${await createTill(owner.caller)}/open`,
			body: { float: 1_000 },
		}),
		changed: () => ({ float: 2_000 }),
		records: () => ({ till_sessions: 1, cash_movements: 1, 'cash in tills': 1_000, 'open tills': 1 }),
	},
	{
		name: 'a till closed',
		by: () => clerk,
		prepare: async () => {
			const drawer = await createTill(owner.caller);
			// Whoever opened a session closes it.
			const session = await openTill(clerk.caller, drawer, 1_000);
			return { path: `/deckhand/tills/${drawer}/sessions/${session.id}/close`, body: { counted: 1_000 } };
		},
		changed: (body) => ({ ...body, counted: 900 }),
		records: () => ({ 'open tills': -1 }),
	},
];

const commandNamed = (name: string) => COMMANDS.find((each) => each.name === name)!;

/** Everything the commands above write: the sale books (rows, stock, credit, cash, open tills), buylist events, SKUs and their prices with the price ledger. */
async function books(): Promise<Record<string, number>> {
	const count = async (table: string) => Number((await db(table).count({ n: '*' }).first())?.['n']);
	const prices = Number((await db('skus').sum({ total: 'price' }).first())?.['total'] ?? 0);
	return {
		...(await saleBooks(db)),
		buylist_events: await count('buylist_events'),
		skus: await count('skus'),
		'prices of the SKUs': prices,
		price_changes: await count('price_changes'),
	};
}

/** What moved between two readings of the books. */
function moved(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
	return Object.fromEntries(
		Object.entries(after).flatMap(([name, value]) =>
			value === before[name] ? [] : [[name, value - before[name]!]],
		),
	);
}

const send = (caller: Caller, request: CommandRequest, key: string | null) =>
	caller.request('POST', request.path, request.body, key === null ? {} : { 'idempotency-key': key });

/** Sends a request that must be refused, and checks the refusal and that the books did not move. */
async function expectRefused(caller: Caller, request: CommandRequest, key: string, status: number, code: string) {
	const before = await books();
	const answer = await send(caller, request, key);
	expect(answer.status, JSON.stringify(answer.body)).toBe(status);
	expect(firstError(answer.body).extensions).toMatchObject({ code, field: 'Idempotency-Key' });
	expect(answer.headers.get('idempotent-replayed')).toBeNull();
	expect(await books()).toEqual(before);
	return firstError(answer.body);
}

describe.each(COMMANDS)('$name with an Idempotency-Key', (command) => {
	const replayedAs = command.replayed ?? ((data: unknown) => data);

	it('is recorded once when sent twice, and answers the second time with the first answer, saying it is given again', async () => {
		const request = await command.prepare();
		const key = randomUUID();
		const before = await books();
		const first = await send(command.by().caller, request, key);
		const data = ok(first);
		expect(first.headers.get('idempotent-replayed')).toBeNull();
		expect(moved(before, await books())).toEqual(command.records(data));

		const again = await send(command.by().caller, request, key);
		expect(again.status, JSON.stringify(again.body)).toBe(200);
		expect(again.headers.get('idempotent-replayed')).toBe('true');
		expect(again.body).toEqual({ data: replayedAs(data) });
		expect(moved(before, await books())).toEqual(command.records(data));
	});

	it('is recorded once when 8 copies race each other, half to each instance: one runs, the others wait for it and answer what it answered', async () => {
		const request = await command.prepare();
		const key = randomUUID();
		const before = await books();
		const answers = await Promise.all(
			Array.from({ length: 8 }, (_, i) => send(command.by().caller.on(i), request, key)),
		);

		for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
		const ran = answers.filter((answer) => answer.headers.get('idempotent-replayed') === null);
		expect(ran).toHaveLength(1);
		const data = ran[0]!.body.data;
		for (const answer of answers.filter((each) => each !== ran[0]))
			expect(answer.body).toEqual({ data: replayedAs(data) });
		expect(moved(before, await books())).toEqual(command.records(data));
		expect(await findViolations(db)).toEqual({});
	});

	it('refuses its key sent by someone else, with another body or to another route, with IDEMPOTENCY_KEY_REUSED telling nothing of the first answer, and changes nothing', async () => {
		const request = await command.prepare();
		const key = randomUUID();
		const first = ok(await send(command.by().caller, request, key));

		const byOther = await expectRefused(otherOwner.caller, request, key, 422, 'IDEMPOTENCY_KEY_REUSED');
		expect(byOther.message).toBe(
			'This Idempotency-Key was sent before with another request. A new request needs a new Idempotency-Key; sending the same request again with it is safe.',
		);
		expect(byOther.message).not.toContain(String(first.id));
		await expectRefused(
			command.by().caller,
			{ ...request, body: command.changed(request.body) },
			key,
			422,
			'IDEMPOTENCY_KEY_REUSED',
		);
		// Another command the same person may give: a stock adjustment, or for one a till opened.
		const elsewhere = await (
			command.name === 'a stock adjustment' ? commandNamed('a till opened') : commandNamed('a stock adjustment')
		).prepare();
		await expectRefused(command.by().caller, elsewhere, key, 422, 'IDEMPOTENCY_KEY_REUSED');
	});

	it.each(MALFORMED_IDEMPOTENCY_KEYS)(
		'refuses a key $label with VALIDATION_FAILED naming the header and its bound, and changes nothing',
		async ({ value }) => {
			const request = await command.prepare();
			const before = await books();
			const answer = await sendRaw(stackInfo().url, command.by().token, {
				method: 'POST',
				path: request.path,
				body: {
					label: 'body',
					data: Buffer.from(JSON.stringify(request.body)),
					headers: { 'idempotency-key': value },
				},
			});
			expect(answer.status, answer.text).toBe(400);
			const refusal = firstError(JSON.parse(answer.text));
			expect(refusal.extensions).toEqual({
				code: 'VALIDATION_FAILED',
				field: 'Idempotency-Key',
				min: 1,
				max: 255,
			});
			expect(refusal.message).toContain(
				'Send 1 to 255 printable characters (a UUID, for instance) once per request, or no Idempotency-Key at all.',
			);
			expect(await books()).toEqual(before);
		},
	);
});

describe('the Idempotency-Key', () => {
	it('is optional: a command sent twice without one runs twice', async () => {
		const request = await commandNamed('a stock adjustment').prepare();
		const before = await books();
		ok(await send(clerk.caller, request, null));
		ok(await send(clerk.caller, request, null));
		expect(moved(before, await books())).toEqual({ stock_movements: 2, 'stock on hand': 6 });
	});

	it('stays free when its command is refused: the same request sent again with it runs once it can', async () => {
		const { sku } = await createSku(owner.caller, { stock: 2 });
		const takeThree = { path: '/deckhand/stock/adjust', body: { sku, delta: -3, reason: 'damage' } };
		const key = randomUUID();
		const refused = await send(clerk.caller, takeThree, key);
		expect([refused.status, firstError(refused.body).extensions.code]).toEqual([409, 'OUT_OF_STOCK']);
		ok(
			await send(
				clerk.caller,
				{ path: '/deckhand/stock/adjust', body: { sku, delta: 5, reason: 'count' } },
				null,
			),
		);

		const before = await books();
		const ran = await send(clerk.caller, takeThree, key);
		expect(ok(ran)).toMatchObject({ quantity: 4 });
		expect(ran.headers.get('idempotent-replayed')).toBeNull();
		expect(moved(before, await books())).toEqual({ stock_movements: 1, 'stock on hand': -3 });
	});

	it('and the sale key work together: a sale sent again as a new attempt (a new key) is still found by its sale key, and the first attempt’s key answers as recorded', async () => {
		const { sku } = await createSku(owner.caller, { price: 1_000, stock: 5 });
		const request = {
			path: '/deckhand/checkout',
			body: {
				till,
				channel: 'counter',
				sale_key: randomUUID(),
				lines: [{ sku, quantity: 1 }],
				payments: [{ method: 'card', amount: 1_083 }],
				complete: true,
			},
		};
		const [firstKey, secondKey] = [randomUUID(), randomUUID()];
		const before = await books();
		const first = ok(await send(clerk.caller, request, firstKey));

		const byItsSaleKey = await send(clerk.caller, request, secondKey);
		expect(byItsSaleKey.headers.get('idempotent-replayed')).toBeNull();
		expect(ok(byItsSaleKey)).toEqual({ ...first, repeated: true });
		const byTheFirstKey = await send(clerk.caller, request, firstKey);
		expect(byTheFirstKey.headers.get('idempotent-replayed')).toBe('true');
		expect(ok(byTheFirstKey)).toEqual({ ...first, repeated: true });
		expect(moved(before, await books())).toEqual({
			orders: 1,
			order_lines: 1,
			order_events: 1,
			order_payments: 1,
			stock_movements: 1,
			'stock on hand': -1,
			card_day_sales: 1,
			'units in the sales summary': 1,
			'revenue in the sales summary': 1_000,
		});
	});
});
