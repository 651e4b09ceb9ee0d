import { expect } from 'vitest';
import type { Knex } from 'knex';
import { callerAt, firstError, stackInfo } from './api.ts';
import { saleBooks } from './books.ts';

/** A "json" mode sign-in at one instance (the `n`th, counted round): its access and refresh tokens. */
export async function jsonSession(
	email: string,
	password: string,
	instance = 0,
): Promise<{ access_token: string; refresh_token: string }> {
	const { instances } = stackInfo();
	const response = await fetch(`${instances[instance % instances.length]}/auth/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email, password }),
	});
	expect(response.status).toBe(200);
	return (await response.json()).data;
}

const customers = async (db: Knex) => Number((await db('customers').count({ n: '*' }).first())?.['n']);

/**
 * The token is refused at once by every instance, with `code`: reading the catalogue or the
 * person, creating a customer, selling. And nothing was written: the books and the customers are
 * as they were.
 */
export async function expectTokenEnded(token: string, db: Knex, code = 'INVALID_CREDENTIALS'): Promise<void> {
	const before = { books: await saleBooks(db), customers: await customers(db) };
	for (const instance of stackInfo().instances) {
		const caller = callerAt(instance, token);
		const answers = [
			await caller.get('/items/skus?limit=1'),
			await caller.get('/users/me?fields=id,email'),
			await caller.request('POST', '/items/customers', { name: 'Should not exist' }),
			await caller.request('POST', '/deckhand/checkout', { channel: 'counter', lines: [] }),
		];
		for (const answer of answers) {
			expect(answer.status, `${instance} ${answer.route}`).toBe(401);
			expect(firstError(answer.body).extensions.code, `${instance} ${answer.route}`).toBe(code);
			expect(answer.body.data).toBeUndefined();
		}
	}
	expect({ books: await saleBooks(db), customers: await customers(db) }).toEqual(before);
}
