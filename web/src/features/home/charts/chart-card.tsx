import { Button, Group, Skeleton, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconTable } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { FigureCard } from '../figure-card.tsx';
import { DataTable } from '../../../components/list-screen/data-table.tsx';
import type { TableColumn } from '../../../components/list-screen/table-column.ts';

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
	return <DataTable labelledBy={labelledBy} striped minWidth={0} columns={columns} rows={rows} rowKey={rowKey} />;
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
