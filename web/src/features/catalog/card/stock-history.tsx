import { Anchor, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ColumnsTable } from '../../../components/columns-table.tsx';
import { QueryProblem } from '../../../components/query-problem.tsx';
import { cardMovementsQuery, type MovementRow } from './card-detail-query.ts';
import { formatDateTime, formatNumber } from '../../../lib/i18n/formats.ts';
import { personName } from '../../../lib/people.ts';
import { skuWords } from '../../../lib/sku-words.ts';
import { STOCK_REASON_WORDS, wordFor } from '../../../lib/ledger-words.ts';
import { noteWords } from '../../../lib/server-notes.ts';

/** A movement's change of stock, signed, in red when copies left. */
function Change({ delta }: { delta: number }) {
	return (
		<Text size="sm" fw={600} c={delta < 0 ? 'red' : 'teal'}>
			{delta > 0 ? `+${formatNumber(delta)}` : formatNumber(delta).replace(/^-/, '−')}
		</Text>
	);
}

/** What a movement refers to: its order as a link, or its buylist's number. */
function Reference({ movement }: { movement: MovementRow }) {
	const order = movement.order;
	if (!order) return movement.buylist?.number ?? '';
	return (
		<Anchor
			size="sm"
			renderRoot={(props) => <Link {...props} to="/orders/$orderId" params={{ orderId: String(order.id) }} />}
		>
			{order.number}
		</Anchor>
	);
}

/** Every stock movement of the card's SKUs, newest first: who, when, why and what it refers to. */
export function StockHistory({ card }: { card: number }) {
	const { t } = useLingui();
	const movements = useQuery(cardMovementsQuery(card));
	if (movements.error) return <QueryProblem error={movements.error} onRetry={() => movements.refetch()} />;
	return (
		<ColumnsTable
			label={t`Stock history`}
			rows={movements.data ?? []}
			rowKey={(movement) => movement.id}
			columns={[
				{ title: t`When`, cell: (movement) => formatDateTime(movement.date_created) },
				{ title: t`SKU`, cell: (movement) => skuWords(movement.sku) },
				{ title: t`Change`, cell: (movement) => <Change delta={movement.delta} /> },
				{ title: t`Reason`, cell: (movement) => wordFor(STOCK_REASON_WORDS, movement.reason) },
				{ title: t`Reference`, cell: (movement) => <Reference movement={movement} /> },
				{ title: t`Who`, cell: (movement) => personName(movement.user_created) },
				{ title: t`Note`, cell: (movement) => (movement.note === null ? null : noteWords(movement.note)) },
			]}
		/>
	);
}
