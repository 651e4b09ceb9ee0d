import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { Grain } from '@deckhand/contract/reports/period.ts';
import type { ChartReport } from '@deckhand/contract/reports/chart-report.ts';
import type { KpiReport, MarginReport } from '@deckhand/contract/reports/kpi-report.ts';
import type { WorkQueues } from '@deckhand/contract/reports/work-queues.ts';
import type { FiguresWithheld } from '@deckhand/contract/reports/figures-withheld.ts';
import { read } from '../../lib/api/deckhand-client.ts';
import { homeKeys } from '../../lib/api/keys.ts';

/*
 * Home's four requests (docs/reports.md, "Routes"): every figure is an aggregate the server
 * computes; the page downloads no rows. The answers' shapes are the server's own.
 */

export type KpiAnswer = KpiReport;
/** The KPIs and charts answer staff `FiguresWithheld` while the owner keeps the shop's figures from them. */
export type { FiguresWithheld };
export type MarginAnswer = MarginReport;
export type ChartAnswer = ChartReport;
export type { WorkQueues };

type Params = Record<string, string>;

/*
 * A new period keeps the last one's figures on screen (marked busy) until its own arrive, so
 * the page does not jump.
 */
const periodOptions = { placeholderData: keepPreviousData, staleTime: 30_000 } as const;

export const kpisQuery = (period: Params) =>
	queryOptions({
		queryKey: homeKeys.kpis(period),
		queryFn: () => read(ENDPOINTS.kpis, { query: period }),
		...periodOptions,
	});

/** Administrators only: the page does not ask for it otherwise (the server refuses a clerk). */
export const marginsQuery = (period: Params, enabled: boolean) =>
	queryOptions({
		queryKey: homeKeys.margins(period),
		queryFn: () => read(ENDPOINTS.margins, { query: period }),
		enabled,
		...periodOptions,
	});

export const chartsQuery = (period: Params, grain: Grain) =>
	queryOptions({
		queryKey: homeKeys.charts(period, grain),
		queryFn: () => read(ENDPOINTS.charts, { query: { ...period, grain } }),
		...periodOptions,
	});

export const workQueuesQuery = () =>
	queryOptions({
		queryKey: homeKeys.workQueues(),
		queryFn: () => read(ENDPOINTS.workQueues),
		staleTime: 30_000,
	});
