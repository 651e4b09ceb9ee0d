import { Table } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface ImportRowsTableProps {
	label: string;
	/** Narrower than this, the table scrolls sideways instead of squeezing its cells. */
	minWidth: number;
	/** Its rows are being read (another page). */
	busy?: boolean;
	/** The headers of the table's own columns, after the price. */
	moreColumns?: ReactNode;
	/** Its rows: the line, `RowIdentityCells`, the price (`MoneyCell`), then the table's own cells. */
	children: ReactNode;
}

/** A table of a file's rows as Deckhand will store them: line, card, SKU, copies and price, then what the table adds (the preview's cost, a dry run's reason). */
export function ImportRowsTable({ label, minWidth, busy, moreColumns, children }: ImportRowsTableProps) {
	return (
		<Table.ScrollContainer minWidth={minWidth}>
			<Table aria-label={label} aria-busy={busy} verticalSpacing={4}>
				<Table.Thead>
					<Table.Tr>
						<Table.Th>
							<Trans>Line</Trans>
						</Table.Th>
						<Table.Th>
							<Trans>Card</Trans>
						</Table.Th>
						<Table.Th>
							<Trans>Condition · finish · language · edition</Trans>
						</Table.Th>
						<Table.Th ta="right">
							<Trans>Quantity</Trans>
						</Table.Th>
						<Table.Th ta="right">
							<Trans>Price</Trans>
						</Table.Th>
						{moreColumns}
					</Table.Tr>
				</Table.Thead>
				<Table.Tbody>{children}</Table.Tbody>
			</Table>
		</Table.ScrollContainer>
	);
}
