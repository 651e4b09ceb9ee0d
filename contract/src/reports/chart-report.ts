import type { BuylistReturnPoint, SalesPoint } from './chart-series.ts';
import type { Grain } from './period.ts';
import type { ReportPeriods } from './report-params.ts';
import type { GameStock } from './stock-by-game.ts';
import type { TopSeller } from './top-sellers.ts';

/**
 * What `GET /deckhand/reports/charts` answers: the period's sales per day, week or month beside
 * the previous period's (aligned by index), sales by game, the ten best-selling cards and sets,
 * buylist spend against the sales of what was bought, and the stock now per game, all of it and
 * the aged part.
 */
export interface ChartReport extends ReportPeriods {
	grain: Grain;
	sales: { current: SalesPoint[]; previous: SalesPoint[] };
	sales_by_game: TopSeller[];
	top_cards: TopSeller[];
	top_sets: TopSeller[];
	buylist_return: BuylistReturnPoint[];
	stock_by_game: GameStock[];
	aged_stock_by_game: GameStock[];
}
