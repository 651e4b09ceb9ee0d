import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, firstError, stackInfo, type Caller } from '../harness/api.ts';
import { openTestDb, saleBooks } from '../harness/books.ts';
import { refuseDeleting } from '../harness/db-faults.ts';
import { DATABASE_WORDS, sendRaw } from '../harness/hostile-send.ts';

/**
 * Malformed input is answered with a named 4xx and changes nothing; no request stops the server.
 * The examples of the issue, and many more of their kind (the whole class is in the hostile suite).
 */
let admin: Caller;
let staff: Caller;
let anonymous: Caller;
let db: Knex;
let tokens: Record<'anonymous' | 'staff' | 'admin', string | null>;

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
	db = openTestDb();
	const staffToken = (await fetch(`${stackInfo().url}/auth/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email: stackInfo().staff.email, password: stackInfo().staff.password }),
	}).then((response) => response.json())) as { data: { access_token: string } };
	tokens = { anonymous: null, staff: staffToken.data.access_token, admin: stackInfo().admin.token };
});
afterAll(async () => {
	await db.destroy();
});

const ping = () => fetch(`${stackInfo().url}/server/ping`).then((response) => response.text());
const codeOf = (text: string) =>
	(JSON.parse(text) as { errors: Array<{ extensions: { code: string; field?: string } }> }).errors[0]!.extensions;

describe('no request stops the server', () => {
	const MALFORMED_PAGES = [
		'/app/%',
		'/app/%ZZ',
		'/app/%E0%A4%A',
		'/app/assets/%',
		'/app/%C0%AE',
		'/app/inventory/%FF',
		'/app/%00',
		'/app/catalog?q=%',
		'/app/%2e%2e/%2e%2e/package.json',
	];

	it.each(['anonymous', 'staff', 'admin'] as const)(
		'answers GET /app/%% and its kind as %s with VALIDATION_FAILED, and still answers afterwards',
		async (role) => {
			for (const path of MALFORMED_PAGES) {
				const answer = await sendRaw(stackInfo().url, tokens[role], { method: 'GET', path });
				expect(answer.status, path).toBe(400);
				expect(codeOf(answer.text), path).toMatchObject({
					code: 'VALIDATION_FAILED',
					field: path.includes('?') ? 'query' : 'path',
				});
			}
			expect(await ping()).toBe('pong');
			expect((await fetch(`${stackInfo().url}/app/`)).status).toBe(200);
		},
	);

	it('refuses a clerk an order id that does not decode, and a visitor anything, changing nothing', async () => {
		const before = await saleBooks(db);
		for (const id of ['%', '%E0%A4%A', '%FF', '1%00']) {
			const clerk = await sendRaw(stackInfo().url, tokens.staff, {
				method: 'POST',
				path: `/deckhand/orders/${id}/transition`,
				body: { label: '', data: Buffer.from('{"to":"cancelled"}') },
			});
			expect(clerk.status, id).toBe(400);
			expect(codeOf(clerk.text), id).toMatchObject({ code: 'VALIDATION_FAILED', field: 'path' });
		}
		const visitor = await sendRaw(stackInfo().url, null, {
			method: 'POST',
			path: '/deckhand/orders/1/transition',
			body: { label: '', data: Buffer.from('{"to":"cancelled"}') },
		});
		expect(visitor.status).toBe(401);
		expect(await saleBooks(db)).toEqual(before);
		expect(await ping()).toBe('pong');
	});

	it('refuses an upload cut off inside the file (it made Directus exit) as a clerk and the owner, saving nothing', async () => {
		const files = async () => Number((await db('directus_files').count({ n: '*' }).first())?.['n']);
		const before = await files();
		const part =
			'--b\r\nContent-Disposition: form-data; name="file"; filename="card.png"\r\nContent-Type: image/png\r\n\r\n';
		for (const cut of [part, `${part}\x89PNG`, `${part}${'x'.repeat(200_000)}`, `${part}abc\r\n--b\r\n`]) {
			const body = {
				label: '',
				data: Buffer.from(cut, 'latin1'),
				headers: { 'content-type': 'multipart/form-data; boundary=b' },
			};
			for (const role of ['staff', 'admin'] as const) {
				const answer = await sendRaw(stackInfo().url, tokens[role], { method: 'POST', path: '/files', body });
				expect(answer.status).toBe(400);
				expect(codeOf(answer.text)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body' });
			}
			expect((await sendRaw(stackInfo().url, null, { method: 'POST', path: '/files', body })).status).toBe(401);
			expect(await ping()).toBe('pong');
		}
		expect(await files()).toBe(before);
	});
});

describe('malformed input gets a named 4xx', () => {
	const INHERITED = [
		'valueOf',
		'constructor',
		'__proto__',
		'toString',
		'hasOwnProperty',
		'isPrototypeOf',
		'propertyIsEnumerable',
		'toLocaleString',
		'__defineGetter__',
		'__lookupSetter__',
	];

	it.each(INHERITED)(
		'refuses inventory sort=%s (and descending) naming sort, to anyone: the query is read before who asks',
		async (name) => {
			for (const caller of [anonymous, staff, admin]) {
				for (const sort of [name, `-${name}`]) {
					const response = await caller.get(`/deckhand/inventory?sort=${encodeURIComponent(sort)}`);
					expect(response.status, sort).toBe(400);
					expect(firstError(response.body).extensions).toMatchObject({
						code: 'VALIDATION_FAILED',
						field: 'sort',
					});
				}
			}
			expect((await anonymous.get('/deckhand/inventory?sort=name')).status).toBe(401);
		},
	);

	it('reads inventory numbers as decimal digits only', async () => {
		for (const [field, value] of [
			['page', '1e3'],
			['limit', '0x10'],
			['game', '1e0'],
			['set', ' 1'],
			['page', '+2'],
		] as const) {
			const response = await staff.get(`/deckhand/inventory?${field}=${encodeURIComponent(value)}`);
			expect(response.status, `${field}=${value}`).toBe(400);
			expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		}
	});

	it.each(['{bad', '[1]', '5', '"text"', 'true', '{"item":', '{"toString":{"_eq":"1"}}'])(
		'refuses SEARCH /comments with the filter %s, for staff and the owner, reading nothing',
		async (filter) => {
			const before = Number((await db('directus_comments').count({ n: '*' }).first())?.['n']);
			for (const caller of [staff, admin]) {
				const response = await caller.request('SEARCH', '/comments', {
					query: { filter, meta: ['filter_count'] },
				});
				expect(response.status, filter).toBe(400);
				expect(['INVALID_QUERY', 'VALIDATION_FAILED']).toContain(firstError(response.body).extensions.code);
				expect(response.body.data).toBeUndefined();
			}
			expect((await anonymous.request('SEARCH', '/comments', { query: { filter } })).status).toBe(401);
			expect(Number((await db('directus_comments').count({ n: '*' }).first())?.['n'])).toBe(before);
		},
	);

	it.each([
		['sort=valueOf', 'sort'],
		['sort=-constructor', 'sort'],
		['groupBy=__proto__', 'groupBy'],
		['aggregate=x', 'aggregate'],
		['aggregate[count]=__proto__', 'aggregate'],
		['deep={bad', 'deep'],
		['meta[a]=b', 'meta'],
		['fields=card.toString', 'fields'],
	])(
		'refuses the Directus query %s (a 500 in Directus itself) naming %s, for staff and the owner',
		async (query, field) => {
			for (const caller of [staff, admin]) {
				const response = await caller.get(`/items/skus?${query}`);
				expect(response.status, query).toBe(400);
				expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
			}
		},
	);

	it.each(['x', 5, true])('refuses a SEARCH whose query is %j (a 500 in Directus itself)', async (query) => {
		for (const caller of [staff, admin]) {
			const response = await caller.request('SEARCH', '/items/customers', { query });
			expect(response.status).toBe(400);
			expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'query' });
		}
	});
});

describe('no SQL reaches a client', () => {
	it('answers a database failure with a 500 that names nothing, to the owner too; a clerk is refused first', async () => {
		const game = await admin.request('POST', '/items/games', { name: `Trigger game ${Date.now()}`, code: 'TRG' });
		expect(game.status).toBe(200);
		const id = game.body.data.id as number;
		// A failure Directus does not translate, as any unexpected database error would be.
		const lift = await refuseDeleting(db, 'games', id);
		try {
			const owner = await admin.request('DELETE', `/items/games/${id}`);
			expect(owner.status).toBe(500);
			expect(owner.body).toEqual({
				errors: [{ message: 'An unexpected error occurred.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
			});
			expect(JSON.stringify(owner.body)).not.toMatch(DATABASE_WORDS);
			const clerk = await staff.request('DELETE', `/items/games/${id}`);
			expect(clerk.status).toBe(403);
			expect(firstError(clerk.body).extensions.code).toBe('FORBIDDEN');
		} finally {
			await lift();
		}
		expect((await admin.get(`/items/games/${id}`)).status).toBe(200);
		expect((await admin.request('DELETE', `/items/games/${id}`)).status).toBe(204);
	});
});
