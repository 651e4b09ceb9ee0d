import { REPORT_NAMES, type ReportName, type ReportRows, type ReportTableAnswer } from '../reports/report-tables.ts';
import { of, table, type Endpoint, type Query } from './endpoint.ts';

/** A report's days (`from`, `to`), and `format=csv` for its rows as a file. */
type ReportTableQuery = Query<'from' | 'to' | 'format'>;

export type ReportTableEndpoint<Name extends ReportName> = Endpoint<
	'GET',
	`/deckhand/reports/${Name}`,
	{ query: ReportTableQuery; answer: ReportTableAnswer<ReportRows[Name]> },
	false,
	'json-or-file'
>;

/** The administrators' reports (`GET /deckhand/reports/<name>`), one route each. */
export const REPORT_TABLES = Object.fromEntries(
	REPORT_NAMES.map((name) => [name, table(`/deckhand/reports/${name}`, of<{ query: ReportTableQuery }>())]),
) as { [Name in ReportName]: ReportTableEndpoint<Name> };
