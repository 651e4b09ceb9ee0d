import { customEndpoint } from '@directus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Grain } from '../../../../server/extensions/deckhand/src/reports/period.ts';
import type { chartReport } from '../../../../server/extensions/deckhand/src/reports/chart-report.ts';
import type { kpiReport, marginReport } from '../../../../server/extensions/deckhand/src/reports/kpi-report.ts';
import type { WorkQueues } from '../../../../server/extensions/deckhand/src/reports/work-queues.ts';
import { directus } from '../../lib/directus/client.ts';

/*
 * Home's four requests (docs/reports.md, "Routes"): every figure is an aggregate the server
 * computes; the page downloads no rows. The answers' shapes are the server's own.
 */

export type KpiAnswer = Awaited<ReturnType<typeof kpiReport>>;
export type MarginAnswer = Awaited<ReturnType<typeof marginReport>>;
export type ChartAnswer = Awaited<ReturnType<typeof chartReport>>;
export type { WorkQueues };

type Params = Record<string, string>;

export const homeKeys = {
	all: ['home'] as const,
	kpis: (period: Params) => [...homeKeys.all, 'kpis', period] as const,
	margins: (period: Params) => [...homeKeys.all, 'margins', period] as const,
	charts: (period: Params, grain: Grain) => [...homeKeys.all, 'charts', period, grain] as const,
	workQueues: () => [...homeKeys.all, 'work-queues'] as const,
};

const report = <T>(path: string, params: Params) =>
	directus.request(customEndpoint<T>({ path: `/deckhand/reports/${path}`, method: 'GET', params }));

/*
 * A new period keeps the last one's figures on screen (marked busy) until its own arrive, so
 * the page does not jump.
 */
const periodOptions = { placeholderData: keepPreviousData, staleTime: 30_000 } as const;

export const kpisQuery = (period: Params) =>
	queryOptions({
		queryKey: homeKeys.kpis(period),
		queryFn: () => report<KpiAnswer>('kpis', period),
		...periodOptions,
	});

/** Administrators only: the page does not ask for it otherwise (the server refuses a clerk). */
export const marginsQuery = (period: Params, enabled: boolean) =>
	queryOptions({
		queryKey: homeKeys.margins(period),
		queryFn: () => report<MarginAnswer>('margins', period),
		enabled,
		...periodOptions,
	});

export const chartsQuery = (period: Params, grain: Grain) =>
	queryOptions({
		queryKey: homeKeys.charts(period, grain),
		queryFn: () => report<ChartAnswer>('charts', { ...period, grain }),
		...periodOptions,
	});

export const workQueuesQuery = () =>
	queryOptions({
		queryKey: homeKeys.workQueues(),
		queryFn: () => report<WorkQueues>('work-queues', {}),
		staleTime: 30_000,
	});
