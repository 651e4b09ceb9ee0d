import type { PeriodFigures } from './period-figures.ts';
import type { ReportPeriods } from './report-params.ts';
import type { StockCost, StockValue } from './stock-value.ts';
import type { TopEarner } from './top-sellers.ts';

/**
 * What `GET /deckhand/reports/kpis` answers: the period's figures and the previous period's, and
 * the stock as it is now. A clerk's answer has no cost or margin figure at all.
 */
export interface KpiReport extends ReportPeriods {
	current: PeriodFigures;
	before: PeriodFigures;
	stock: StockValue | (StockValue & StockCost);
}

/** What `GET /deckhand/reports/margins` answers (administrators only): the ten cards and sets that earned most over their recorded cost. */
export interface MarginReport extends ReportPeriods {
	top_cards: TopEarner[];
	top_sets: TopEarner[];
}
