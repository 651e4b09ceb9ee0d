import { Anchor, Badge, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BUYLIST_STATUS_COLORS, BUYLIST_STATUS_WORDS, paidWords } from '../../lib/buylist-words.ts';
import { CREDIT_REASON_WORDS } from '../../lib/credit-words.ts';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { CHANNEL_WORDS, ORDER_STATUS_COLORS, ORDER_STATUS_WORDS } from '../../lib/order-words.ts';
import { personName } from '../../lib/people.ts';
import { customerBuylistsQuery, customerLedgerQuery, customerOrdersQuery } from './customer-history-query.ts';
import { HistoryTable } from './history-table.tsx';
import './history-table.css';
import { noteWords } from '../../lib/server-notes.ts';

const badge = (word: string, color: string) => (
	<Badge variant="light" color={color}>
		{word}
	</Badge>
);

/** An order's number as a link to its page; `row` stretches it over its whole row (history-table.css), so a click anywhere on the row opens the order. */
const OrderLink = ({ order, row = false }: { order: { id: number; number: string }; row?: boolean }) => (
	<Anchor
		size="sm"
		className={row ? 'history-row-link' : undefined}
		renderRoot={(props) => <Link {...props} to="/orders/$orderId" params={{ orderId: String(order.id) }} />}
	>
		{order.number}
	</Anchor>
);

/** A buylist's number as a link to its page, stretched over its row like an order's. */
const BuylistLink = ({ buylist, row = false }: { buylist: { id: number; number: string }; row?: boolean }) => (
	<Anchor
		size="sm"
		className={row ? 'history-row-link' : undefined}
		renderRoot={(props) => <Link {...props} to="/buylists/$buylistId" params={{ buylistId: String(buylist.id) }} />}
	>
		{buylist.number}
	</Anchor>
);

interface ListProps {
	customer: number;
	page: number;
	currency: string;
	onPage: (page: number) => void;
}

export function CustomerOrders({ customer, page, currency, onPage }: ListProps) {
	const { t, i18n } = useLingui();
	const orders = useQuery(customerOrdersQuery(customer, page));
	return (
		<HistoryTable
			label={t`Orders`}
			pagesLabel={t`Pages of orders`}
			empty={t`No orders yet.`}
			page={page}
			query={orders}
			onPage={onPage}
			columns={[
				{ title: t`Number`, cell: (order) => <OrderLink order={order} row /> },
				{ title: t`Date`, cell: (order) => formatDateTime(order.date_created) },
				{ title: t`Channel`, cell: (order) => i18n._(CHANNEL_WORDS[order.channel]) },
				{
					title: t`Status`,
					cell: (order) => badge(i18n._(ORDER_STATUS_WORDS[order.status]), ORDER_STATUS_COLORS[order.status]),
				},
				{ title: t`Total`, align: 'right', cell: (order) => formatMoney(order.total, currency) },
			]}
		/>
	);
}

export function CustomerBuylists({ customer, page, currency, onPage }: ListProps) {
	const { t, i18n } = useLingui();
	const buylists = useQuery(customerBuylistsQuery(customer, page));
	return (
		<HistoryTable
			label={t`Buylists`}
			pagesLabel={t`Pages of buylists`}
			empty={t`No trade-ins yet.`}
			page={page}
			query={buylists}
			onPage={onPage}
			columns={[
				{ title: t`Number`, cell: (buylist) => <BuylistLink buylist={buylist} row /> },
				{ title: t`Date`, cell: (buylist) => formatDateTime(buylist.date_created) },
				{
					title: t`Status`,
					cell: (buylist) =>
						badge(i18n._(BUYLIST_STATUS_WORDS[buylist.status]), BUYLIST_STATUS_COLORS[buylist.status]),
				},
				// Both offers while the customer chooses; once paid (or waiting for approval), what the chosen payout pays.
				{ title: t`Cash offer`, align: 'right', cell: (buylist) => formatMoney(buylist.total_cash, currency) },
				{
					title: t`Credit offer`,
					align: 'right',
					cell: (buylist) => formatMoney(buylist.total_credit, currency),
				},
				{ title: t`Paid`, cell: (buylist) => paidWords(buylist, currency) },
			]}
		/>
	);
}

/** Every change of the customer's store credit, newest first, with the balance after each. */
export function CreditLedger({ customer, page, currency, onPage }: ListProps) {
	const { t, i18n } = useLingui();
	const ledger = useQuery(customerLedgerQuery(customer, page));
	return (
		<HistoryTable
			label={t`Credit ledger`}
			pagesLabel={t`Pages of the credit ledger`}
			empty={t`No store credit yet.`}
			page={page}
			query={ledger}
			onPage={onPage}
			columns={[
				{ title: t`Date`, cell: (entry) => formatDateTime(entry.date_created) },
				{
					title: t`Amount`,
					align: 'right',
					cell: (entry) => (
						<Text size="sm" fw={600} c={entry.amount < 0 ? 'red' : 'teal'}>
							{`${entry.amount > 0 ? '+' : ''}${formatMoney(entry.amount, currency)}`}
						</Text>
					),
				},
				{ title: t`Reason`, cell: (entry) => i18n._(CREDIT_REASON_WORDS[entry.reason]) },
				{
					title: t`Reference`,
					cell: (entry) =>
						entry.order ? (
							<OrderLink order={entry.order} />
						) : entry.buylist ? (
							<BuylistLink buylist={entry.buylist} />
						) : (
							''
						),
				},
				{
					title: t`Balance after`,
					align: 'right',
					cell: (entry) => formatMoney(entry.balance_after, currency),
				},
				{ title: t`Who`, cell: (entry) => personName(entry.user_created) },
				{ title: t`Note`, cell: (entry) => (entry.note === null ? null : noteWords(entry.note)) },
			]}
		/>
	);
}
