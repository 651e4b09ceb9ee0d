import type { Knex } from 'knex';
import type { KpiReport, MarginReport } from '@deckhand/contract/reports/kpi-report.ts';
import { periodFigures } from './period-figures.ts';
import { periodsOf, type PeriodSpans } from './report-params.ts';
import { stockNow } from './stock-value.ts';
import { topEarners } from './top-sellers.ts';

/**
 * `GET /deckhand/reports/kpis`: the period's figures and the previous period's, and the stock as
 * it is now. A clerk's answer has no cost or margin figure at all (they are not computed).
 */
export async function kpiReport(database: Knex, spans: PeriodSpans, admin: boolean): Promise<KpiReport> {
	const current = await periodFigures(database, spans.current, admin);
	const before = await periodFigures(database, spans.previous, admin);
	return { ...periodsOf(spans), current, before, stock: await stockNow(database, admin) };
}

/**
 * `GET /deckhand/reports/margins` (administrators only): the ten cards and sets that earned most
 * over their recorded cost. The period's cost of sales and gross margin, and the stock at cost,
 * are in the administrator's KPIs already.
 */
export async function marginReport(database: Knex, spans: PeriodSpans): Promise<MarginReport> {
	return { ...periodsOf(spans), ...(await topEarners(database, spans.current)) };
}
