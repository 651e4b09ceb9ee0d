import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, type Caller } from '../harness/api.ts';
import { openStoreCredit, saleBooks } from '../harness/books.ts';
import { createSku } from '../harness/fixtures.ts';
import { openShop } from '../harness/shop.ts';

let admin: Caller;
let staff: Caller;
let db: Knex;
let original: Record<string, unknown>;

const SETTINGS = '/items/shop_settings';
const settingsNow = async () => (await admin.get(SETTINGS)).body.data;
const graphql = (caller: Caller, query: string) => caller.request('POST', '/graphql', { query });

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
	original = await settingsNow();
});
afterAll(async () => {
	// Other files work their figures out from the default settings.
	const { id: _id, ...values } = original;
	expect((await admin.request('PATCH', SETTINGS, values)).status).toBe(200);
	await db.destroy();
});

describe('shop settings: every bound refused through the items API, as the owner, with the field and the bound named', () => {
	it.each([
		[{ tax_rate_bp: 3_001 }, 'tax_rate_bp', '0 to 3000'],
		[{ tax_rate_bp: -1 }, 'tax_rate_bp', '0 to 3000'],
		[{ tax_rate_bp: 825.5 }, 'tax_rate_bp', 'whole number'],
		[{ currency: 'ABC' }, 'currency', 'ISO 4217'],
		[{ currency: 'usd' }, 'currency', 'ISO 4217'],
		[{ buylist_cash_percent: 70 }, 'buylist_credit_percent', 'at least the buylist cash %'],
		[{ buylist_credit_percent: 101 }, 'buylist_credit_percent', '0 to 100'],
		[{ condition_mp_percent: 90 }, 'condition_mp_percent', 'must not exceed LP'],
		[{ condition_dmg_percent: -1 }, 'condition_dmg_percent', '0 to 100'],
		[{ low_stock_threshold: 10_001 }, 'low_stock_threshold', '0 to 10000'],
		[{ staff_discount_cap_percent: 101 }, 'staff_discount_cap_percent', '0 to 100'],
		[{ staff_buylist_limit: 10_000_001 }, 'staff_buylist_limit', '0 to 10000000'],
		[{ staff_daily_buy_limit: 10_000_001 }, 'staff_daily_buy_limit', '0 to 10000000'],
		[{ staff_daily_buy_limit: -1 }, 'staff_daily_buy_limit', '0 to 10000000'],
		[{ staff_daily_buy_limit: 150.5 }, 'staff_daily_buy_limit', 'whole number'],
		[{ staff_refund_limit: 10_000_001 }, 'staff_refund_limit', '0 to 10000000'],
		[{ staff_refund_limit: -1 }, 'staff_refund_limit', '0 to 10000000'],
		[{ backup_interval_minutes: 4 }, 'backup_interval_minutes', '5 to 1440'],
		[{ backup_interval_minutes: 1_441 }, 'backup_interval_minutes', '5 to 1440'],
		[{ backup_interval_minutes: 7.5 }, 'backup_interval_minutes', 'whole number'],
		[{ backup_keep_hourly: -1 }, 'backup_keep_hourly', '0 to 1000'],
		[{ backup_keep_daily: 1_001 }, 'backup_keep_daily', '0 to 1000'],
		[{ backup_keep_monthly: 'many' }, 'backup_keep_monthly', 'whole number'],
		[{ credit_share_percent: 101 }, 'credit_share_percent', '0 to 100'],
		[{ credit_share_percent: -5 }, 'credit_share_percent', '0 to 100'],
		[{ address: 'x'.repeat(301) }, 'address', 'at most 300'],
		[{ receipt_header: 'x'.repeat(501) }, 'receipt_header', 'at most 500'],
		[{ receipt_footer: 'x'.repeat(501) }, 'receipt_footer', 'at most 500'],
		[{ time_zone: 'Europe/Atlantis' }, 'time_zone', 'such as Europe/Berlin'],
		[{ time_zone: 'europe/berlin' }, 'time_zone', 'such as Europe/Berlin'],
		[{ time_zone: '+01:00' }, 'time_zone', 'such as Europe/Berlin'],
		[{ time_zone: null }, 'time_zone', 'such as Europe/Berlin'],
	])('refuses %j', async (payload, field, bound) => {
		const before = await settingsNow();
		const response = await admin.request('PATCH', SETTINGS, payload);
		expect(response.status, JSON.stringify(response.body)).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		expect(firstError(response.body).message).toContain(bound);
		expect(await settingsNow()).toEqual(before);
	});

	it('refuses a bound through GraphQL too, changing nothing', async () => {
		const before = await settingsNow();
		const response = await graphql(
			admin,
			'mutation { update_shop_settings(data: { tax_rate_bp: 5000 }) { tax_rate_bp } }',
		);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'tax_rate_bp' });
		expect(await settingsNow()).toEqual(before);
	});

	it('takes values at their bounds', async () => {
		const response = await admin.request('PATCH', SETTINGS, {
			tax_rate_bp: 3_000,
			credit_share_percent: 0,
			currency: 'EUR',
			receipt_footer: 'x'.repeat(500),
			time_zone: 'America/Argentina/Buenos_Aires',
			backup_interval_minutes: 5,
			backup_keep_hourly: 0,
			backup_keep_monthly: 1_000,
		});
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		// Empty again: the installation's own backup settings.
		expect((await admin.request('PATCH', SETTINGS, { backup_interval_minutes: null })).status).toBe(200);
		const { id: _id, ...values } = original;
		expect((await admin.request('PATCH', SETTINGS, values)).status).toBe(200);
	});
});

