import { Anchor, Badge, Text } from '@mantine/core';
import { i18n } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BUYLIST_STATUS_COLORS, BUYLIST_STATUS_WORDS } from '../../lib/buylist-words.ts';
import { CREDIT_REASON_WORDS } from '../../lib/credit-words.ts';
import { formatMoney } from '../../lib/money.ts';
import { CHANNEL_WORDS, ORDER_STATUS_COLORS, ORDER_STATUS_WORDS } from '../../lib/order-words.ts';
import { personName } from '../../lib/people.ts';
import { customerBuylistsQuery, customerLedgerQuery, customerOrdersQuery } from './customer-history-query.ts';
import { HistoryTable } from './history-table.tsx';
import './history-table.css';

const when = (date: string) => new Date(date).toLocaleString();
const badge = (word: string, color: string) => (
	<Badge variant="light" color={color}>
		{word}
	</Badge>
);

/** An order's number as a link to its page; `row` stretches it over its whole row (history-table.css), so a click anywhere on the row opens the order. */
const OrderLink = ({ order, row = false }: { order: { id: number; number: string }; row?: boolean }) => (
	<Anchor size="sm" className={row ? 'history-row-link' : undefined} renderRoot={(props) => <Link {...props} to="/orders/$orderId" params={{ orderId: String(order.id) }} />}>
		{order.number}
	</Anchor>
);

interface ListProps {
	customer: number;
	page: number;
	currency: string;
	onPage: (page: number) => void;
}

export function CustomerOrders({ customer, page, currency, onPage }: ListProps) {
	const orders = useQuery(customerOrdersQuery(customer, page));
	return (
		<HistoryTable
			label="Orders"
			empty="No orders yet."
			page={page}
			query={orders}
			onPage={onPage}
			columns={[
				{ title: 'Number', cell: (order) => <OrderLink order={order} row /> },
				{ title: 'Date', cell: (order) => when(order.date_created) },
				{ title: 'Channel', cell: (order) => i18n._(CHANNEL_WORDS[order.channel]) },
				{ title: 'Status', cell: (order) => badge(i18n._(ORDER_STATUS_WORDS[order.status]), ORDER_STATUS_COLORS[order.status]) },
				{ title: 'Total', align: 'right', cell: (order) => formatMoney(order.total, currency) },
			]}
		/>
	);
}

export function CustomerBuylists({ customer, page, currency, onPage }: ListProps) {
	const buylists = useQuery(customerBuylistsQuery(customer, page));
	return (
		<HistoryTable
			label="Buylists"
			empty="No trade-ins yet."
			page={page}
			query={buylists}
			onPage={onPage}
			columns={[
				{ title: 'Number', cell: (buylist) => buylist.number },
				{ title: 'Date', cell: (buylist) => when(buylist.date_created) },
				{ title: 'Status', cell: (buylist) => badge(i18n._(BUYLIST_STATUS_WORDS[buylist.status]), BUYLIST_STATUS_COLORS[buylist.status]) },
				{ title: 'Total offer', align: 'right', cell: (buylist) => formatMoney(buylist.total_offer, currency) },
			]}
		/>
	);
}

/** Every change of the customer's store credit, newest first, with the balance after each. */
export function CreditLedger({ customer, page, currency, onPage }: ListProps) {
	const ledger = useQuery(customerLedgerQuery(customer, page));
	return (
		<HistoryTable
			label="Credit ledger"
			empty="No store credit yet."
			page={page}
			query={ledger}
			onPage={onPage}
			columns={[
				{ title: 'Date', cell: (entry) => when(entry.date_created) },
				{
					title: 'Amount',
					align: 'right',
					cell: (entry) => (
						<Text size="sm" fw={600} c={entry.amount < 0 ? 'red' : 'teal'}>
							{`${entry.amount > 0 ? '+' : ''}${formatMoney(entry.amount, currency)}`}
						</Text>
					),
				},
				{ title: 'Reason', cell: (entry) => i18n._(CREDIT_REASON_WORDS[entry.reason]) },
				{ title: 'Reference', cell: (entry) => (entry.order ? <OrderLink order={entry.order} /> : (entry.buylist?.number ?? '')) },
				{ title: 'Balance after', align: 'right', cell: (entry) => formatMoney(entry.balance_after, currency) },
				{ title: 'Who', cell: (entry) => personName(entry.user_created) },
				{ title: 'Note', cell: (entry) => entry.note },
			]}
		/>
	);
}
