import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useScheme } from '../harness/accessibility.ts';
import { api, pricedSku } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { csvRows } from '../harness/csv.ts';
import { downloaded } from '../harness/downloads.ts';
import { openTestTill } from '../harness/tills.ts';
import { ReportsPage } from '../pages/reports-page.ts';

type Kind = 'day' | 'text' | 'whole' | 'money' | 'moment';
type Value = string | number | null;

/** Each report's columns as the server answers them (docs/reports.md), and those the screen shows, in its order. */
const REPORTS: Record<string, { label: string; columns: Record<string, Kind>; shown: string[] }> = {
	'sales-by-day': {
		label: 'Sales by day',
		columns: { day: 'day', orders: 'whole', units_sold: 'whole', sales: 'money', tax: 'money' },
		shown: ['day', 'orders', 'units_sold', 'sales', 'tax'],
	},
	'sales-by-game': {
		label: 'Sales by game',
		columns: { game: 'text', code: 'text', units_sold: 'whole', revenue: 'money' },
		shown: ['game', 'code', 'units_sold', 'revenue'],
	},
	'tax-by-day': {
		label: 'Tax by day',
		columns: { day: 'day', orders: 'whole', taxable: 'money', tax: 'money' },
		shown: ['day', 'orders', 'taxable', 'tax'],
	},
	'till-days': {
		label: 'Till days',
		columns: {
			session: 'whole',
			till: 'text',
			status: 'text',
			opened_at: 'moment',
			closed_at: 'moment',
			opening_float: 'money',
			expected_cash: 'money',
			counted_cash: 'money',
			over_short: 'money',
		},
		// The status is said in the Closed column ("Open" while the session is).
		shown: [
			'session',
			'till',
			'opened_at',
			'closed_at',
			'opening_float',
			'expected_cash',
			'counted_cash',
			'over_short',
		],
	},
	'credit-liability': {
		label: 'Store-credit liability',
		columns: { day: 'day', issued: 'money', redeemed: 'money', removed: 'money', outstanding: 'money' },
		shown: ['day', 'issued', 'redeemed', 'removed', 'outstanding'],
	},
};
/** The columns whose totals the screen adds up under them. */
const ADDS: Record<string, string[]> = {
	'sales-by-day': ['orders', 'units_sold', 'sales', 'tax'],
	'sales-by-game': ['units_sold', 'revenue'],
	'tax-by-day': ['orders', 'taxable', 'tax'],
	'till-days': ['over_short'],
	'credit-liability': ['issued', 'redeemed', 'removed'],
};

const moment = new Intl.DateTimeFormat('en-US', {
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
	hour: '2-digit',
	minute: '2-digit',
});

/** A cell as the screen shows it, read back as the server's value: "$1,234.50" is 123450, "−$1.00" is -100, "—" none, "11/23/2026" is 2026-11-23. */
function fromScreen(kind: Kind, text: string): Value {
	if (text === '—' || text === 'Open') return null;
	if (kind === 'whole') return Number(text.replace(/,/g, ''));
	if (kind === 'money') return Math.round(Number(text.replace(/[$,+]/g, '').replace('\u2212', '-')) * 100);
	if (kind === 'day') return text.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$1-$2');
	return text;
}

/** A CSV cell read back as the server's value: money in major units ("12.50"), empty for none, moments in UTC. */
function fromCsv(kind: Kind, text: string): Value {
	if (text === '') return null;
	if (kind === 'whole') return Number(text);
	if (kind === 'money') return Math.round(Number(text) * 100);
	if (kind === 'moment') return new Date(text).toISOString();
	return text;
}

/** The server's value as the screen reads back: moments as the browser writes them, in its own zone. */
const asShown = (kind: Kind, value: Value): Value =>
	kind === 'moment' && value !== null ? moment.format(new Date(String(value))) : value;
const asMoment = (kind: Kind, value: Value): Value =>
	kind === 'moment' && value !== null ? new Date(String(value)).toISOString() : value;

const addDays = (day: string, days: number) =>
	new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let browser: Browser;
let owner: BrowserContext;
/** The shop's last seven days (in its time zone): the test's sales and till sessions are on the last. */
const days = { from: '', to: '' };