describe('staff read the shop settings but never write them', () => {
	it('lets staff read them (the till needs the tax rate)', async () => {
		const response = await staff.get(`${SETTINGS}?fields=tax_rate_bp,credit_share_percent`);
		expect(response.status).toBe(200);
		expect(response.body.data).toEqual({
			tax_rate_bp: original['tax_rate_bp'],
			credit_share_percent: original['credit_share_percent'],
		});
	});

	it('refuses staff writing them through the items API and GraphQL, changing nothing', async () => {
		const before = await settingsNow();
		expect((await staff.request('PATCH', SETTINGS, { tax_rate_bp: 0 })).status).toBe(403);
		const viaGraphql = await graphql(
			staff,
			'mutation { update_shop_settings(data: { tax_rate_bp: 0 }) { tax_rate_bp } }',
		);
		expect(viaGraphql.body.errors?.length).toBeGreaterThan(0);
		expect(await settingsNow()).toEqual(before);
	});

	it('refuses staff changing the backup settings, changing nothing', async () => {
		const before = await settingsNow();
		const refused = await staff.request('PATCH', SETTINGS, { backup_interval_minutes: 5, backup_keep_daily: 0 });
		expect(refused.status).toBe(403);
		expect(firstError(refused.body).extensions).toMatchObject({ code: 'FORBIDDEN' });
		expect(await settingsNow()).toEqual(before);
	});

	it("refuses staff changing the shop's name, logo or colour (Directus settings)", async () => {
		const before = (await admin.get('/settings?fields=project_name,project_color')).body.data;
		expect((await staff.request('PATCH', '/settings', { project_name: 'Taken over' })).status).toBe(403);
		expect((await admin.get('/settings?fields=project_name,project_color')).body.data).toEqual(before);
	});

	it.each([
		[{ project_name: '' }, 'project_name', '1 to 100'],
		[{ project_name: 'x'.repeat(101) }, 'project_name', '1 to 100'],
		[{ project_color: 'teal' }, 'project_color', 'six hexadecimal digits'],
	])("refuses the owner's %j for the shop's name or colour, changing nothing", async (payload, field, bound) => {
		const before = (await admin.get('/settings?fields=project_name,project_color')).body.data;
		const response = await admin.request('PATCH', '/settings', payload);
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		expect(firstError(response.body).message).toContain(bound);
		expect((await admin.get('/settings?fields=project_name,project_color')).body.data).toEqual(before);
	});

	it("shows the owner's new shop name to everyone, signed in or not, at once", async () => {
		expect((await admin.request('PATCH', '/settings', { project_name: 'Harbour Cards' })).status).toBe(200);
		const info = await staff.get('/server/info');
		expect(info.body.data.project.project_name).toBe('Harbour Cards');
		expect((await admin.request('PATCH', '/settings', { project_name: 'Deckhand' })).status).toBe(200);
	});
});

