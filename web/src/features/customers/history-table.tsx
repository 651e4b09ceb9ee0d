import { Group, Pagination, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryProblem } from '../../components/query-problem.tsx';
import { HISTORY_PAGE_SIZE, pageCount } from './customers-search.ts';

/**
 * One of the customer page's lists, newest first: a page of rows, a pager when there are more,
 * a line saying there is nothing yet, or the failure with a retry.
 */
export function HistoryTable<Row extends { id: number }>({ label, empty, columns, page, total, rows, error, busy, onRetry, onPage }: {
	label: string;
	empty: string;
	columns: Array<{ title: string; cell: (row: Row) => ReactNode; align?: 'right' }>;
	page: number;
	total: number | undefined;
	rows: Row[] | undefined;
	error: unknown;
	busy: boolean;
	onRetry: () => void;
	onPage: (page: number) => void;
}) {
	if (error) return <QueryProblem error={error} onRetry={onRetry} />;
	return (
		<>
			<Table aria-label={label} aria-busy={busy || rows === undefined} verticalSpacing={4}>
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
					<Text c="dimmed" size="sm">{`${total.toLocaleString()} in all`}</Text>
					<Pagination size="sm" total={pageCount(total, HISTORY_PAGE_SIZE)} value={page} onChange={onPage} aria-label={`Pages of ${label.toLowerCase()}`} />
				</Group>
			) : null}
		</>
	);
}
