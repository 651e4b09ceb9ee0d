import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { callers, firstError, signIn, stackInfo, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { addLine, newBuylist, newCustomer, transition } from '../harness/buylists.ts';
import { databaseDigest } from '../harness/database-digest.ts';
import { createSku } from '../harness/fixtures.ts';
import { faultOf, sendRaw } from '../harness/hostile-send.ts';
import { PAYLOAD_ROUTES } from '../harness/hostile-payload-routes.ts';
import type { PayloadShop, Role } from '../harness/hostile-payload-types.ts';
import { payloadShop } from '../harness/hostile-payload-shop.ts';
import { hostilePayloads, pathOf, payloadRequest } from '../harness/hostile-payloads.ts';
import { uploaders } from '../harness/imports.ts';
import { createTill, openTill } from '../harness/tills.ts';

/**
 * Every extension command's valid request, broken one field at a time (`hostile-payloads.ts`:
 * missing and extra fields, wrong types, numbers out of bounds, 1 MB of text, unicode edge cases,
 * ids of other records, injection strings, duplicated lines), sent as a visitor, a clerk and the
 * owner: each answer is a named 4xx, not one row of the database changes, and the valid request
 * itself is then accepted (so the payloads were each one mistake away from a write).
 */
let db: Knex;
let admin: Caller;
let staff: Caller;
let tokens: Record<Role, string | null>;
let shop: PayloadShop;

const ROLES: Role[] = ['anonymous', 'staff', 'admin'];
const ping = () => fetch(`${stackInfo().url}/server/ping`).then((response) => response.text());

beforeAll(async () => {
	db = openTestDb();
	({ admin, staff } = await callers());
	const { staff: clerk } = stackInfo();
	tokens = {
		anonymous: null,
		staff: (await signIn(clerk.email, clerk.password)).access_token,
		admin: stackInfo().admin.token,
	};
	shop = await payloadShop(admin, db, (await uploaders()).owner, clerk.password);
});

afterAll(async () => {
	await db.destroy();
});

describe.each(PAYLOAD_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
	it('refuses every malformed payload with a named 4xx, and not one row changes', async () => {
		const before = await databaseDigest(db);
		const faults: string[] = [];
		for (const role of route.roles ?? ROLES)
			for (const payload of hostilePayloads(route, shop)) {
				const answer = await sendRaw(stackInfo().url, tokens[role], payloadRequest(route, payload));
				const fault = faultOf(answer);
				if (fault)
					faults.push(
						`${role}, ${payload.category}, ${payload.label}: ${fault} (${answer.status} ${answer.text.slice(0, 200)})`,
					);
			}
		expect(faults).toEqual([]);
		expect(await databaseDigest(db)).toEqual(before);
		expect(await ping()).toBe('pong');
	});

	it.runIf(route.validAs !== null)('accepts the valid request the payloads were made from', async () => {
		const { params, body } = route.valid(shop);
		const answer = await sendRaw(stackInfo().url, tokens[route.validAs!], {
			method: route.method,
			path: pathOf(route, params),
			body: { label: 'valid', data: Buffer.from(JSON.stringify(body)) },
		});
		expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(300);
	});
});

describe('concurrent duplicates, half to each instance', () => {
	const atOnce = (count: number, send: (instance: number) => Promise<{ status: number; text: string }>) =>
		Promise.all(Array.from({ length: count }, (_, i) => send(i)));

	it('refuses the same malformed payload sent eight times at once, each time, and writes nothing', async () => {
		const { instances } = stackInfo();
		const before = await databaseDigest(db);
		const picked = PAYLOAD_ROUTES.flatMap((route) =>
			hostilePayloads(route, shop)
				.filter((payload) => ['duplicated lines', 'other ids', 'numbers'].includes(payload.category))
				.slice(0, 2)
				.map((payload) => ({ route, payload })),
		);
		const faults: string[] = [];
		for (const { route, payload } of picked) {
			const answers = await atOnce(8, (i) =>
				sendRaw(instances[i % instances.length]!, tokens.admin, payloadRequest(route, payload)),
			);
			for (const answer of answers) {
				const fault = faultOf(answer);
				if (fault)
					faults.push(
						`${route.path} ${payload.label}: ${fault} (${answer.status} ${answer.text.slice(0, 160)})`,
					);
			}
		}
		expect(faults).toEqual([]);
		expect(await databaseDigest(db)).toEqual(before);
	});

	it('completes one buylist once when two clerks complete it at once: one INVALID_TRANSITION, its copies and credit counted once', async () => {
		const customer = await newCustomer(admin);
		const { sku } = await createSku(admin, { price: 1_000 });
		const buylist = (await newBuylist(staff, customer)).id;
		await addLine(staff, buylist, { sku, quantity: 2 });
		const answers = await Promise.all(
			[0, 1].map((i) => transition(staff.on(i), buylist, { to: 'completed', payout: 'credit' })),
		);
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
		expect(firstError(answers.find((answer) => answer.status === 409)!.body).extensions).toMatchObject({
			code: 'INVALID_TRANSITION',
			buylist,
			to: 'completed',
		});
		expect((await db('skus').where('id', sku).first('quantity')).quantity).toBe(2);
		expect(Number((await db('stock_movements').where('buylist', buylist).count({ n: '*' }).first())?.['n'])).toBe(
			1,
		);
		expect(Number((await db('credit_ledger').where('buylist', buylist).count({ n: '*' }).first())?.['n'])).toBe(1);
		expect(await findViolations(db)).toEqual({});
	});

	it('closes one till session once when it is counted twice at once: one TILL_NOT_OPEN, one count recorded', async () => {
		const till = await createTill(admin);
		const session = (await openTill(staff, till, 2_000)).id;
		const close = (i: number) =>
			staff.on(i).request('POST', `/deckhand/tills/${till}/sessions/${session}/close`, { counted: 2_000 });
		const answers = await Promise.all([0, 1].map(close));
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
		expect(firstError(answers.find((answer) => answer.status === 409)!.body).extensions).toMatchObject({
			code: 'TILL_NOT_OPEN',
			till,
			session,
		});
		expect(await db('till_sessions').where('id', session).first('status', 'counted_cash')).toMatchObject({
			status: 'closed',
			counted_cash: 2_000,
		});
		expect(await findViolations(db)).toEqual({});
	});
});
