import { beforeAll, describe, expect, it } from 'vitest';
import { callers, stackInfo, type Caller } from '../harness/api.ts';
import { createSku } from '../harness/fixtures.ts';

/**
 * The inventory page arrives with its first frame drawn by the server (the dashboard's own
 * components, from the answers the signed-in user would get). Only that user gets it: the page
 * for anyone else carries no data, and it is never kept by a cache.
 */
let admin: Caller;

beforeAll(async () => {
	({ admin } = await callers());
});

/** A session cookie, as the dashboard's sign-in leaves it in the browser. */
async function sessionCookie(user: { email: string; password: string }): Promise<string> {
	const response = await fetch(`${stackInfo().url}/auth/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email: user.email, password: user.password, mode: 'session' }),
	});
	expect(response.status).toBe(200);
	return response.headers.getSetCookie().find((cookie) => cookie.startsWith('directus_session_token='))!.split(';')[0]!;
}

async function page(path: string, cookie?: string) {
	const response = await fetch(`${stackInfo().url}/app${path}`, { headers: cookie ? { cookie } : {} });
	return { status: response.status, cacheControl: response.headers.get('cache-control'), html: await response.text() };
}

/** The answers written into a drawn page, as the dashboard reads them. */
function writtenAnswers(html: string): Record<string, { params: Record<string, string>; data: any }> | null {
	const json = /<script type="application\/json" id="deckhand-first-load">(.*?)<\/script>/s.exec(html)?.[1];
	return json ? JSON.parse(json) : null;
}

describe('the inventory page drawn by the server', () => {
	it('shows a signed-in clerk the first rows of the address, with the answers they were drawn from, and is never cached', async () => {
		const { status, cacheControl, html } = await page('/catalog?q=char+ex', await sessionCookie(stackInfo().staff));
		expect(status).toBe(200);
		expect(cacheControl).toBe('no-store');
		expect(html).toMatch(/<div data-server-drawn inert>.*<table[^>]*aria-label="Inventory"/s);
		// The page's first script is waited for: it sets the colour scheme the frame is painted in.
		expect(html).toMatch(/<script src="\/app\/assets\/early-[\w-]+\.js"><\/script>/);
		expect(html).toContain('Charizard ex');
		const written = writtenAnswers(html)!;
		expect(written['inventory']!.params).toEqual({ limit: '50', page: '1', q: 'char ex' });
		expect(written['inventory']!.data.items.every((row: { card: { name: string } }) => row.card.name === 'Charizard ex')).toBe(true);
		expect(written['me']!.data.email).toBe(stackInfo().staff.email);
	});

	it('carries no data for a visitor without a session, nor for a session that has been signed out', async () => {
		const cookie = await sessionCookie(stackInfo().staff);
		const signOut = await fetch(`${stackInfo().url}/auth/logout`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'session' }) });
		expect(signOut.status).toBe(204);
		for (const visit of [await page('/catalog?q=char+ex'), await page('/catalog?q=char+ex', cookie)]) {
			expect(visit.html).not.toContain('data-server-drawn');
			expect(visit.html).not.toContain('Charizard');
			expect(writtenAnswers(visit.html)).toBeNull();
		}
	});

	it('draws other screens in the browser only', async () => {
		const { html, cacheControl } = await page('/orders', await sessionCookie(stackInfo().staff));
		expect(cacheControl).toBe('no-cache');
		expect(html).toContain('<div id="root"></div>');
		expect(html).toMatch(/<script src="\/app\/assets\/early-[\w-]+\.js" async><\/script>/);
		expect(writtenAnswers(html)).toBeNull();
	});

	it('writes a card name that looks like markup as text, in the frame and in the answers', async () => {
		const token = `zq${Date.now().toString(36)}`;
		await createSku(admin, { name: `${token} </script><script>window.broken=1</script>` });
		const { html } = await page(`/catalog?q=${token}`, await sessionCookie(stackInfo().staff));
		expect(html).toContain(token);
		expect(html).not.toContain('<script>window.broken=1');
		expect(writtenAnswers(html)!['inventory']!.data.items[0].card.name).toBe(`${token} </script><script>window.broken=1</script>`);
	});
});
