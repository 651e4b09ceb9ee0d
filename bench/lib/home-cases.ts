import type { Knex } from 'knex';
import { chartReport } from '../../server/extensions/deckhand/src/reports/chart-report.ts';
import { kpiReport, marginReport } from '../../server/extensions/deckhand/src/reports/kpi-report.ts';
import type { Day } from '@deckhand/contract/reports/period.ts';
import { plusDays, shopToday } from '../../server/extensions/deckhand/src/reports/period.ts';
import {
	parseGrain,
	parsePeriodRequest,
	parseReportDays,
	periodSpans,
	reportDays,
	type ShopClock,
} from '../../server/extensions/deckhand/src/reports/report-params.ts';
import { REPORTS } from '../../server/extensions/deckhand/src/reports/report-tables.ts';
import { workQueues } from '../../server/extensions/deckhand/src/reports/work-queues.ts';

/*
 * What the Home benchmark asks of the reports' routes (docs/reports.md): each route, period,
 * grain and role it is timed with, both as the statements the route's own functions run and as a
 * request to the route.
 */

export type Role = 'administrator' | 'staff';
type Query = Record<string, string>;
type Answer = (database: Knex, query: Query, clock: ShopClock, admin: boolean) => Promise<unknown>;

/**
 * What each route computes, called as `endpoints/reports.ts` calls it: the same parsers and the
 * same functions, with the bench's own connection. The shop's clock is read once beforehand (the
 * route reads the settings first): the statements timed are the figures'.
 */
const ANSWERS: Record<string, Answer> = {
	kpis: (database, query, clock, admin) => kpiReport(database, periodSpans(parsePeriodRequest(query), clock), admin),
	margins: (database, query, clock) => marginReport(database, periodSpans(parsePeriodRequest(query), clock)),
	charts: (database, query, clock, admin) =>
		chartReport(database, periodSpans(parsePeriodRequest(query), clock), parseGrain(query), clock.now, admin),
	'work-queues': (database, _query, clock, admin) => workQueues(database, clock, admin),
	...Object.fromEntries(
		Object.entries(REPORTS).map(([name, table]): [string, Answer] => [
			name,
			(database, query, clock) => table(database, reportDays(parseReportDays(query), clock)),
		]),
	),
};

export interface Case {
	/** The route's name: `/deckhand/reports/<route>`. */
	route: string;
	role: Role;
	/** The period's name as the figures are printed (`30d`, `custom 366 days`); none for the work queues. */
	period: string | null;
	query: Query;
}

/** `route role period grain`, as the figures are keyed and printed. */
export const caseName = ({ route, role, period, query }: Case): string =>
	[route, role, period, query['grain']].filter(Boolean).join(' ');

export const casePath = ({ route, query }: Case): string =>
	`/deckhand/reports/${route}${Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : ''}`;

export const answerOf = (database: Knex, { route, role, query }: Case, clock: ShopClock): Promise<unknown> =>
	ANSWERS[route]!(database, query, clock, role === 'administrator');

/** The custom period: the longest a period may be (366 days), ending today. */
const CUSTOM_DAYS = 366;

/** The periods measured, each as the KPIs and charts ask for it, and its days (the reports take days). */
function periods(today: Day): Array<{ name: string; query: Query; days: { from: Day; to: Day } }> {
	const custom = { from: plusDays(today, 1 - CUSTOM_DAYS), to: today };
	const named = (period: string, from: Day) => ({ name: period, query: { period }, days: { from, to: today } });
	return [
		named('today', today),
		named('7d', plusDays(today, -6)),
		named('30d', plusDays(today, -29)),
		named('month', `${today.slice(0, 8)}01`),
		{ name: `custom ${CUSTOM_DAYS} days`, query: { period: 'custom', ...custom }, days: custom },
	];
}

/** Grains the charts are asked at, per period: the day everywhere (Home's default), weeks and months where a period holds several. */
const GRAINS_OF: Record<string, string[]> = {
	'30d': ['day', 'week', 'month'],
	[`custom ${CUSTOM_DAYS} days`]: ['day', 'week', 'month'],
};

/**
 * Every case: KPIs and charts as an administrator and as staff (a clerk's answers leave the costs
 * out, so their statements differ), the margins and the reports as an administrator (staff is
 * refused them before anything is read), the work queues (no period) for both.
 */
export function homeCases({ timeZone, now }: ShopClock): Case[] {
	const cases: Case[] = [];
	const roles: Role[] = ['administrator', 'staff'];
	for (const { name, query, days } of periods(shopToday(now, timeZone))) {
		for (const role of roles) cases.push({ route: 'kpis', role, period: name, query });
		cases.push({ route: 'margins', role: 'administrator', period: name, query });
		for (const grain of GRAINS_OF[name] ?? ['day'])
			for (const role of roles) cases.push({ route: 'charts', role, period: name, query: { ...query, grain } });
		for (const report of Object.keys(REPORTS))
			cases.push({ route: report, role: 'administrator', period: name, query: days });
	}
	for (const role of roles) cases.push({ route: 'work-queues', role, period: null, query: {} });
	return cases;
}
