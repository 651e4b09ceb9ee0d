import type { ChartReport } from '../reports/chart-report.ts';
import type { FiguresWithheld } from '../reports/figures-withheld.ts';
import type { KpiReport, MarginReport } from '../reports/kpi-report.ts';
import type { WorkQueues } from '../reports/work-queues.ts';
import { of, read, type Query } from './endpoint.ts';

/** A period of Home's figures: a named one, or `custom` with its days. */
type PeriodParams = Query<'period' | 'from' | 'to'>;

/** Home's figures (docs/reports.md, "Routes"); the page's first script asks for some of them, so this file holds them alone. */
export const REPORTS = {
	/** Staff get `FiguresWithheld` unless the owner lets them see the shop's figures. */
	kpis: read('/deckhand/reports/kpis', of<{ query: PeriodParams; answer: KpiReport | FiguresWithheld }>()),
	/** Administrators only. */
	margins: read('/deckhand/reports/margins', of<{ query: PeriodParams; answer: MarginReport }>()),
	charts: read(
		'/deckhand/reports/charts',
		of<{ query: PeriodParams & Query<'grain'>; answer: ChartReport | FiguresWithheld }>(),
	),
	workQueues: read('/deckhand/reports/work-queues', of<{ answer: WorkQueues }>()),
};
