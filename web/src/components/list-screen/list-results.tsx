import type { MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryProblem } from '../query-problem.tsx';
import { DataTable } from './data-table.tsx';
import { ListFooter } from './list-footer.tsx';
import type { TableColumn } from './table-column.ts';

/** A page of a list as the server answers it: its rows and how many match over all pages. */
export interface ListPage<Row> {
	items: Row[];
	total: number;
}

/** What a list screen reads of its query. */
export interface ListQuery<Row> {
	data: ListPage<Row> | undefined;
	error: unknown;
	isFetching: boolean;
	refetch: () => unknown;
}

/**
 * A list screen's answer: the failed load with its retry, else the page's table, what to say when
 * nothing matches (`empty`) and the pager. `shown`: false while the filters cannot match (an
 * inverted date range), so an earlier answer is not shown under them. `busy` adds what else the
 * rows wait for (a column read by a second query).
 */
export function ListResults<Row, Sort extends string = string>({
	list,
	shown = true,
	label,
	columns,
	rowKey,
	busy = false,
	highlightOnHover,
	verticalSpacing,
	sort,
	onSort,
	pageSize,
	page,
	onPage,
	empty,
}: {
	list: ListQuery<Row>;
	shown?: boolean;
	label: string;
	columns: TableColumn<Row, Sort>[];
	rowKey: (row: Row) => string | number;
	busy?: boolean;
	highlightOnHover?: boolean;
	verticalSpacing?: MantineSpacing;
	sort?: string;
	onSort?: (sort: Sort | `-${Sort}`) => void;
	pageSize: number;
	page: number | undefined;
	onPage: (page: number) => void;
	empty: ReactNode;
}) {
	return (
		<>
			{list.error ? <QueryProblem error={list.error} onRetry={() => void list.refetch()} /> : null}
			{list.data && shown ? (
				<>
					<DataTable
						label={label}
						busy={list.isFetching || busy}
						highlightOnHover={highlightOnHover}
						verticalSpacing={verticalSpacing}
						columns={columns}
						rows={list.data.items}
						rowKey={rowKey}
						sort={sort}
						onSort={onSort}
					/>
					<ListFooter total={list.data.total} pageSize={pageSize} page={page} onPage={onPage} empty={empty} />
				</>
			) : null}
		</>
	);
}
