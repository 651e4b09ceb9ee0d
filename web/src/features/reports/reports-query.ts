import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { REPORT_TABLES } from '@deckhand/contract/api/endpoints.ts';
import { fileAddress } from '../../lib/api/deckhand-address.ts';
import { read } from '../../lib/api/deckhand-client.ts';
import { reportKeys } from '../../lib/api/keys.ts';
import type { ReportName } from './report-columns.ts';

export interface ReportRequest {
	report: ReportName;
	from: string;
	to: string;
}

export const reportQuery = (request: ReportRequest) =>
	queryOptions({
		queryKey: reportKeys.table(request),
		queryFn: () => read(REPORT_TABLES[request.report], { query: { from: request.from, to: request.to } }),
		// Other days of the same report stay on screen while the new ones load, marked busy.
		placeholderData: keepPreviousData,
	});

/** The same rows as a CSV file: the report's own route with `format=csv`, which the browser downloads. */
export const reportCsvAddress = ({ report, from, to }: ReportRequest): string =>
	fileAddress(REPORT_TABLES[report], { query: { from, to, format: 'csv' } });
