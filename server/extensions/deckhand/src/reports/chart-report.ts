import type { Knex } from 'knex';
import { buylistReturnSeries, salesSeries } from './chart-series.ts';
import type { ChartReport } from '@deckhand/contract/reports/chart-report.ts';
import type { Grain } from '@deckhand/contract/reports/period.ts';
import { bucketsOf } from './period.ts';
import { periodsOf, type PeriodSpans } from './report-params.ts';
import { agedStockByGame, stockByGame } from './stock-by-game.ts';
import { topSellers } from './top-sellers.ts';

/**
 * `GET /deckhand/reports/charts`: the period's sales per day, week or month beside the previous
 * period's (aligned by index: the first bucket of each, the second…), sales by game, the ten
 * best-selling cards and sets, buylist spend against the sales of what was bought, and the stock
 * now per game, all of it and the aged part. Costs only in an administrator's answer.
 */
export async function chartReport(
	database: Knex,
	spans: PeriodSpans,
	grain: Grain,
	now: number,
	admin: boolean,
): Promise<ChartReport> {
	const current = bucketsOf(spans.current, grain, spans.timeZone);
	const previous = bucketsOf(spans.previous, grain, spans.timeZone);
	return {
		...periodsOf(spans),
		grain,
		sales: { current: await salesSeries(database, current), previous: await salesSeries(database, previous) },
		...(await topSellers(database, spans.current)),
		buylist_return: await buylistReturnSeries(database, current, spans.current),
		stock_by_game: await stockByGame(database, admin),
		aged_stock_by_game: await agedStockByGame(database, now, admin),
	};
}
