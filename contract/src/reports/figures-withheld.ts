import type { ReportPeriods } from './report-params.ts';

/**
 * What `GET /deckhand/reports/kpis` and `/charts` answer staff while the owner keeps the shop's
 * money figures from them (`shop_settings.staff_see_figures` off): the period asked about, and
 * not one figure.
 */
export interface FiguresWithheld extends ReportPeriods {
	withheld: 'staff_see_figures';
}

/** Whether an answer of the KPIs or charts holds no figures, by the owner's choice. */
export const isWithheld = (answer: object | undefined): answer is FiguresWithheld =>
	answer !== undefined && 'withheld' in answer;
