import type { Knex } from 'knex';
import { callers, type Caller } from './api.ts';
import { openTestDb } from './books.ts';

/** What most files start with: the owner and a clerk signed in, and the test database open (the file closes it). */
export async function openShop(): Promise<{ admin: Caller; staff: Caller; db: Knex }> {
	const { admin, staff } = await callers();
	return { admin, staff, db: openTestDb() };
}
