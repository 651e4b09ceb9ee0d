import type { Knex } from 'knex';
import { afterAll, beforeAll } from 'vitest';
import { callers, type Caller } from './api.ts';
import { openTestDb } from './books.ts';

/** What most files start with: the owner and a clerk signed in, and the test database open (the file closes it). */
export async function openShop(): Promise<{ admin: Caller; staff: Caller; db: Knex }> {
	const { admin, staff } = await callers();
	return { admin, staff, db: openTestDb() };
}

/**
 * Sets some of the shop's settings and answers a function that puts back what they were: a file that
 * changes the staff limits calls it in `beforeAll` and the answer in `afterAll`.
 */
export async function changeSettings(
	admin: Caller,
	settings: Record<string, unknown>,
): Promise<() => Promise<unknown>> {
	const before = await admin.ok('GET', `/items/shop_settings?fields=${Object.keys(settings).join(',')}`);
	await admin.ok('PATCH', '/items/shop_settings', settings);
	return () => admin.ok('PATCH', '/items/shop_settings', before);
}

/**
 * A file's shop with the staff buylist limit set and no daily limit per clerk: opened before the
 * file's tests (the answer's fields are filled then), the settings put back and the database
 * closed after them.
 */
export function shopWithStaffLimit(limit: number): { admin: Caller; staff: Caller; db: Knex } {
	const shop = {} as { admin: Caller; staff: Caller; db: Knex };
	let putBack: () => Promise<unknown> = async () => undefined;
	beforeAll(async () => {
		Object.assign(shop, await openShop());
		putBack = await changeSettings(shop.admin, { staff_buylist_limit: limit, staff_daily_buy_limit: null });
	});
	afterAll(async () => {
		await putBack();
		await shop.db.destroy();
	});
	return shop;
}
