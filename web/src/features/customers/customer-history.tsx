import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../lib/money.ts';
import { customerBuylistsQuery, customerLedgerQuery, customerOrdersQuery, type LedgerRow } from './customer-history-query.ts';
import { HistoryTable } from './history-table.tsx';
import { personName } from '../../lib/people.ts';

const when = (date: string) => new Date(date).toLocaleString();
const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
const STATUS_COLORS: Record<string, string> = { completed: 'teal', paid: 'blue', shipped: 'indigo', open: 'yellow', accepted: 'blue', offered: 'yellow', draft: 'gray', cancelled: 'gray', rejected: 'gray', refunded: 'red' };
const status = (value: string) => (
	<Badge variant="light" color={STATUS_COLORS[value] ?? 'gray'}>
		{label(value)}
	</Badge>
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
				{ title: 'Number', cell: (order) => order.number },
				{ title: 'Date', cell: (order) => when(order.date_created) },
				{ title: 'Channel', cell: (order) => label(order.channel) },
				{ title: 'Status', cell: (order) => status(order.status) },
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
				{ title: 'Status', cell: (buylist) => status(buylist.status) },
				{ title: 'Total offer', align: 'right', cell: (buylist) => formatMoney(buylist.total_offer, currency) },
			]}
		/>
	);
}

const REASONS: Record<LedgerRow['reason'], string> = { buylist_payout: 'Buylist payout', order_payment: 'Order payment', refund: 'Refund', manual_adjustment: 'Manual adjustment' };

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
				{ title: 'Reason', cell: (entry) => REASONS[entry.reason] ?? entry.reason },
				{ title: 'Reference', cell: (entry) => entry.order?.number ?? entry.buylist?.number ?? '' },
				{ title: 'Balance after', align: 'right', cell: (entry) => formatMoney(entry.balance_after, currency) },
				{ title: 'Who', cell: (entry) => personName(entry.user_created) },
				{ title: 'Note', cell: (entry) => entry.note },
			]}
		/>
	);
}
