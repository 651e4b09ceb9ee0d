// Home's entries alone, not the whole list: this module runs in the page's first script, which stays small.
import { REPORTS } from '@deckhand/contract/api/reports.ts';
import { addressOf } from '../../lib/api/deckhand-address.ts';
import { API_URL } from '../../lib/directus/api.ts';
import { askEarly, type EarlyWindow } from '../../lib/directus/early-answers.ts';
import { GRAINS, grainOf, PERIODS, periodParams, type HomeSearch } from './home-period.ts';

/*
 * Home's figures asked for by the page's first script (`first-script.ts`), before the dashboard's
 * code has arrived: on a page the browser draws, that code takes a fifth of a second to load and
 * start, and Home's figures are what the page waits for (docs/reports.md, "Speed"). The dashboard
 * then takes each answer for its own request of the same address (`lib/directus/early-answers.ts`), once;
 * an answer that is not a success is dropped and the request sent again, so a failure reaches the
 * dashboard as its own request's would. A page the server drew already holds its figures: its
 * first script asks for nothing (the server takes `EARLY_REPORTS_MARKER` off, `entry-server.tsx`).
 */

/** One of `words`, undefined when the address has none, null when it has another word. */
function wordOf<const T extends readonly string[]>(
	query: URLSearchParams,
	name: string,
	words: T,
): T[number] | undefined | null {
	const value = query.get(name);
	if (value === null) return undefined;
	return (words as readonly string[]).includes(value) ? value : null;
}

/**
 * The reports Home asks for as it opens, for a page at `location`: the work queues, the KPIs and
 * the charts (the margins wait for the server to say who may see costs). None for another screen,
 * or an address Home reads otherwise than it is written (a custom period, whose days the dashboard
 * checks first; a word Home does not know; anything else in the query).
 */
export function homeReportAddresses(
	location: Pick<Location, 'origin' | 'pathname' | 'search'>,
	basePath: string,
): string[] {
	if (location.pathname.replace(/\/$/, '') !== basePath) return [];
	const query = new URLSearchParams(location.search);
	const period = wordOf(query, 'period', PERIODS);
	const grain = wordOf(query, 'grain', GRAINS);
	if (
		period === null ||
		period === 'custom' ||
		grain === null ||
		[...query.keys()].some((name) => name !== 'period' && name !== 'grain')
	)
		return [];
	const home: HomeSearch = { ...(period ? { period } : {}), ...(grain ? { grain } : {}) };
	const base = API_URL || location.origin;
	return [
		addressOf(base, REPORTS.workQueues),
		addressOf(base, REPORTS.kpis, { query: periodParams(home) }),
		addressOf(base, REPORTS.charts, { query: { ...periodParams(home), grain: grainOf(home) } }),
	];
}

/** The first script: asks for Home's reports now, when the page is Home and the browser draws it. */
export function askEarlyReports(page: EarlyWindow, basePath: string): void {
	askEarly(page, homeReportAddresses(page.location, basePath));
}
