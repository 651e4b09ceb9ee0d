import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { DayField } from '../../components/fields/day-field.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { describeError } from '../../lib/directus/errors.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import { useShopSettings } from '../../lib/shop-settings.ts';
import { REPORT_DEFINITIONS, REPORT_NAMES, type ReportName } from './report-columns.ts';
import { ReportTable } from './report-table.tsx';
import { reportCsvAddress, reportQuery } from './reports-query.ts';
import { reportRequest } from './reports-search.ts';

/** The administrators' reports: one at a time over days of the shop's calendar, on screen and as the same rows in CSV. */
export function ReportsPage() {
	const { t, i18n } = useLingui();
	const search = useSearch({ from: '/signed-in/reports' });
	const navigate = useNavigate({ from: '/reports' });
	const currency = useShopCurrency();
	// The shop's time zone, whose calendar the reports' days are in.
	const timeZone = useShopSettings((settings) => settings.time_zone);
	const request = timeZone.data ? reportRequest(search, timeZone.data) : null;
	const report = useQuery({
		...reportQuery(request ?? { report: 'sales-by-day', from: '', to: '' }),
		enabled: request !== null,
	});
	const definition = REPORT_DEFINITIONS[request?.report ?? search.report ?? 'sales-by-day'];
	// The server judges the days (the shop's today, at most 366 days): its refusal goes beside the field it names.
	const problem = report.error ? describeError(report.error) : null;
	const fieldError = (field: 'from' | 'to') => (problem?.field === field ? problem.message : null);
	const refusedOnField = problem?.field === 'from' || problem?.field === 'to';
	// Both days go into the address once one is chosen, so the other stays as shown.
	const chooseDays = (days: { from?: string; to?: string }) =>
		navigate({
			search: (previous) => ({ ...previous, from: request?.from, to: request?.to, ...days }),
			replace: true,
		});
	const name = i18n._(definition.label);
	return (
		<Stack>
			{/* The file beside the title, as the lists put their export. */}
			<Group justify="space-between">
				<Title order={1} size="h2">
					<Trans>Reports</Trans>
				</Title>
				<ExportCsvButton
					capability="viewReports"
					href={request && report.data && !problem ? reportCsvAddress(request) : null}
				>
					<Trans>Download CSV</Trans>
				</ExportCsvButton>
			</Group>
			{/* Top-aligned: a field that says a problem below itself does not lift the others. */}
			<Group align="start" wrap="wrap">
				<Select
					label={t`Report`}
					w={230}
					allowDeselect={false}
					value={request?.report ?? search.report ?? 'sales-by-day'}
					data={REPORT_NAMES.map((report) => ({
						value: report,
						label: i18n._(REPORT_DEFINITIONS[report].label),
					}))}
					onChange={(report) =>
						navigate({
							search: (previous) => ({
								...previous,
								report: (report ?? undefined) as ReportName | undefined,
							}),
							replace: true,
						})
					}
				/>
				<DayField
					label={t({ message: 'From', context: 'date' })}
					value={request?.from ?? ''}
					error={fieldError('from')}
					onDayChange={(from) => chooseDays({ from: from || undefined })}
				/>
				<DayField
					label={t({ message: 'To', context: 'date' })}
					value={request?.to ?? ''}
					error={fieldError('to')}
					onDayChange={(to) => chooseDays({ to: to || undefined })}
				/>
			</Group>
			<Text size="sm" c="dimmed">
				{i18n._(definition.about)}
			</Text>
			{timeZone.error ? <QueryProblem error={timeZone.error} onRetry={() => void timeZone.refetch()} /> : null}
			{report.error && !refusedOnField ? (
				<QueryProblem error={report.error} onRetry={() => void report.refetch()} />
			) : null}
			{report.data && !problem ? (
				<ReportTable
					name={name}
					columns={definition.columns}
					rows={report.data.rows}
					busy={report.isFetching}
					currency={currency}
				/>
			) : null}
		</Stack>
	);
}
