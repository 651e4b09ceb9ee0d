import { Group, Pagination, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
	columns: Array<{ title: string; cell: (row: Row) => ReactNode; align?: 'right' }>;
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
			<Table aria-label={label} aria-busy={query.isFetching || rows === undefined} verticalSpacing={4}>
				<Table.Thead>
					<Table.Tr>
						{columns.map((column) => (
							<Table.Th key={column.title} ta={column.align}>
								{column.title}
							</Table.Th>
						))}
					</Table.Tr>
				</Table.Thead>
				<Table.Tbody>
					{(rows ?? []).map((row) => (
						<Table.Tr key={row.id}>
							{columns.map((column) => (
								<Table.Td key={column.title} ta={column.align}>
									{column.cell(row)}
								</Table.Td>
							))}
						</Table.Tr>
					))}
				</Table.Tbody>
			</Table>
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
