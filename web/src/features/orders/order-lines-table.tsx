import { Anchor, Table } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { skuWords } from '../../lib/sku-words.ts';
import type { OrderLineRow } from './orders-query.ts';

interface OrderLinesTableProps {
	lines: OrderLineRow[];
	/** Each line's unit cost, by line id: the administrators' alone, undefined while it loads. */
	unitCosts: Map<number, number> | undefined;
	seeCosts: boolean;
	money: (minor: number) => string;
}

/** An order's lines: card, SKU, quantity, price and total, with cost and margin for those who may see costs. */
export function OrderLinesTable({ lines, unitCosts, seeCosts, money }: OrderLinesTableProps) {
	const { t } = useLingui();
	return (
		<Table aria-label={t`Lines`} verticalSpacing={4}>
			<Table.Thead>
				<Table.Tr>
					<Table.Th>
						<Trans>Card</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Condition · finish · language</Trans>
					</Table.Th>
					<Table.Th ta="right">
						<Trans>Quantity</Trans>
					</Table.Th>
					<Table.Th ta="right">
						<Trans>Unit price</Trans>
					</Table.Th>
					<Table.Th ta="right">
						<Trans>Line total</Trans>
					</Table.Th>
					{seeCosts ? (
						<Table.Th ta="right">
							<Trans>Cost</Trans>
						</Table.Th>
					) : null}
					{seeCosts ? (
						<Table.Th ta="right">
							<Trans>Margin</Trans>
						</Table.Th>
					) : null}
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{lines.map((line) => {
					const unitCost = unitCosts?.get(line.id);
					return (
						<Table.Tr key={line.id}>
							<Table.Td>
								<Anchor
									renderRoot={(props) => (
										<Link
											{...props}
											to="/catalog/cards/$cardId"
											params={{ cardId: String(line.sku.card.id) }}
										/>
									)}
								>
									{line.sku.card.name}
								</Anchor>
							</Table.Td>
							<Table.Td>{skuWords(line.sku)}</Table.Td>
							<Table.Td ta="right">{formatNumber(line.quantity)}</Table.Td>
							<Table.Td ta="right">{money(line.unit_price)}</Table.Td>
							<Table.Td ta="right">{money(line.line_total)}</Table.Td>
							{seeCosts ? (
								<Table.Td ta="right">
									{unitCost === undefined ? '—' : money(unitCost * line.quantity)}
								</Table.Td>
							) : null}
							{seeCosts ? (
								<Table.Td ta="right">
									{unitCost === undefined ? '—' : money(line.line_total - unitCost * line.quantity)}
								</Table.Td>
							) : null}
						</Table.Tr>
					);
				})}
			</Table.Tbody>
		</Table>
	);
}
