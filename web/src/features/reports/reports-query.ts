import { customEndpoint, readSingleton } from '@directus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { directus } from '../../lib/directus/client.ts';
import { downloadAddress } from '../../lib/exports/export-address.ts';
import { shopSettingsKeys } from '../../lib/shop-currency.ts';
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

/** Keys of the reports screen: a report's key holds its days, since its rows depend on them. */
export const reportsKeys = {
	all: ['reports'] as const,
	table: ({ report, from, to }: ReportRequest) => [...reportsKeys.all, 'table', report, from, to] as const,
};

export const reportQuery = (request: ReportRequest) =>
	queryOptions({
		queryKey: reportsKeys.table(request),
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

/** The shop's time zone, whose calendar the reports' days are in; under the settings' keys, so saving the settings refreshes it. */
export const shopTimeZoneQuery = () =>
	queryOptions({
		queryKey: [...shopSettingsKeys.all, 'time-zone'] as const,
		queryFn: () => directus.request(readSingleton('shop_settings', { fields: ['time_zone'] })),
		staleTime: 60 * 60_000,
	});

/** The same rows as a CSV file: the report's own route with `format=csv`, which the browser downloads. */
export const reportCsvAddress = ({ report, from, to }: ReportRequest): string =>
	downloadAddress(`/deckhand/reports/${report}`, { from, to, format: 'csv' });
