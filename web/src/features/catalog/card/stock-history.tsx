import { Anchor, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryProblem } from '../../../components/query-problem.tsx';
import { cardMovementsQuery } from './card-detail-query.ts';
import { personName } from '../../../lib/people.ts';
import { skuWords } from '../../../lib/sku-words.ts';

const REASON_LABELS: Record<string, string> = {
	sale: 'Sale', cancel: 'Order cancelled', refund_restock: 'Refund restock', buylist_intake: 'Buylist intake',
	count: 'Count', damage: 'Damage', adjustment: 'Adjustment', import: 'Import', regrade: 'Regrade',
};

/** Every stock movement of the card's SKUs, newest first: who, when, why and what it refers to. */
export function StockHistory({ card }: { card: number }) {
	const movements = useQuery(cardMovementsQuery(card));
	if (movements.error) return <QueryProblem error={movements.error} onRetry={() => movements.refetch()} />;
	return (
		<Table aria-label="Stock history" verticalSpacing={4}>
			<Table.Thead>
				<Table.Tr>
					<Table.Th>When</Table.Th>
					<Table.Th>SKU</Table.Th>
					<Table.Th>Change</Table.Th>
					<Table.Th>Reason</Table.Th>
					<Table.Th>Reference</Table.Th>
					<Table.Th>Who</Table.Th>
					<Table.Th>Note</Table.Th>
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{(movements.data ?? []).map((movement) => (
					<Table.Tr key={movement.id}>
						<Table.Td>{new Date(movement.date_created).toLocaleString()}</Table.Td>
						<Table.Td>{skuWords(movement.sku)}</Table.Td>
						<Table.Td>
							<Text size="sm" fw={600} c={movement.delta < 0 ? 'red' : 'teal'}>
								{movement.delta > 0 ? `+${movement.delta}` : movement.delta}
							</Text>
						</Table.Td>
						<Table.Td>{REASON_LABELS[movement.reason] ?? movement.reason}</Table.Td>
						<Table.Td>
							{movement.order ? (
								<Anchor size="sm" renderRoot={(props) => <Link {...props} to="/orders/$orderId" params={{ orderId: String(movement.order!.id) }} />}>
									{movement.order.number}
								</Anchor>
							) : (
								(movement.buylist?.number ?? '')
							)}
						</Table.Td>
						<Table.Td>{personName(movement.user_created)}</Table.Td>
						<Table.Td>{movement.note}</Table.Td>
					</Table.Tr>
				))}
			</Table.Tbody>
		</Table>
	);
}
