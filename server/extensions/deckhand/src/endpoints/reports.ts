import type { Request, Response, Router } from 'express';
import type { Route } from '../http/json-route.ts';
import type { Knex } from 'knex';
import { AdminOnlyError } from '../errors.ts';
import { sendCsv, type ExportLogger } from '../exports/send-csv.ts';
import type { Actor } from '../ledger/command.ts';
import { chartReport } from '../reports/chart-report.ts';
import { kpiReport, marginReport } from '../reports/kpi-report.ts';
import {
	parseGrain,
	parsePeriodRequest,
	parseReportDays,
	periodSpans,
	periodsOf,
	reportDays,
	wantsCsv,
	type PeriodSpans,
	type ShopClock,
} from '../reports/report-params.ts';
import { REPORTS, tableCsv } from '../reports/report-tables.ts';
import { workQueues } from '../reports/work-queues.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { ENDPOINTS, REPORT_TABLES } from '@deckhand/contract/api/endpoints.ts';
import type { FiguresWithheld } from '@deckhand/contract/reports/figures-withheld.ts';
import { REPORT_NAMES, type ReportTableAnswer } from '@deckhand/contract/reports/report-tables.ts';
import { routePath } from '../http/route-path.ts';
import { waitForTurn } from '../reads/read-budget.ts';
import { HEAVY_READS } from '../reads/read-turns.ts';

type Query = Record<string, unknown>;

interface ReportContext {
	database: Knex;
	/** The signed-in caller, refusing anyone else, before the input is read. */
	caller: (req: Request) => Actor;
	route: Route;
	logger: ExportLogger;
}

/**
 * How the shop is doing (`/deckhand/reports/…`, docs/reports.md): every figure an aggregate the
 * server runs over the period's rows. Costs, margins and the reports are for administrators: a
 * clerk asking for them is refused before the query is read, and nothing is computed. The KPIs
 * and charts (sales, store credit owed, stock value) answer staff with the period and no figure
 * (nothing computed) unless the owner lets staff see them. The charts and the report tables, up
 * to a year of days, take their turn among heavy reads (`reads/read-turns.ts`).
 */
export function reportRoutes(router: Router, { database, caller, route, logger }: ReportContext): void {
	const clock = async (): Promise<ShopClock> => ({
		timeZone: (await readShopSettings(database)).time_zone,
		now: Date.now(),
	});
	const administrator = (req: Request, what: string): void => {
		if (!caller(req).admin) throw new AdminOnlyError(`${what} are for administrators.`, {});
	};
	/** Whether the caller sees the shop's money figures: an administrator, or staff when the owner lets them (`staff_see_figures`). */
	const seesFigures = async (actor: Actor): Promise<boolean> =>
		actor.admin || (await readShopSettings(database)).staff_see_figures;
	const withheld = (spans: PeriodSpans): FiguresWithheld => ({ ...periodsOf(spans), withheld: 'staff_see_figures' });

	router.get(
		routePath(ENDPOINTS.kpis),
		route(async (req) => {
			const actor = caller(req);
			const spans = periodSpans(parsePeriodRequest(req.query as Query), await clock());
			if (!(await seesFigures(actor))) return withheld(spans);
			return kpiReport(database, spans, actor.admin);
		}),
	);

	router.get(
		routePath(ENDPOINTS.margins),
		route(async (req) => {
			administrator(req, 'Margins and costs');
			const request = parsePeriodRequest(req.query as Query);
			return marginReport(database, periodSpans(request, await clock()));
		}),
	);

	router.get(
		routePath(ENDPOINTS.charts),
		route(async (req) => {
			const actor = caller(req);
			const request = parsePeriodRequest(req.query as Query);
			const grain = parseGrain(req.query as Query);
			if (!(await seesFigures(actor))) return withheld(periodSpans(request, await clock()));
			await waitForTurn(HEAVY_READS);
			const now = await clock();
			return chartReport(database, periodSpans(request, now), grain, now.now, actor.admin);
		}),
	);

	router.get(
		routePath(ENDPOINTS.workQueues),
		route(async (req) => {
			const actor = caller(req);
			return workQueues(database, await clock(), actor.admin);
		}),
	);

	for (const name of REPORT_NAMES) {
		router.get(routePath(REPORT_TABLES[name]), async (req: Request, res: Response) => {
			administrator(req, 'Reports');
			const range = parseReportDays(req.query as Query);
			const csv = wantsCsv(req.query as Query);
			await waitForTurn(HEAVY_READS);
			const now = await clock();
			const report = await REPORTS[name](database, reportDays(range, now));
			if (csv) await sendCsv(res, tableCsv(report, range, (await readShopSettings(database)).currency), logger);
			else
				res.json({
					data: { ...range, time_zone: now.timeZone, rows: report.rows } satisfies ReportTableAnswer,
				});
		});
	}
}
