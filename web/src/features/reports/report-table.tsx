import { Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, formatDay, formatNumber } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { signedMoney } from '../../lib/till-words.ts';
import { reportTotals, type CellKind, type ReportColumn, type ReportRow } from './report-columns.ts';

const FIGURES = new Set<CellKind>(['whole', 'money', 'over-short']);

/** A report's rows as the server answers them, a totals row under the columns that add up. */
export function ReportTable({
	name,
	columns,
	rows,
	busy,
	currency,
}: {
	name: string;
	columns: ReportColumn[];
	rows: ReportRow[];
	busy: boolean;
	currency: string;
}) {
	const { t, i18n } = useLingui();
	const cell = (kind: CellKind, value: string | number | null): string => {
		if (kind === 'closed-at')
			return value === null
				? t({ message: 'Open', comment: 'till session state' })
				: formatDateTime(String(value));
		// A till session still open has no count, so no cash counted nor over/short yet.
		if (value === null) return '—';
		if (kind === 'day') return formatDay(String(value));
		if (kind === 'moment') return formatDateTime(String(value));
		if (kind === 'whole') return formatNumber(Number(value));
		if (kind === 'money') return formatMoney(Number(value), currency);
		if (kind === 'over-short') return signedMoney(Number(value), currency);
		return String(value);
	};
	const totals = reportTotals(columns, rows);
	if (rows.length === 0)
		return (
			<Text c="dimmed">
				<Trans>Nothing to report in these days. Choose other days.</Trans>
			</Text>
		);
	return (
		<Table aria-label={name} aria-busy={busy} striped verticalSpacing="xs">
			<Table.Thead>
				<Table.Tr>
					{columns.map((column) => (
						<Table.Th key={column.key} ta={FIGURES.has(column.kind) ? 'right' : undefined}>
							{i18n._(column.label)}
						</Table.Th>
					))}
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{rows.map((row, index) => (
					<Table.Tr key={index}>
						{columns.map((column) => (
							// Figures, days and moments stay on one line; a till's or game's name may wrap, so the table fits a tablet.
							<Table.Td
								key={column.key}
								ta={FIGURES.has(column.kind) ? 'right' : undefined}
								style={column.kind === 'text' ? undefined : { whiteSpace: 'nowrap' }}
							>
								{cell(column.kind, row[column.key] ?? null)}
							</Table.Td>
						))}
					</Table.Tr>
				))}
			</Table.Tbody>
			{totals ? (
				<Table.Tfoot>
					<Table.Tr fw={700}>
						{columns.map((column, index) => {
							const total = totals[index];
							if (index === 0)
								return (
									<Table.Th key={column.key} scope="row">
										<Trans>Total</Trans>
									</Table.Th>
								);
							return (
								<Table.Td key={column.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
									{total === null || total === undefined ? '' : cell(column.kind, total)}
								</Table.Td>
							);
						})}
					</Table.Tr>
				</Table.Tfoot>
			) : null}
		</Table>
	);
}
