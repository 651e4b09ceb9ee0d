import { Table, type MantineSpacing } from '@mantine/core';
import { SortHeader } from './sort-header.tsx';
import { cellStyle, columnKey, type TableColumn } from './table-column.ts';

/**
 * A table drawn from its rows: a header per column (sortable where the column names its sort and
 * the screen passes `onSort`), a row per item. Named by `label`, or by the heading `labelledBy`
 * names; busy while its list is asked again. `minWidth`: below it the table scrolls sideways
 * rather than squeezing its columns.
 */
export function DataTable<Row, Sort extends string = string>({
	label,
	labelledBy,
	busy,
	columns,
	rows,
	rowKey,
	sort,
	onSort,
	highlightOnHover,
	striped,
	verticalSpacing,
	minWidth,
}: {
	label?: string;
	labelledBy?: string;
	busy?: boolean;
	columns: TableColumn<Row, Sort>[];
	rows: Row[];
	rowKey: (row: Row) => string | number;
	sort?: string;
	onSort?: (sort: Sort | `-${Sort}`) => void;
	highlightOnHover?: boolean;
	striped?: boolean;
	verticalSpacing?: MantineSpacing;
	minWidth?: number;
}) {
	const table = (
		<Table
			aria-label={label}
			aria-labelledby={labelledBy}
			aria-busy={busy}
			highlightOnHover={highlightOnHover}
			striped={striped}
			verticalSpacing={verticalSpacing}
		>
			<Table.Thead>
				<Table.Tr>
					{columns.map((column) =>
						column.sort !== undefined && onSort ? (
							<SortHeader
								key={columnKey(column)}
								column={column.sort}
								label={column.header}
								sort={sort ?? ''}
								onSort={onSort}
							/>
						) : (
							<Table.Th key={columnKey(column)} ta={column.numeric ? 'right' : undefined}>
								{column.header}
							</Table.Th>
						),
					)}
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{rows.map((row) => (
					<Table.Tr key={rowKey(row)}>
						{columns.map((column) => (
							<Table.Td
								key={columnKey(column)}
								ta={column.numeric ? 'right' : undefined}
								style={cellStyle(column)}
							>
								{column.cell(row)}
							</Table.Td>
						))}
					</Table.Tr>
				))}
			</Table.Tbody>
		</Table>
	);
	return minWidth === undefined ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>;
}
