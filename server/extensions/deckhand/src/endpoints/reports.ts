import type { Request, Response, Router } from 'express';
import type { Knex } from 'knex';
import { AdminOnlyError } from '../errors.ts';
import type { Actor } from '../ledger/command.ts';
import { kpiReport, marginReport } from '../reports/kpi-report.ts';
import { parsePeriodRequest, periodSpans, type ShopClock } from '../reports/report-params.ts';
import { workQueues } from '../reports/work-queues.ts';
import { readShopSettings } from '../settings/shop-settings.ts';

type Route = (answer: (req: Request) => Promise<unknown>) => (req: Request, res: Response) => Promise<void>;
type Query = Record<string, unknown>;

interface ReportContext {
	database: Knex;
	/** The signed-in caller, refusing anyone else, before the input is read. */
	caller: (req: Request) => Actor;
	route: Route;
}

/**
 * How the shop is doing (`/deckhand/reports/…`, docs/reports.md): every figure an aggregate the
 * server runs over the period's rows. Costs and margins are for administrators: a clerk asking
 * for them is refused before the query is read, and nothing is computed.
 */
export function reportRoutes(router: Router, { database, caller, route }: ReportContext): void {
	const clock = async (): Promise<ShopClock> => ({ timeZone: (await readShopSettings(database)).time_zone, now: Date.now() });
	const administrator = (req: Request, what: string): void => {
		if (!caller(req).admin) throw new AdminOnlyError(`${what} are for administrators.`, {});
	};

	router.get(
		'/reports/kpis',
		route(async (req) => {
			const actor = caller(req);
			const request = parsePeriodRequest(req.query as Query);
			return kpiReport(database, periodSpans(request, await clock()), actor.admin);
		}),
	);

	router.get(
		'/reports/margins',
		route(async (req) => {
			administrator(req, 'Margins and costs');
			const request = parsePeriodRequest(req.query as Query);
			return marginReport(database, periodSpans(request, await clock()));
		}),
	);

	router.get(
		'/reports/work-queues',
		route(async (req) => {
			const actor = caller(req);
			return workQueues(database, await clock(), actor.admin);
		}),
	);
}
