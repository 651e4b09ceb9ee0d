import { beforeAll, describe, expect, it } from 'vitest';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { createSku } from '../harness/fixtures.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
});

const runs = (caller: Caller, query = 'limit=100') => caller.get(`/deckhand/prices/runs?${query}`);
const rowOf = async (run: string) =>
	((await runs(admin)).body.data.rows as Array<{ run: string }>).find((row) => row.run === run) as any;

describe('GET /deckhand/prices/runs', () => {
	it('lists a reprice run and its undo, newest first: who, when, SKUs, retail value before and after, and which undid which', async () => {
		const me = (await admin.get('/users/me?fields=email')).body.data.email as string;
		const name = `Run list ${Date.now()}`;
		const a = await createSku(admin, { price: 1_000, stock: 2, name });
		const b = await createSku(admin, { price: 3_000, stock: 1, name });
		const applied = await admin.request('POST', '/deckhand/prices/reprice', {
			selection: { skus: [a.sku, b.sku] },
			rule: { kind: 'percent', percent: 10 },
			preview: false,
		});
		expect(applied.status, JSON.stringify(applied.body)).toBe(200);
		const run = applied.body.data.run as string;

		expect(await rowOf(run)).toMatchObject({
			kind: 'reprice',
			who: { email: me },
			skus: 2,
			retail: { before: 1_000 * 2 + 3_000, after: 1_100 * 2 + 3_300 },
			undone_by: null,
			undoes: null,
		});

		const undone = await admin.request('POST', '/deckhand/prices/undo-run', { run });
		expect(undone.status, JSON.stringify(undone.body)).toBe(200);
		const undo = undone.body.data.run as string;

		const page = await runs(admin, 'limit=1');
		expect(page.status).toBe(200);
		expect(page.body.data.total).toBeGreaterThanOrEqual(2);
		expect(page.body.data.rows).toHaveLength(1);
		expect(page.body.data.rows[0]).toMatchObject({
			run: undo,
			kind: 'undo',
			skus: 2,
			retail: { before: 5_500, after: 5_000 },
			undone_by: null,
			undoes: { run, who: { email: me } },
		});
		const taken = await rowOf(run);
		expect(taken.undone_by).toMatchObject({ run: undo, who: { email: me } });
		expect(Date.parse(taken.undone_by.date_created)).toBeGreaterThanOrEqual(Date.parse(taken.date_created));
		const second = (await runs(admin, 'limit=1&offset=1')).body.data.rows[0];
		expect(second.run).toBe(run);
	});

	it('is refused to a clerk and a visitor, before anything is read', async () => {
		const clerk = await runs(staff);
		expect(clerk.status).toBe(403);
		expect(firstError(clerk.body).extensions.code).toBe('FORBIDDEN');
		expect(clerk.body.data).toBeUndefined();
		const visitor = await runs(anonymous);
		expect([401, 403]).toContain(visitor.status);
		expect(visitor.body.data).toBeUndefined();
	});

	// A negative or non-numeric offset or limit Directus itself refuses first (INVALID_QUERY).
	it.each([
		['limit=0', 'limit', 1, 100],
		['limit=101', 'limit', 1, 100],
		['offset=1000001', 'offset', 0, 1_000_000],
	])('refuses %s naming the parameter and its bounds', async (query, field, min, max) => {
		const response = await runs(admin, query);
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field, min, max });
	});
});
