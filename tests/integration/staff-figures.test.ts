import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, type Caller } from '../harness/api.ts';
import { openShop } from '../harness/shop.ts';

/*
 * Whether staff see the shop's money figures on Home (`shop_settings.staff_see_figures`): the
 * KPIs and charts (sales, store credit owed, the stock's worth) answer a clerk the period and no
 * figure unless the owner lets staff see them, off by default; the work queues answer everyone.
 * Only the owner changes it.
 */

let admin: Caller;
let staff: Caller;
let db: Knex;

const SETTINGS = '/items/shop_settings';
const FIGURES = ['/deckhand/reports/kpis?period=7d', '/deckhand/reports/charts?period=7d&grain=day'];
const seeFigures = async () => (await admin.get(`${SETTINGS}?fields=staff_see_figures`)).body.data.staff_see_figures;
const letStaffSee = async (on: boolean) =>
	expect((await admin.request('PATCH', SETTINGS, { staff_see_figures: on })).status).toBe(200);

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
});
afterAll(async () => {
	// Other files read the default: the figures are the owner's.
	await letStaffSee(false);
	await db.destroy();
});

describe('staff see the money figures on Home only when the owner lets them', () => {
	it('is off in a new shop', async () => {
		expect(await seeFigures()).toBe(false);
	});

	it.each(FIGURES)(
		'answers a clerk %s with the period and not one figure while it is off; the owner all of them',
		async (path) => {
			const clerk = await staff.get(path);
			expect(clerk.status).toBe(200);
			expect(clerk.body.data).toEqual({
				period: expect.any(Object),
				previous: expect.any(Object),
				time_zone: expect.any(String),
				withheld: 'staff_see_figures',
			});
			const owner = await admin.get(path);
			expect(owner.status).toBe(200);
			expect(owner.body.data).not.toHaveProperty('withheld');
			expect(owner.body.data.period).toEqual(clerk.body.data.period);
		},
	);

	it("still reads a clerk's period and refuses a bad one by name", async () => {
		const response = await staff.get('/deckhand/reports/kpis?period=year');
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'period' });
	});

	it('still gives a clerk the work queues, which hold no money', async () => {
		const queues = await staff.get('/deckhand/reports/work-queues');
		expect(queues.status).toBe(200);
		expect(queues.body.data).toHaveProperty('low_stock_skus');
	});

	it('answers a clerk the figures, without costs, once the owner lets staff see them; and withholds them again once off', async () => {
		await letStaffSee(true);
		const kpis = await staff.get(FIGURES[0]!);
		expect(kpis.status).toBe(200);
		expect(kpis.body.data).not.toHaveProperty('withheld');
		expect(kpis.body.data.current).toHaveProperty('sales');
		expect(kpis.body.data.stock).toHaveProperty('retail_value');
		expect(JSON.stringify(kpis.body)).not.toMatch(/"(cost_of_sales|gross_margin|cost_value)"/);
		const charts = await staff.get(FIGURES[1]!);
		expect(charts.body.data).toHaveProperty('sales_by_game');
		await letStaffSee(false);
		expect((await staff.get(FIGURES[0]!)).body.data).toMatchObject({ withheld: 'staff_see_figures' });
	});

	it('is the owner’s to change: a clerk is refused by REST and GraphQL, and the setting stays as it was', async () => {
		const rest = await staff.request('PATCH', SETTINGS, { staff_see_figures: true });
		expect(rest.status).toBe(403);
		expect(firstError(rest.body).extensions).toMatchObject({ code: 'FORBIDDEN' });
		const graphql = await staff.request('POST', '/graphql', {
			query: 'mutation { update_shop_settings(data: { staff_see_figures: true }) { staff_see_figures } }',
		});
		expect(graphql.body.errors?.length).toBeGreaterThan(0);
		expect(await seeFigures()).toBe(false);
		expect((await staff.get(FIGURES[0]!)).body.data).toMatchObject({ withheld: 'staff_see_figures' });
	});

	it.each([['yes'], [1], [null]])(
		'refuses %j as the owner, naming the field, with nothing changed',
		async (value) => {
			const response = await admin.request('PATCH', SETTINGS, { staff_see_figures: value });
			expect(response.status, JSON.stringify(response.body)).toBe(400);
			expect(firstError(response.body).extensions).toMatchObject({
				code: 'VALIDATION_FAILED',
				field: 'staff_see_figures',
			});
			expect(await seeFigures()).toBe(false);
		},
	);
});
