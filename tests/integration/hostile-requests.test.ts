import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, stackInfo } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { databaseDigest } from '../harness/database-digest.ts';
import { hostileRequests } from '../harness/hostile.ts';
import { HOSTILE_ROUTES } from '../harness/hostile-routes.ts';
import { faultOf, sendRaw } from '../harness/hostile-send.ts';

/**
 * Every route Deckhand serves or guards, sent at least 20 malformed paths, 20 malformed queries
 * and 20 malformed bodies, as a visitor, a clerk and the owner: each answer is a 4xx with an
 * error code and no database words, the server still answers its ping after each route, and
 * not one row of the database changed (`databaseDigest` after each route, against the one after
 * the route before: one digest per route).
 */
let db: Knex;
let tokens: Record<'anonymous' | 'staff' | 'admin', string | null>;
let before: Record<string, string>;

beforeAll(async () => {
	db = openTestDb();
	const { admin, staff } = stackInfo();
	tokens = { anonymous: null, staff: (await signIn(staff.email, staff.password)).access_token, admin: admin.token };
	before = await databaseDigest(db);
});

afterAll(async () => {
	await db.destroy();
});

const ping = () => fetch(`${stackInfo().url}/server/ping`).then((response) => response.text());

describe.each(HOSTILE_ROUTES)('$method $path', (route) => {
	const requests = hostileRequests(route);

	it('has at least 20 malformed paths, queries and bodies to send', () => {
		for (const kind of ['path', 'query', 'body'] as const)
			expect(requests.filter((request) => request.kind === kind).length, kind).toBeGreaterThanOrEqual(20);
	});

	it.each(['anonymous', 'staff', 'admin'] as const)(
		'answers each as %s with a named 4xx, and the server stays up',
		async (role) => {
			const faults: string[] = [];
			for (const request of requests) {
				const answer = await sendRaw(stackInfo().url, tokens[role], request);
				const fault = faultOf(answer);
				if (fault)
					faults.push(
						`${request.kind} ${request.label}: ${fault} (${answer.status} ${answer.text.slice(0, 160)})`,
					);
			}
			expect(faults).toEqual([]);
			expect(await ping()).toBe('pong');
		},
	);

	it('changes not one row of the database', async () => {
		const after = await databaseDigest(db);
		// The next route is held to this one's state, so a change is told once, for the route that made it.
		const expected = before;
		before = after;
		expect(after).toEqual(expected);
	});
});
