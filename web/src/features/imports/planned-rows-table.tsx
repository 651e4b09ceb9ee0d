import { Pagination, Stack, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryProblem } from '../../components/query-problem.tsx';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import type { RowKind } from './import-job.ts';
import { MoneyCell, RowIdentityCells } from './import-row-cells.tsx';
import { ImportRowsTable } from './import-rows-table.tsx';
import { importRowsQuery, ROWS_PAGE_SIZE } from './imports-query.ts';

/**
 * One kind of a dry run's rows (errors, creations, updates, skips), a page at a time from the
 * server, in file order: each with its line and, for errors and skips, the reason.
 */
export function PlannedRowsTable({
	job,
	kind,
	page,
	label,
	onPage,
}: {
	job: number;
	kind: RowKind;
	page: number;
	label: string;
	onPage: (page: number) => void;
}) {
	const { t } = useLingui();
	const currency = useShopCurrency();
	const rows = useQuery(importRowsQuery(job, kind, page));
	const explained = kind === 'error' || kind === 'skip';
	const pages = rows.data ? Math.ceil(rows.data.total / ROWS_PAGE_SIZE) : 0;
	if (rows.error) return <QueryProblem error={rows.error} onRetry={() => rows.refetch()} />;
	return (
		<Stack gap="xs">
			<ImportRowsTable
				label={label}
				minWidth={720}
				busy={rows.isFetching}
				moreColumns={
					explained ? (
						<Table.Th>
							<Trans>Reason</Trans>
						</Table.Th>
					) : null
				}
			>
				{(rows.data?.rows ?? []).map((planned) => (
					<Table.Tr key={planned.line} bg={kind === 'error' ? 'var(--mantine-color-red-light)' : undefined}>
						<Table.Td>{formatNumber(planned.line)}</Table.Td>
						{planned.row ? (
							<>
								<RowIdentityCells row={planned.row} />
								<MoneyCell amount={planned.row.price} currency={currency} />
							</>
						) : (
							<Table.Td colSpan={4} c="dimmed">
								<Trans>The row could not be read.</Trans>
							</Table.Td>
						)}
						{explained ? <Table.Td>{planned.reason}</Table.Td> : null}
					</Table.Tr>
				))}
			</ImportRowsTable>
			{rows.data?.total === 0 ? (
				<Text c="dimmed" size="sm">
					<Trans>No rows of this kind.</Trans>
				</Text>
			) : null}
			{pages > 1 ? (
				<Pagination total={pages} value={page} onChange={onPage} aria-label={t`Pages of ${label}`} />
			) : null}
		</Stack>
	);
}
