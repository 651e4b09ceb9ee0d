import { beforeAll, describe, expect, it } from 'vitest';
import { callers, stackInfo, type Caller } from '../harness/api.ts';
import { createSku } from '../harness/fixtures.ts';
import { formatsCookie, inlineScripts, page, sessionCookie } from '../harness/pages.ts';

/**
 * The list screens arrive drawn by the server for the person signed in: the screen's markup and
 * the router's state (the data layer's answers) in an inline script carrying the answer's nonce,
 * read in-process with that person's rights. Every other page is the plain page.
 */
let admin: Caller;
let clerkCookies: string[];
let ownerCookies: string[];
const url = () => stackInfo().url;

beforeAll(async () => {
	({ admin } = await callers());
	clerkCookies = [await sessionCookie(url(), stackInfo().staff), formatsCookie()];
	ownerCookies = [await sessionCookie(url(), stackInfo().admin), formatsCookie()];
});

describe('a list screen drawn by the server', () => {
	it('shows a clerk the catalog rows of the address, with their own session in the state, and is never cached', async () => {
		const catalog = await page(url(), '/catalog?q=char+ex', ...clerkCookies);
		expect(catalog.status).toBe(200);
		expect(catalog.drawn).toBe(true);
		expect(catalog.headers.get('cache-control')).toBe('no-store');
		expect(catalog.html).toMatch(/<table[^>]*aria-label="Inventory".*Charizard ex/s);
		expect(catalog.html).toContain(stackInfo().staff.email);
		expect(catalog.html).not.toContain(stackInfo().admin.email);
	});

	it('shows the orders and the customers lists with their first rows', async () => {
		const newest = (await admin.get('/items/orders?fields=number&sort=-date_created,-id&limit=1')).body.data[0]
			.number as string;
		const orders = await page(url(), '/orders', ...clerkCookies);
		expect(orders.drawn).toBe(true);
		expect(orders.html).toMatch(new RegExp(`<table[^>]*aria-label="Orders".*${newest}`, 's'));

		const first = (await admin.get('/items/customers?fields=name&sort=name,id&limit=1')).body.data[0]
			.name as string;
		const customers = await page(url(), '/customers', ...clerkCookies);
		expect(customers.drawn).toBe(true);
		expect(customers.html).toMatch(/<table[^>]*aria-label="Customers"/);
		expect(customers.html).toContain(first.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
	});

	it("reads with the person's own rights: a clerk's page carries no cost and no administrator's permissions", async () => {
		const cost = 987_651;
		const token = `zc${Date.now().toString(36)}`;
		const { sku } = await createSku(admin, { name: `${token} costed` });
		expect((await admin.request('POST', '/items/sku_costs', { sku, unit_cost: cost })).status).toBe(200);
		const clerk = await page(url(), `/catalog?q=${token}`, ...clerkCookies);
		const owner = await page(url(), `/catalog?q=${token}`, ...ownerCookies);
		for (const drawn of [clerk, owner]) expect(drawn.html).toContain(`${token} costed`);
		expect(clerk.html).not.toContain(String(cost));
		// The permissions in the state are the person's: an administrator's map names the costs collection, a clerk's does not.
		expect(owner.html).toMatch(/admin:!0/);
		expect(owner.html).toContain('sku_costs:');
		expect(clerk.html).toMatch(/admin:!1/);
		expect(clerk.html).not.toContain('sku_costs');
	});

	it('writes a card name that looks like markup as text, in the screen and in the state', async () => {
		const token = `zq${Date.now().toString(36)}`;
		await createSku(admin, { name: `${token} </script><script>window.broken=1</script>` });
		const { html, drawn } = await page(url(), `/catalog?q=${token}`, ...clerkCookies);
		expect(drawn).toBe(true);
		expect(html).toContain(token);
		expect(html).not.toContain('<script>window.broken=1');
	});
});

describe("the page's content security policy", () => {
	it('names a fresh nonce in every answer, carried by every inline script of that page and by no other', async () => {
		const pages = [
			await page(url(), '/orders', ...clerkCookies),
			await page(url(), '/orders', ...clerkCookies),
			await page(url(), '/sign-in'),
			await page(url(), '/orders/1', ...clerkCookies),
		];
		const nonces = pages.map((answer) => answer.nonce);
		expect(nonces.every((nonce) => nonce !== null && nonce.length >= 22)).toBe(true);
		expect(new Set(nonces).size).toBe(pages.length);
		for (const answer of pages) {
			const scripts = inlineScripts(answer.html);
			// The first script (colour scheme, formats) on every page; the router's state on a drawn one.
			expect(scripts.length).toBeGreaterThanOrEqual(answer.drawn ? 2 : 1);
			for (const script of scripts) expect(script).toContain(`nonce="${answer.nonce}"`);
			expect(answer.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
		}
		expect(pages[0]!.html).not.toContain(pages[1]!.nonce!);
	});
});

describe('pages the browser draws', () => {
	it('sends the plain page for a screen the server does not draw, a public page, and a visitor without a session', async () => {
		for (const answer of [
			await page(url(), '/orders/1', ...clerkCookies),
			await page(url(), '/sign-in', ...clerkCookies),
			await page(url(), '/catalog?q=char+ex'),
		]) {
			expect(answer.status).toBe(200);
			expect(answer.drawn).toBe(false);
			expect(answer.html).toContain('<div id="root"></div>');
			expect(answer.html).not.toContain('Charizard');
			expect(answer.headers.get('cache-control')).toBe('no-store');
		}
	});
});