beforeAll(async () => {
	browser = await specBrowser();
	owner = await signedInContext(browser, stack().admin);
	const { time_zone: timeZone } = await api('GET', '/items/shop_settings?fields=time_zone');
	const parts = new Intl.DateTimeFormat('en', {
		timeZone,
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
	}).formatToParts(new Date());
	const part = (type: string) => parts.find((each) => each.type === type)!.value;
	days.to = `${part('year')}-${part('month')}-${part('day')}`;
	days.from = addDays(days.to, -6);
	// Today: a cash sale at an open till, and a till counted one dollar short.
	const card = await api('POST', '/items/cards', {
		set: 1,
		name: `Report shelf ${Date.now().toString(36)}`,
		collector_number: '991',
		rarity: 'Rare',
	});
	const sku = await pricedSku(card.id, { price: 1_250, stock: 10 });
	const open = await openTestTill(5_000);
	await api('POST', '/deckhand/checkout', {
		till: open,
		channel: 'counter',
		lines: [{ sku, quantity: 2 }],
		payments: [{ method: 'cash', amount: 3_000 }],
		complete: true,
	});
	const counted = await openTestTill(1_000);
	const [session] = await api('GET', `/items/till_sessions?filter[till][_eq]=${counted}&fields=id`);
	await api('POST', `/deckhand/tills/${counted}/sessions/${session.id}/close`, {
		counted: 900,
		note: 'One coin short',
	});
});
afterAll(async () => {
	await browser.close();
});

const query = (report: string) => `?report=${report}&from=${days.from}&to=${days.to}`;

