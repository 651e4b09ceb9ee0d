import { Group, Pagination, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { ColumnsTable, type Column } from '../../components/columns-table.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { HISTORY_PAGE_SIZE } from './customers-search.ts';
import { pageCount } from '../../lib/list-search.ts';

/**
 * One of the customer page's lists, newest first: a page of rows, a pager when there are more,
 * a line saying there is nothing yet, or the failure with a retry.
 */
export function HistoryTable<Row extends { id: number }>({
	label,
	pagesLabel,
	empty,
	columns,
	page,
	query,
	onPage,
}: {
	label: string;
	/** The name of the list's pager: "Pages of orders". */
	pagesLabel: string;
	empty: string;
	columns: Array<Column<Row>>;
	page: number;
	/** The page of rows, as the server answered it. */
	query: UseQueryResult<{ items: Row[]; total: number }>;
	onPage: (page: number) => void;
}) {
	const { t } = useLingui();
	if (query.error) return <QueryProblem error={query.error} onRetry={() => query.refetch()} />;
	const rows = query.data?.items;
	const total = query.data?.total;
	const inAll = total === undefined ? '' : formatNumber(total);
	return (
		<>
			<ColumnsTable
				label={label}
				columns={columns}
				rows={rows ?? []}
				rowKey={(row) => row.id}
				busy={query.isFetching || rows === undefined}
			/>
			{total === 0 ? (
				<Text c="dimmed" size="sm">
					{empty}
				</Text>
			) : null}
			{total !== undefined && total > HISTORY_PAGE_SIZE ? (
				<Group justify="space-between">
					<Text c="dimmed" size="sm">
						{t({ message: `${inAll} in all`, comment: 'how many rows a list has, over all its pages' })}
					</Text>
					<Pagination
						size="sm"
						total={pageCount(total, HISTORY_PAGE_SIZE)}
						value={page}
						onChange={onPage}
						aria-label={pagesLabel}
					/>
				</Group>
			) : null}
		</>
	);
}
