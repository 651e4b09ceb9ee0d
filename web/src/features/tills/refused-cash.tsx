import { Anchor, Table, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { RefusedCash, RefusedCashKind } from '@deckhand/contract/tills/refused-cash.ts';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';

const REFUSED_KIND_WORDS: Record<RefusedCashKind, MessageDescriptor> = {
	paid_out: msg`Paid out`,
	buylist_payout: msg`Buylist payout`,
};

/** What the refused cash was for: the reason typed for a paid out, or the buylist it would have paid. */
function PaidFor({ attempt }: { attempt: RefusedCash }) {
	const buylist = attempt.buylist;
	if (buylist === null) return <>{attempt.reason ?? '—'}</>;
	return (
		<Anchor
			renderRoot={(props) => (
				<Link {...props} to="/buylists/$buylistId" params={{ buylistId: String(buylist) }} />
			)}
		>
			<Trans>Buylist #{buylist}</Trans>
		</Anchor>
	);
}

/**
 * Cash asked of the drawer and refused because it should not have held that much, for the owner:
 * nothing moved, but each attempt is kept with who asked and what the drawer should have held.
 */
export function RefusedCashTable({ refused, currency }: { refused: RefusedCash[]; currency: string }) {
	const { t, i18n } = useLingui();
	if (refused.length === 0)
		return (
			<Text size="sm" c="dimmed">
				<Trans>None.</Trans>
			</Text>
		);
	return (
		<Table aria-label={t`Refused cash`} withRowBorders={false} verticalSpacing={2}>
			<Table.Thead>
				<Table.Tr>
					<Table.Th>{t`When`}</Table.Th>
					<Table.Th>{t`What`}</Table.Th>
					<Table.Th>{t`For`}</Table.Th>
					<Table.Th>{t`By`}</Table.Th>
					<Table.Th ta="right">{t`Asked`}</Table.Th>
					<Table.Th ta="right">{t`Drawer should have held`}</Table.Th>
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{refused.map((attempt) => (
					<Table.Tr key={attempt.id}>
						<Table.Td>{formatDateTime(attempt.at)}</Table.Td>
						<Table.Td>{i18n._(REFUSED_KIND_WORDS[attempt.kind])}</Table.Td>
						<Table.Td>
							<PaidFor attempt={attempt} />
						</Table.Td>
						<Table.Td>{attempt.by ?? '—'}</Table.Td>
						<Table.Td ta="right">{formatMoney(attempt.amount, currency)}</Table.Td>
						<Table.Td ta="right">{formatMoney(attempt.expected_cash, currency)}</Table.Td>
					</Table.Tr>
				))}
			</Table.Tbody>
		</Table>
	);
}
