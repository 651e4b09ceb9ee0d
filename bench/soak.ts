import { writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import knex from 'knex';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/harness/chromium.ts';
import { ACCESS_TOKEN_TTL } from '../e2e/harness/global-setup.ts';
import { useTill } from '../e2e/harness/tills.ts';
import { AppShell } from '../e2e/pages/app-shell.ts';
import { SignInPage } from '../e2e/pages/sign-in-page.ts';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { knexConfig } from '../server/config/knex-config.ts';
import { DEFAULT_SIZE } from '../server/seed/shop-size.ts';
import { startTestStack } from '../tests/harness/test-stack.ts';
import { openTills } from './lib/checkout-load.ts';
import { searchWords } from './lib/load-scene.ts';
import { call, must } from './lib/load.ts';
import { workTab, type TabFigures } from './lib/soak-tab.ts';
import { newWatch, recordToasts, watchContext, type PersonWatch } from './lib/soak-watch.ts';

/**
 * `npm run bench:soak`: long sessions. A server with 60-second access and session tokens
 * and the default demo shop; in headless Chromium, the owner with three tabs of one browser
 * context (one person, one shared session cookie and one note of its expiry in the browser's
 * storage) and a clerk with two tabs of another, each signed in once through the sign-in screen in
 * its first tab, the other tabs opened afterwards. For `--minutes` (10) every tab keeps working
 * through the dashboard's navigation (production build, `npm run build:web`): Home, the catalog,
 * a search, a card's page, orders, customers; the first tab of each person sells a scanned copy
 * at the till now and then; any tab rests now and then for longer than a token lives (65–90 s),
 * then works again, so the session is refreshed both while tabs work and after a rest, by tabs
 * sharing one session. Counted: sign-outs (a tab on the sign-in screen; the tab signs in again
 * and goes on), answers 401, the dashboard's signed-out words on a screen or in a toast, every
 * toast, the `/auth/refresh` requests and their answers, the actions done and those that failed.
 * Goals: no sign-out, no 401, no signed-out words, and the session refreshed at least once a
 * minute for each person (else the soak tested nothing). Prints the figures, writes
 * bench/results/soak.json, exits 1 when a goal is missed.
 */
const { values } = parseArgs({ options: { minutes: { type: 'string', default: '10' } } });
const minutes = Number(values.minutes);
if (!(minutes > 0)) {
	console.error('usage: node bench/soak.ts [--minutes 10]');
	process.exit(2);
}
const PEOPLE = [
	{ name: 'owner', tabs: 3 },
	{ name: 'clerk', tabs: 2 },
] as const;
/** Barcoded, priced SKUs the tills scan, each topped up first so that a sale never meets an empty shelf. */
const SCANNED = 20;
const between = (low: number, high: number) => () => low + Math.random() * (high - low);

interface PersonFigures {
	tabs: TabFigures[];
	watch: PersonWatch;
}

const loadNow = () => Number(loadavg()[0]!.toFixed(2));

/** One person's tabs, signed in once through the first tab's sign-in screen, working until `deadline`. */
async function person(
	browser: Browser,
	url: string,
	user: { email: string; password: string },
	tabs: number,
	till: number,
	scene: { words: string[]; barcodes: string[] },
	since: number,
	deadline: number,
): Promise<PersonFigures> {
	const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
	try {
		await useTill(context, till);
		await context.addInitScript(recordToasts);
		const watch = newWatch();
		watchContext(context, watch);
		const pages = [];
		for (let tab = 0; tab < tabs; tab++) {
			const page = await context.newPage();
			if (tab === 0) {
				await page.goto(`${url}/app/sign-in`);
				await new SignInPage(page).signIn(user.email, user.password);
			} else await page.goto(`${url}/app/`);
			await new AppShell(page).greeting().waitFor();
			pages.push(page);
		}
		const figures = await Promise.all(
			pages.map((page, tab) =>
				workTab(
					{
						page,
						tab,
						sells: tab === 0,
						person: user,
						...scene,
						watch,
						since,
						pauseMs: between(1_000, 4_000),
						idleMs: between(65_000, 90_000),
					},
					deadline,
				),
			),
		);
		return { tabs: figures, watch };
	} finally {
		await context.close();
	}
}

// In Directus's session mode the session token lives SESSION_COOKIE_TTL, not ACCESS_TOKEN_TTL (its
// `expires` at sign-in and refresh, and the JWT's own expiry): both are set, so that the tabs refresh.
const stack = await startTestStack({
	seed: DEFAULT_SIZE,
	env: { ACCESS_TOKEN_TTL, SESSION_COOKIE_TTL: ACCESS_TOKEN_TTL },
});
const db = knex(knexConfig(stack.env));
let browser: Browser | undefined;
try {
	const owner = must(await call(stack.url, '', 'POST', '/auth/login', stack.admin), 'sign-in').body.data.access_token;
	const skus = await db('skus')
		.select('id', 'barcode')
		.whereNotNull('barcode')
		.where('price', '>', 0)
		.orderBy('id')
		.limit(SCANNED);
	for (const sku of skus)
		must(
			await call(stack.url, owner, 'POST', '/deckhand/stock/adjust', {
				sku: sku.id,
				delta: 1_000,
				reason: 'count',
			}),
			'top-up',
		);
	const scene = { words: await searchWords(db), barcodes: skus.map((sku) => String(sku.barcode)) };
	const tills = await openTills(stack.url, owner, PEOPLE.length, `soak ${Date.now().toString(36)}`);

	browser = await launchBrowser();
	const start = loadNow();
	const since = performance.now();
	const deadline = since + minutes * 60_000;
	console.log(
		`bench:soak: ${PEOPLE.map(({ name, tabs }) => `${name} with ${tabs} tabs`).join(', ')}, ${minutes} minutes, access tokens of ${ACCESS_TOKEN_TTL}…`,
	);
	const users = { owner: stack.admin, clerk: stack.staff };
	const worked = await Promise.all(
		PEOPLE.map(({ name, tabs }, i) =>
			person(browser!, stack.url, users[name], tabs, tills[i]!, scene, since, deadline),
		),
	);
	const people = Object.fromEntries(PEOPLE.map(({ name, tabs }, i) => [name, { tabs_open: tabs, ...worked[i]! }]));

	const all = Object.values(people);
	const sum = (of: (figures: PersonFigures) => number) => all.reduce((total, figures) => total + of(figures), 0);
	const totals = {
		sign_outs: sum(({ watch }) => watch.sign_outs.length),
		unauthorized: sum(({ watch }) => Object.values(watch.unauthorized).reduce((a, b) => a + b, 0)),
		signed_out_words: sum(({ watch }) => watch.signed_out_words.length),
		refreshes: sum(({ watch }) => watch.refreshes),
		actions: sum(({ tabs }) =>
			tabs.reduce((n, tab) => n + Object.values(tab.actions).reduce((a, b) => a + b, 0), 0),
		),
		failed_actions: sum(({ tabs }) => tabs.reduce((n, tab) => n + tab.failed.length, 0)),
	};
	const refreshedEnough = all.every(({ watch }) => watch.refreshes >= minutes);
	const goalsMet =
		totals.sign_outs === 0 && totals.unauthorized === 0 && totals.signed_out_words === 0 && refreshedEnough;
	const results = {
		date: new Date().toISOString(),
		cores: availableParallelism(),
		minutes,
		access_token_ttl: ACCESS_TOKEN_TTL,
		shop: 'default demo shop (DEFAULT_SIZE)',
		// The machine is shared: its load says how much to trust the figures.
		load_average_1min: { start, end: loadNow() },
		goals: {
			sign_outs: 0,
			unauthorized: 0,
			signed_out_words: 0,
			refreshes_per_person_at_least: minutes,
			met: goalsMet,
		},
		totals,
		people,
	};
	console.log(JSON.stringify(results, null, 2));
	console.log(
		`bench:soak: ${totals.actions} actions (${totals.failed_actions} failed), ${totals.refreshes} refreshes, ${totals.sign_outs} sign-outs, ${totals.unauthorized} answers 401, ${totals.signed_out_words} signed-out messages: goals ${goalsMet ? 'met' : 'MISSED'}`,
	);
	await writeFile(join(PROJECT_ROOT, 'bench/results/soak.json'), `${JSON.stringify(results, null, 2)}\n`);
	if (!goalsMet) process.exitCode = 1;
} finally {
	await browser?.close();
	await db.destroy();
	await stack.destroy();
}
