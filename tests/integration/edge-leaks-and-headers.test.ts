import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, firstError, stackInfo, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { createSku } from '../harness/fixtures.ts';
import { sessionCookie } from '../harness/pages.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;
let db: Knex;

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
	db = openTestDb();
});
afterAll(async () => {
	await db.destroy();
});

const NOTE_COLLECTIONS = ['cards', 'orders', 'buylists', 'customers'];
const countComments = async (onlyNotes: boolean) => {
	const query = db('directus_comments');
	if (onlyNotes) query.whereIn('collection', NOTE_COLLECTIONS);
	return Number((await query.count({ n: '*' }).first())?.['n']);
};

describe('the comment total told to staff', () => {
	beforeAll(async () => {
		// A note staff may read, and comments on rows they may not (a cost, a game's admin remark).
		const { card, sku } = await createSku(admin);
		expect(
			(
				await admin.request('POST', '/comments', {
					collection: 'cards',
					item: String(card),
					comment: 'Centring is off',
				})
			).status,
		).toBe(200);
		const cost = await admin.request('POST', '/items/sku_costs', { sku, unit_cost: 120 });
		expect(cost.status).toBe(200);
		expect(
			(
				await admin.request('POST', '/comments', {
					collection: 'sku_costs',
					item: String(cost.body.data.id),
					comment: 'Bought cheap at the fair',
				})
			).status,
		).toBe(200);
		expect(
			(
				await admin.request('POST', '/comments', {
					collection: 'games',
					item: '1',
					comment: 'Margins are thin here',
				})
			).status,
		).toBe(200);
		expect(await countComments(false)).toBeGreaterThan(await countComments(true));
	});

	it.each(['total_count', '*', 'total_count,filter_count'])(
		'counts only notes for staff with meta=%s, and every comment for the owner',
		async (meta) => {
			const [all, notes] = [await countComments(false), await countComments(true)];
			const clerk = await staff.get(`/comments?meta=${meta}&limit=1&fields=id`);
			expect(clerk.status).toBe(200);
			expect(clerk.body.meta.total_count).toBe(notes);
			if (meta !== 'total_count') expect(clerk.body.meta.filter_count).toBe(notes);
			const owner = await admin.get(`/comments?meta=${meta}&limit=1&fields=id`);
			expect(owner.body.meta.total_count).toBe(all);
			expect(await countComments(false)).toBe(all);
		},
	);

	it('counts only notes for staff in a SEARCH too, whatever its filter', async () => {
		const notes = await countComments(true);
		const search = await staff.request('SEARCH', '/comments', {
			query: { meta: ['total_count', 'filter_count'], filter: { collection: { _eq: 'sku_costs' } }, limit: 1 },
		});
		expect(search.status).toBe(200);
		expect(search.body).toMatchObject({ data: [], meta: { total_count: notes, filter_count: 0 } });
	});

	it('tells a visitor nothing', async () => {
		const visitor = await anonymous.get('/comments?meta=total_count');
		expect(visitor.status).toBe(401);
		expect(firstError(visitor.body).extensions.code).toBe('FORBIDDEN');
		expect(visitor.body.meta).toBeUndefined();
	});
});

describe('the headers of the dashboard under /app', () => {
	let asset: string;

	beforeAll(async () => {
		const html = await (await fetch(`${stackInfo().url}/app/`)).text();
		asset = /src="(\/app\/assets\/index-[\w-]+\.js)"/.exec(html)![1]!;
	});

	it('sends its own policy without unsafe-eval, nosniff and a same-origin referrer on pages, assets and refusals', async () => {
		const cookie = await sessionCookie(stackInfo().url, stackInfo().staff);
		const answers = [
			await fetch(`${stackInfo().url}/app/`),
			await fetch(`${stackInfo().url}/app/orders?status=paid`),
			await fetch(`${stackInfo().url}/app/catalog`, { headers: { cookie } }),
			await fetch(`${stackInfo().url}${asset}`, { headers: { 'accept-encoding': 'gzip' } }),
			await fetch(`${stackInfo().url}/app/assets/missing.js`),
			await fetch(`${stackInfo().url}/app/%ZZ`),
		];
		expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 404, 400]);
		for (const [index, answer] of answers.entries()) {
			const policy = answer.headers.get('content-security-policy') ?? '';
			// A page allows its own inline scripts by this answer's nonce (server-rendered-pages.test.ts); nothing else runs inline.
			expect(policy, answer.url).toMatch(
				index < 3 ? /script-src 'self' 'nonce-[\w+/=]{22,}';/ : /script-src 'self';/,
			);
			expect(policy, answer.url).not.toContain('unsafe-eval');
			expect(policy, answer.url).toContain("object-src 'none'");
			expect(policy, answer.url).toContain("frame-ancestors 'none'");
			expect(answer.headers.get('x-content-type-options'), answer.url).toBe('nosniff');
			expect(answer.headers.get('referrer-policy'), answer.url).toBe('same-origin');
		}
		expect(answers[3]!.headers.get('content-type')).toMatch(/javascript/);
	});

	it('leaves the Data Studio under /admin its own policy, which needs unsafe-eval', async () => {
		const studio = await fetch(`${stackInfo().url}/admin/`);
		expect(studio.headers.get('content-security-policy')).toContain("'unsafe-eval'");
	});
});
