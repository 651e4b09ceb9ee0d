import { Anchor, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryProblem } from '../../../components/query-problem.tsx';
import { cardMovementsQuery } from './card-detail-query.ts';
import { formatDateTime, formatNumber } from '../../../lib/i18n/formats.ts';
import { personName } from '../../../lib/people.ts';
import { skuWords } from '../../../lib/sku-words.ts';
import { STOCK_REASON_WORDS, wordFor } from '../../../lib/ledger-words.ts';
import { noteWords } from '../../../lib/server-notes.ts';

/** Every stock movement of the card's SKUs, newest first: who, when, why and what it refers to. */
export function StockHistory({ card }: { card: number }) {
	const { t } = useLingui();
	const movements = useQuery(cardMovementsQuery(card));
	if (movements.error) return <QueryProblem error={movements.error} onRetry={() => movements.refetch()} />;
	return (
		<Table aria-label={t`Stock history`} verticalSpacing={4}>
			<Table.Thead>
				<Table.Tr>
					<Table.Th>
						<Trans>When</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>SKU</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Change</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Reason</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Reference</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Who</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Note</Trans>
					</Table.Th>
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{(movements.data ?? []).map((movement) => (
					<Table.Tr key={movement.id}>
						<Table.Td>{formatDateTime(movement.date_created)}</Table.Td>
						<Table.Td>{skuWords(movement.sku)}</Table.Td>
						<Table.Td>
							<Text size="sm" fw={600} c={movement.delta < 0 ? 'red' : 'teal'}>
								{movement.delta > 0
									? `+${formatNumber(movement.delta)}`
									: formatNumber(movement.delta).replace(/^-/, '−')}
							</Text>
						</Table.Td>
						<Table.Td>{wordFor(STOCK_REASON_WORDS, movement.reason)}</Table.Td>
						<Table.Td>
							{movement.order ? (
								<Anchor
									size="sm"
									renderRoot={(props) => (
										<Link
											{...props}
											to="/orders/$orderId"
											params={{ orderId: String(movement.order!.id) }}
										/>
									)}
								>
									{movement.order.number}
								</Anchor>
							) : (
								(movement.buylist?.number ?? '')
							)}
						</Table.Td>
						<Table.Td>{personName(movement.user_created)}</Table.Td>
						<Table.Td>{movement.note === null ? null : noteWords(movement.note)}</Table.Td>
					</Table.Tr>
				))}
			</Table.Tbody>
		</Table>
	);
}
