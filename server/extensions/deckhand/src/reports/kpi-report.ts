import type { Knex } from 'knex';
import { marginFigures, periodFigures } from './period-figures.ts';
import { periodsOf, type PeriodSpans } from './report-params.ts';
import { stockCost, stockValue } from './stock-value.ts';
import { topByMargin } from './top-sellers.ts';

/**
 * `GET /deckhand/reports/kpis`: the period's figures and the previous period's, and the stock as
 * it is now. A clerk's answer has no cost or margin figure at all (they are not computed).
 */
export async function kpiReport(database: Knex, spans: PeriodSpans, admin: boolean) {
	const current = await periodFigures(database, spans.current, admin);
	const before = await periodFigures(database, spans.previous, admin);
	const stock = admin ? { ...(await stockValue(database)), ...(await stockCost(database)) } : await stockValue(database);
	return { ...periodsOf(spans), current, before, stock };
}

/** `GET /deckhand/reports/margins` (administrators only): gross margin of both periods, the stock at cost, and the ten cards and sets that earned most. */
export async function marginReport(database: Knex, spans: PeriodSpans) {
	return {
		...periodsOf(spans),
		current: await marginFigures(database, spans.current),
		before: await marginFigures(database, spans.previous),
		stock: await stockCost(database),
		top_cards: await topByMargin(database, spans.current, 'cards'),
		top_sets: await topByMargin(database, spans.current, 'sets'),
	};
}
