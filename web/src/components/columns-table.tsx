import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** One column of a `ColumnsTable`: its heading (empty for a column of actions) and what each row shows in it. */
export interface Column<Row> {
	title: string;
	cell: (row: Row) => ReactNode;
	align?: 'right';
}

/**
 * A read-only table of rows, described by its columns, so a history or a list of runs is written
 * as what each column shows rather than as rows of cells; `label` names it for a screen reader.
 */
export function ColumnsTable<Row>({
	label,
	columns,
	rows,
	rowKey,
	busy = false,
	spacing = 4,
}: {
	label: string;
	columns: Array<Column<Row>>;
	rows: readonly Row[];
	rowKey: (row: Row) => string | number;
	busy?: boolean;
	spacing?: number;
}) {
	return (
		<Table aria-label={label} aria-busy={busy} verticalSpacing={spacing}>
			<Table.Thead>
				<Table.Tr>
					{columns.map((column, index) => (
						<Table.Th key={index} ta={column.align}>
							{column.title}
						</Table.Th>
					))}
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{rows.map((row) => (
					<Table.Tr key={rowKey(row)}>
						{columns.map((column, index) => (
							<Table.Td key={index} ta={column.align}>
								{column.cell(row)}
							</Table.Td>
						))}
					</Table.Tr>
				))}
			</Table.Tbody>
		</Table>
	);
}
