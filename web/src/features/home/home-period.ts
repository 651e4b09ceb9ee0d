import type { Grain, PeriodName } from '@deckhand/contract/reports/period.ts';

/*
 * Home's period and the sales chart's grain, in the address (`/?period=7d`,
 * `/?period=custom&from=2026-11-01&to=2026-11-20&grain=week`): a look at the shop can be
 * bookmarked, shared and reloaded. The words are the server's (docs/reports.md, "Periods"); the
 * lists are the web's own (the server's module brings date-fns along) and a unit test holds them
 * equal to the server's. Nothing here reads an address (`home-search.ts` does), so the page's first
 * script can use it without the address schemas' library (`early-reports.ts`).
 */
export const PERIODS = ['today', '7d', '30d', 'month', 'custom'] as const satisfies readonly PeriodName[];
export const GRAINS = ['day', 'week', 'month'] as const satisfies readonly Grain[];
export type Period = (typeof PERIODS)[number];

/** Home's address, read. */
export interface HomeSearch {
	/** None is today, the default. */
	period?: Period;
	/** A custom period's first and last day, both included. */
	from?: string;
	to?: string;
	grain?: Grain;
}

/**
 * The period as the reports' routes take it. A custom period sends its days as the address holds
 * them, a missing one too: the server's refusal names the field, and Home shows it beside it.
 */
export function periodParams(search: HomeSearch): Record<string, string> {
	const period = search.period ?? 'today';
	if (period !== 'custom') return { period };
	return { period, ...(search.from ? { from: search.from } : {}), ...(search.to ? { to: search.to } : {}) };
}

const DAY_MS = 86_400_000;

/**
 * The sales chart's grain unless the address names one: days for the periods a month long or
 * shorter (at most 31 bars), weeks for a custom period up to half a year, months beyond.
 */
export function grainOf(search: HomeSearch): Grain {
	if (search.grain) return search.grain;
	if (search.period !== 'custom' || !search.from || !search.to) return 'day';
	const days = (Date.parse(search.to) - Date.parse(search.from)) / DAY_MS + 1;
	if (days <= 31) return 'day';
	return days <= 183 ? 'week' : 'month';
}
