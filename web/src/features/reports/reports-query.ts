import { customEndpoint } from '@directus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { reportKeys } from '../../lib/api/keys.ts';
import { directus } from '../../lib/directus/client.ts';
import { downloadAddress } from '../../lib/exports/export-address.ts';
import type { ReportName, ReportRow } from './report-columns.ts';

/** A report as the server answers it: its days, the shop's time zone they are days of, and its rows (money in minor units). */
export interface ReportAnswer {
	from: string;
	to: string;
	time_zone: string;
	rows: ReportRow[];
}

export interface ReportRequest {
	report: ReportName;
	from: string;
	to: string;
}

export const reportQuery = (request: ReportRequest) =>
	queryOptions({
		queryKey: reportKeys.table(request),
		queryFn: () =>
			directus.request(
				customEndpoint<ReportAnswer>({
					path: `/deckhand/reports/${request.report}`,
					method: 'GET',
					params: { from: request.from, to: request.to },
				}),
			),
		// Other days of the same report stay on screen while the new ones load, marked busy.
		placeholderData: keepPreviousData,
	});

/** The same rows as a CSV file: the report's own route with `format=csv`, which the browser downloads. */
export const reportCsvAddress = ({ report, from, to }: ReportRequest): string =>
	downloadAddress(`/deckhand/reports/${report}`, { from, to, format: 'csv' });
