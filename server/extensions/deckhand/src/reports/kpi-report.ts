import type { Knex } from 'knex';
import { periodFigures } from './period-figures.ts';
import { periodsOf, type PeriodSpans } from './report-params.ts';
import { stockCost, stockValue } from './stock-value.ts';
import { topEarners } from './top-sellers.ts';

/**
 * `GET /deckhand/reports/kpis`: the period's figures and the previous period's, and the stock as
 * it is now. A clerk's answer has no cost or margin figure at all (they are not computed).
 */
export async function kpiReport(database: Knex, spans: PeriodSpans, admin: boolean) {
	// At once, as the charts are (chart-report.ts).
	const [current, before, value, cost] = await Promise.all([
		periodFigures(database, spans.current, admin),
		periodFigures(database, spans.previous, admin),
		stockValue(database),
		admin ? stockCost(database) : null,
	]);
	return { ...periodsOf(spans), current, before, stock: cost ? { ...value, ...cost } : value };
}

/**
 * `GET /deckhand/reports/margins` (administrators only): the ten cards and sets that earned most
 * over their recorded cost. The period's cost of sales and gross margin, and the stock at cost,
 * are in the administrator's KPIs already.
 */
export async function marginReport(database: Knex, spans: PeriodSpans) {
	return { ...periodsOf(spans), ...(await topEarners(database, spans.current)) };
}