describe('the owner’s reports', () => {
	it.each(Object.keys(REPORTS))(
		'shows %s with its totals, and Download CSV gives the rows the server answers',
		async (report) => {
			const { label, columns, shown } = REPORTS[report]!;
			const answer = await api('GET', `/deckhand/reports/${report}?from=${days.from}&to=${days.to}`);
			const rows = answer.rows as Array<Record<string, Value>>;
			expect(rows.length).toBeGreaterThan(0);
			const reports = await new ReportsPage(await owner.newPage()).open(query(report));

			// On screen: the server's rows, in its order, each cell as the server says it.
			const screen = await reports.rows(label);
			expect(
				screen.map((cells) => cells.map((text, index) => fromScreen(columns[shown[index]!]!, text))),
			).toEqual(rows.map((row) => shown.map((key) => asShown(columns[key]!, row[key]!))));
			// The totals row: the columns that add up, summed; nothing under the others.
			const totals = (await reports.totals(label)).map((text, index) =>
				text === '' ? null : fromScreen(columns[shown[index + 1]!]!, text),
			);
			expect(totals).toEqual(
				shown
					.slice(1)
					.map((key) =>
						ADDS[report]!.includes(key) ? rows.reduce((sum, row) => sum + Number(row[key] ?? 0), 0) : null,
					),
			);

			// The file: its name says the report and its days; its header the server's columns; its rows the same as the answer's.
			expect(await reports.download().getAttribute('href')).toBe(
				`/deckhand/reports/${report}?from=${days.from}&to=${days.to}&format=csv`,
			);
			const file = await downloaded(reports.page, () => reports.download().click());
			expect(file.name).toMatch(
				new RegExp(`^deckhand-${report}-${days.from}-to-${days.to}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
			);
			const [header, ...lines] = csvRows(file.text);
			expect(header).toEqual(Object.keys(columns));
			const keys = Object.keys(columns);
			expect(lines.map((cells) => cells.map((text, index) => fromCsv(columns[keys[index]!]!, text)))).toEqual(
				rows.map((row) => keys.map((key) => asMoment(columns[key]!, row[key]!))),
			);
			await reports.page.close();
		},
	);

	it('shows the test’s sale and its till counted short in figures a person reads', async () => {
		const reports = await new ReportsPage(await owner.newPage()).open(query('till-days'));
		const sessions = await reports.rows('Till days');
		// The two sessions of the test's tills: one still open with its float, one closed a dollar short.
		expect(sessions.some((cells) => cells[3] === 'Open' && cells[4] === '$50.00' && cells[7] === '—')).toBe(true);
		expect(
			sessions.some((cells) => cells[3] !== 'Open' && cells.slice(4).join(' ') === '$10.00 $10.00 $9.00 −$1.00'),
		).toBe(true);
		await reports.page.close();
	});

	it('is used by keyboard alone: a report picked, its first day typed, its CSV downloaded, and a day the server refuses said beside To', async () => {
		const reports = await new ReportsPage(await owner.newPage()).open();
		const { page } = reports;
		await reports.table('Sales by day');
		const focused = (name: string) =>
			page.evaluate(
				(label) =>
					document.activeElement?.getAttribute('aria-label') === label ||
					(document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.startsWith(label) ===
						true,
				name,
			);
		for (let i = 0; i < 40 && !(await focused('Report')); i++) await page.keyboard.press('Tab');
		expect(await focused('Report')).toBe(true);
		await page.keyboard.press('ArrowDown');
		await page.getByRole('listbox').waitFor();
		const hovered = () => page.locator('[role="option"][data-combobox-selected]').allInnerTexts();
		for (let i = 0; i < 6 && (await hovered()).join() !== 'Tax by day'; i++) await page.keyboard.press('ArrowDown');
		await page.keyboard.press('Enter');
		await page.waitForURL(/report=tax-by-day/);

		// From: month, day and year typed as the browser's date field takes them (en-US: MM/DD/YYYY).
		await page.keyboard.press('Tab');
		expect(await focused('From')).toBe(true);
		const [year, month, day] = days.from.split('-');
		await page.keyboard.type(`${month}${day}${year}`);
		await page.waitForURL(new RegExp(`from=${days.from}`));
		const shown = await reports.rows('Tax by day');
		expect(shown.length).toBe(7);
		// Download CSV stands beside the title, before the fields.
		const onDownload = () => page.evaluate(() => document.activeElement?.textContent === 'Download CSV');
		for (let i = 0; i < 10 && !(await onDownload()); i++) await page.keyboard.press('Shift+Tab');
		const file = await downloaded(page, () => page.keyboard.press('Enter'));
		expect(file.name).toMatch(new RegExp(`^deckhand-tax-by-day-${days.from}-to-${days.to}-`));
		expect(csvRows(file.text).length).toBe(1 + 7);

		// To: tomorrow in the shop's calendar. The server's refusal, word for word, beside To; the day typed stays.
		const tomorrow = addDays(days.to, 1);
		const refusal = await fetch(`${stack().url}/deckhand/reports/tax-by-day?from=${days.from}&to=${tomorrow}`, {
			headers: { authorization: `Bearer ${stack().admin.token}` },
		});
		expect(refusal.status).toBe(400);
		const { errors } = await refusal.json();
		expect(errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'to' });
		await reports.to().focus();
		const [toYear, toMonth, toDay] = tomorrow.split('-');
		await page.keyboard.type(`${toMonth}${toDay}${toYear}`);
		await page.getByText(errors[0].message, { exact: true }).waitFor();
		expect(await reports.to().getAttribute('aria-invalid')).toBe('true');
		expect(await reports.to().inputValue()).toBe(tomorrow);
		expect(await reports.from().getAttribute('aria-invalid')).not.toBe('true');
		// Nothing to download while the days are refused, and no rows that are not the days asked for.
		expect(await reports.download().count()).toBe(0);
		expect(await page.getByRole('button', { name: 'Download CSV' }).isDisabled()).toBe(true);
		expect(await page.getByRole('table').count()).toBe(0);
		await screenshot(page, 'reports-refused-day');
		await page.close();
	});

	it('is pictured at 1280 and 1024 px, light and dark', async () => {
		for (const scheme of ['light', 'dark'] as const) {
			const context = await signedInContext(browser, stack().admin);
			const page = await context.newPage();
			await useScheme(page, scheme);
			for (const width of [1280, 1024]) {
				await page.setViewportSize({ width, height: 800 });
				for (const report of ['sales-by-day', 'till-days']) {
					const reports = await new ReportsPage(page).open(query(report));
					await reports.table(REPORTS[report]!.label);
					await screenshot(
						page,
						`reports-${report}${scheme === 'dark' ? '-dark' : ''}${width === 1024 ? '-1024' : ''}`,
					);
				}
			}
			await context.close();
		}
	});
});

describe('the clerk', () => {
	it('has no Reports in the navigation, is not allowed at /reports, and is refused every report by the server', async () => {
		const clerk = await signedInContext(browser, stack().staff);
		const page = await clerk.newPage();
		await page.goto(appUrl('/orders'));
		await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
		expect(await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).count()).toBe(0);
		await page.goto(appUrl('/reports'));
		await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
		expect(await page.getByText('Reports are for administrators.').count()).toBe(1);
		expect(await page.getByRole('table').count()).toBe(0);
		await clerk.close();

		// Signed in through the API, as any other client would be (access tokens live a minute here: a fresh one).
		const login = await fetch(`${stack().url}/auth/login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ email: stack().staff.email, password: stack().staff.password }),
		});
		const clerkToken = (await login.json()).data.access_token as string;
		for (const report of Object.keys(REPORTS))
			for (const format of ['json', 'csv']) {
				const response = await fetch(
					`${stack().url}/deckhand/reports/${report}?from=${days.from}&to=${days.to}&format=${format}`,
					{ headers: { authorization: `Bearer ${clerkToken}` } },
				);
				expect([report, format, response.status]).toEqual([report, format, 403]);
				expect((await response.json()).errors[0].extensions.code).toBe('FORBIDDEN');
			}
	});
});