describe('checkout follows the settings', () => {
	it('uses a tax rate changed a moment ago', async () => {
		expect((await admin.request('PATCH', SETTINGS, { tax_rate_bp: 1_000 })).status).toBe(200);
		const { sku } = await createSku(admin, { price: 2_000, stock: 1 });
		const response = await staff.request('POST', '/deckhand/checkout', {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'card', amount: 2_200 }],
			complete: true,
		});
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		// 20.00 at 10 % is 2.00 tax, not the 1.65 of the 8.25 % before.
		expect(response.body.data).toMatchObject({ subtotal: 2_000, tax: 200, total: 2_200 });
		expect((await admin.request('PATCH', SETTINGS, { tax_rate_bp: original['tax_rate_bp'] })).status).toBe(200);
	});

	describe('store credit pays at most the shop’s share of a sale', () => {
		let customer: number;
		let sku: number;
		beforeAll(async () => {
			expect((await admin.request('PATCH', SETTINGS, { credit_share_percent: 50, tax_rate_bp: 0 })).status).toBe(
				200,
			);
			customer = (await admin.ok('POST', '/items/customers', { name: `Credit share ${Date.now()}` })).id;
			await openStoreCredit(db, customer, 10_000);
			({ sku } = await createSku(admin, { price: 1_001, stock: 5 }));
		});
		afterAll(async () => {
			expect(
				(
					await admin.request('PATCH', SETTINGS, {
						credit_share_percent: original['credit_share_percent'],
						tax_rate_bp: original['tax_rate_bp'],
					})
				).status,
			).toBe(200);
		});

		it('refuses a cent of credit over the share at checkout, naming the share, changing nothing', async () => {
			const before = await saleBooks(db);
			const body = {
				channel: 'counter',
				customer,
				lines: [{ sku, quantity: 1 }],
				payments: [
					{ method: 'credit', amount: 501 },
					{ method: 'card', amount: 500 },
				],
				complete: true,
			};
			const response = await staff.request('POST', '/deckhand/checkout', body);
			expect(response.status, JSON.stringify(response.body)).toBe(409);
			expect(firstError(response.body).extensions).toMatchObject({
				code: 'INSUFFICIENT_CREDIT',
				field: 'payments',
				max: 500,
				cap_percent: 50,
			});
			expect(firstError(response.body).message).toBe(
				'Store credit may pay at most 50 % of a sale ($5.00 of $10.01), not $5.01; take the rest by cash or card.',
			);
			expect(await saleBooks(db)).toEqual(before);
		});

		it('takes credit up to the share', async () => {
			const body = {
				channel: 'counter',
				customer,
				lines: [{ sku, quantity: 1 }],
				payments: [
					{ method: 'credit', amount: 500 },
					{ method: 'card', amount: 501 },
				],
				complete: true,
			};
			const response = await staff.request('POST', '/deckhand/checkout', body);
			expect(response.status, JSON.stringify(response.body)).toBe(200);
			expect(response.body.data).toMatchObject({ credit_applied: 500, status: 'completed' });
		});

		it('counts credit already applied when an open order is paid later', async () => {
			const open = await staff.request('POST', '/deckhand/checkout', {
				channel: 'phone',
				customer,
				lines: [{ sku, quantity: 1 }],
				payments: [{ method: 'credit', amount: 400 }],
				complete: false,
			});
			expect(open.status, JSON.stringify(open.body)).toBe(200);
			const before = await saleBooks(db);
			const paying = await staff.request('POST', `/deckhand/orders/${open.body.data.id}/transition`, {
				to: 'paid',
				payments: [
					{ method: 'credit', amount: 101 },
					{ method: 'card', amount: 500 },
				],
			});
			expect(paying.status, JSON.stringify(paying.body)).toBe(409);
			expect(firstError(paying.body).extensions).toMatchObject({
				code: 'INSUFFICIENT_CREDIT',
				field: 'payments',
				max: 500,
				cap_percent: 50,
			});
			expect(await saleBooks(db)).toEqual(before);
		});
	});
});
