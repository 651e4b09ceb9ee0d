import { Table } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { BuylistLineView } from '@deckhand/contract/buylists/buylist-view.ts';

/** The offer's four columns, per copy and for the line: the intake table and the printed offer sheet head them alike. */
export function OfferHeads() {
	return (
		<>
			<Table.Th ta="right">
				<Trans>Cash per copy</Trans>
			</Table.Th>
			<Table.Th ta="right">
				<Trans>Credit per copy</Trans>
			</Table.Th>
			<Table.Th ta="right">
				<Trans>Cash</Trans>
			</Table.Th>
			<Table.Th ta="right">
				<Trans>Credit</Trans>
			</Table.Th>
		</>
	);
}

type OfferedLine = Pick<BuylistLineView, 'cash_unit' | 'credit_unit' | 'line_cash' | 'line_credit'>;

/** A line's cells under `OfferHeads`, in the buylist's currency (`money`). */
export function OfferCells({ line, money }: { line: OfferedLine; money: (minor: number | null) => string }) {
	return (
		<>
			<Table.Td ta="right">{money(line.cash_unit)}</Table.Td>
			<Table.Td ta="right">{money(line.credit_unit)}</Table.Td>
			<Table.Td ta="right">{money(line.line_cash)}</Table.Td>
			<Table.Td ta="right">{money(line.line_credit)}</Table.Td>
		</>
	);
}
