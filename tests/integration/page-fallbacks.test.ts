import { createHmac } from 'node:crypto';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knexConfig } from '../../server/config/knex-config.ts';
import { callerAt, stackInfo, type Caller } from '../harness/api.ts';
import { newClerk } from '../harness/people.ts';
import { formatsCookie, page, sessionCookie } from '../harness/pages.ts';
import { startTestStack, type TestStack } from '../harness/test-stack.ts';

/**
 * Whenever the server does not draw a page, the browser gets the plain page (never a 500, never
 * a refusal for a page), and the server's log says why, in one line naming the page's path and
 * nothing of its query. A server of this file's own, whose log the test reads.
 */
let stack: TestStack;
let admin: Caller;
let log = '';

beforeAll(async () => {
	stack = await startTestStack({
		services: stackInfo().services,
		env: { LOG_LEVEL: 'info', LOG_STYLE: 'raw' },
		log: (chunk) => (log += chunk),
	});
	admin = callerAt(stack.url, stack.admin.token);
}, 180_000);

afterAll(async () => {
	await stack?.destroy();
});

/** The reason the log gives for the page at `path` drawn by the browser (waiting a moment for the line). */
async function loggedReason(path: string): Promise<string> {
	const line = `deckhand: /app${path} is drawn by the browser`;
	for (let waited = 0; waited < 5_000; waited += 50) {
		const found = log
			.split('\n')
			.reverse()
			.find((entry) => entry.includes(line));
		if (found) return (JSON.parse(found) as { msg: string }).msg.slice(line.length);
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
	throw new Error(`no line for ${path} in the log`);
}

/** The plain page: answered 200, no screen drawn in it. */
async function plainPage(path: string, ...cookies: string[]): Promise<string> {
	log = '';
	const answer = await page(stack.url, path, ...cookies);
	expect(answer.status, path).toBe(200);
	expect(answer.drawn, path).toBe(false);
	expect(answer.html).toContain('<div id="root"></div>');
	return loggedReason(path.split('?')[0]!);
}

/** A session token of this server, signed with its secret, that expired a minute ago. */
function expiredSession(user: string): string {
	const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
	const now = Math.floor(Date.now() / 1000);
	const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ id: user, role: null, app_access: false, admin_access: false, session: 'ended', iat: now - 960, exp: now - 60, iss: 'directus' })}`;
	return `${unsigned}.${createHmac('sha256', stack.env['SECRET']!).update(unsigned).digest('base64url')}`;
}

describe('a page the server does not draw', () => {
	it('says so for a visitor without a session, and for a session that is not valid, has expired or was signed out', async () => {
		expect(await plainPage('/orders', formatsCookie())).toBe(': no session');
		expect(await plainPage('/orders', 'directus_session_token=not-a-token', formatsCookie())).toBe(
			': the session is not valid: ended, or made by another server',
		);
		const clerk = await newClerk(admin, 'pages');
		expect(await plainPage('/catalog', `directus_session_token=${expiredSession(clerk.id)}`, formatsCookie())).toBe(
			': the session has expired',
		);

		const cookie = await sessionCookie(stack.url, clerk);
		const signOut = await fetch(`${stack.url}/auth/logout`, {
			method: 'POST',
			headers: { cookie, 'content-type': 'application/json' },
			body: JSON.stringify({ mode: 'session' }),
		});
		expect(signOut.status).toBe(204);
		expect(await plainPage('/customers', cookie, formatsCookie())).toBe(
			': the session is not valid: ended, or made by another server',
		);
	});

	it('says so for a user suspended since signing in', async () => {
		const clerk = await newClerk(admin, 'suspended');
		const cookie = await sessionCookie(stack.url, clerk);
		// Straight into the database, as Directus's own lock-out writes it: the session itself stays open.
		const database = knex(knexConfig(stack.env));
		try {
			await database('directus_users').where({ id: clerk.id }).update({ status: 'suspended' });
		} finally {
			await database.destroy();
		}
		expect(await plainPage('/orders', cookie, formatsCookie())).toBe(': the user is suspended');
	});

	it('says so when the browser has not said its language and time zone, or is in another time zone than the server', async () => {
		const cookie = await sessionCookie(stack.url, stack.staff);
		expect(await plainPage('/orders', cookie)).toBe(': the browser has not said yet its language and time zone');
		expect(await plainPage('/orders', cookie, formatsCookie('fr Europe/Paris'))).toBe(
			': the browser has not said yet its language and time zone',
		);
		// Dates in a tag of another language than the page's are not how this browser writes them.
		expect(await plainPage('/orders', cookie, formatsCookie('en Europe/London fr-FR'))).toBe(
			': the browser has not said yet its language and time zone',
		);
		expect(await plainPage('/orders', cookie, formatsCookie('de Pacific/Chatham de-DE'))).toMatch(
			/^: the browser is in the time zone Pacific\/Chatham, the server in \S+$/,
		);
	});

	it('says so for a screen the browser draws, an unknown address and one the router writes otherwise, naming the path only', async () => {
		const cookies = [await sessionCookie(stack.url, stack.staff), formatsCookie()];
		expect(await plainPage('/orders/1', ...cookies)).toBe(': this screen is drawn by the browser');
		expect(await plainPage('/sign-in?redirect=%2Forders', ...cookies)).toBe(
			': this screen is drawn by the browser',
		);
		expect(await plainPage('/no-such-screen', ...cookies)).toBe(': the router answers 404 for this address');
		expect(await plainPage('/catalog?columns=name,price&q=secret-search', ...cookies)).toBe(
			': the router sends this address on to /app/catalog',
		);
		expect(log).not.toContain('secret-search');
	});

	it('refuses a malformed address (an escape that does not decode, a backslash, a NUL) with a 400, never a 500', async () => {
		for (const path of ['/orders?q=%E0%A4%A', '/orders%5c..%5cpackage.json', '/orders%00']) {
			const response = await fetch(`${stack.url}/app${path}`, {
				headers: { cookie: [await sessionCookie(stack.url, stack.staff), formatsCookie()].join('; ') },
			});
			expect(response.status, path).toBe(400);
			expect(
				((await response.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions
					.code,
			).toBe('VALIDATION_FAILED');
		}
	});

	it('draws the same page once all is well, and logs nothing for it', async () => {
		log = '';
		const drawn = await page(stack.url, '/orders', await sessionCookie(stack.url, stack.staff), formatsCookie());
		expect(drawn.drawn).toBe(true);
		expect(log).not.toContain('is drawn by the browser');
	});
});
