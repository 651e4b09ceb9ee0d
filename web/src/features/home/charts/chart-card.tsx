import { Button, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconTable } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { FigureCard } from '../figure-card.tsx';

export interface TableColumn<Row> {
	header: string;
	cell: (row: Row) => ReactNode;
	/** Figures are right-aligned, so their digits line up. */
	numeric?: boolean;
	/**
	 * Names that may be long without a space (a card's 200 letters): broken wherever they must be,
	 * so the table fits its card instead of scrolling sideways. Only there: broken anywhere, every
	 * column would give its width to the longest and short codes would split mid-word.
	 */
	breakAnywhere?: boolean;
}

const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** A chart's figures as a table: what screen readers and keyboards read, and anyone who wants the numbers. */
export function FigureTable<Row>({
	labelledBy,
	columns,
	rows,
	rowKey,
}: {
	labelledBy: string;
	columns: TableColumn<Row>[];
	rows: Row[];
	rowKey: (row: Row) => string | number;
}) {
	return (
		<Table.ScrollContainer minWidth={0}>
			<Table striped aria-labelledby={labelledBy}>
				<Table.Thead>
					<Table.Tr>
						{columns.map((column) => (
							<Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
								{column.header}
							</Table.Th>
						))}
					</Table.Tr>
				</Table.Thead>
				<Table.Tbody>
					{rows.map((row) => (
						<Table.Tr key={rowKey(row)}>
							{columns.map((column) => (
								<Table.Td
									key={column.header}
									ta={column.numeric ? 'right' : undefined}
									style={column.breakAnywhere ? BREAK_ANYWHERE : undefined}
								>
									{column.cell(row)}
								</Table.Td>
							))}
						</Table.Tr>
					))}
				</Table.Tbody>
			</Table>
		</Table.ScrollContainer>
	);
}

/**
 * A chart with its heading, and its figures as a table one press away ("Show as table", a toggle
 * button: pressed, the table replaces the drawing): the drawing alone says nothing to a screen reader. `empty` says why there is nothing to draw; a
 * skeleton until the first answer.
 */
export function ChartCard({
	name,
	title,
	busy,
	loaded,
	empty,
	controls,
	chart,
	table,
}: {
	name: string;
	title: string;
	busy: boolean;
	loaded: boolean;
	/** What to say instead of an empty chart ("No sales in this period"); null when there is something to draw. */
	empty: string | null;
	controls?: ReactNode;
	/** The drawing, named by the chart's heading (its id). */
	chart: (labelledBy: string) => ReactNode;
	/** The table, named by the chart's heading (its id). */
	table: (labelledBy: string) => ReactNode;
}) {
	const [asTable, setAsTable] = useState(false);
	const headingId = useId();
	return (
		<FigureCard name={name} busy={busy} labelledBy={headingId}>
			<Group justify="space-between" mb="sm" gap="xs">
				<Title order={3} size="h5" id={headingId}>
					{title}
				</Title>
				<Group gap="xs">
					{controls}
					{loaded && empty === null ? (
						<Button
							variant={asTable ? 'light' : 'subtle'}
							size="compact-sm"
							aria-pressed={asTable}
							leftSection={<IconTable size={16} aria-hidden />}
							onClick={() => setAsTable(!asTable)}
						>
							<Trans>Show as table</Trans>
						</Button>
					) : null}
				</Group>
			</Group>
			{!loaded ? (
				<Skeleton height={220} />
			) : empty !== null ? (
				<Text c="dimmed">{empty}</Text>
			) : asTable ? (
				table(headingId)
			) : (
				chart(headingId)
			)}
		</FigureCard>
	);
}
