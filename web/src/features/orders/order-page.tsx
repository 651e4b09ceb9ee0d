import { Alert, Anchor, Button, Card, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { NotFound } from '../../components/not-found.tsx';
import { Notes } from '../../components/notes.tsx';
import { DetailHeader } from '../../components/detail-header.tsx';
import { StatusHistory } from '../../components/status-history.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { refreshAfter } from '../../lib/api/refreshes.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { useCommand } from '../../lib/commands/use-command.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { useCapabilities } from '../../lib/permissions/use-capabilities.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import { useShopSettings } from '../../lib/shop-settings.ts';
import { openDialog, orderActions, refundRefusal } from './order-actions.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { PayDialog } from './pay-dialog.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { RefundLinesDialog } from './refund-lines-dialog.tsx';
import { LineRefundButtons } from './line-refund-buttons.tsx';
import { lineRefundActions, lineRefundRefusal, openLineDialog } from './refund-lines.ts';
import { ShipDialog } from './ship-dialog.tsx';
import { OrderLinesTable } from './order-lines-table.tsx';
import { OrderReceiptDialog } from './order-receipt-dialog.tsx';
import { ORDER_STATUS_COLORS, ORDER_STATUS_WORDS, PAYMENT_METHOD_WORDS } from '../../lib/order-words.ts';
import { orderCostsQuery, orderQuery, transitionOrder } from './orders-query.ts';
import type { OrderSearch } from './orders-search.ts';
import { whoAndWhen } from '../../lib/people.ts';
import { orderTakenLine } from './order-people.ts';

/** One order: lines, totals, payments, status history, notes, and the changes its state and the user's role allow. Dialogs live in the address. */
export function OrderPage() {
	const { t, i18n } = useLingui();
	const id = Number(useParams({ from: '/signed-in/orders/$orderId' }).orderId);
	const search = useSearch({ from: '/signed-in/orders/$orderId' });
	const navigate = useNavigate({ from: '/orders/$orderId' });
	const send = useCommand();
	const capabilities = useCapabilities();
	const admin = capabilities?.refundOrders ?? false;
	// Staff never send the costs query: the collection is the administrators' alone.
	const seeCosts = capabilities?.seeCosts ?? false;
	const detail = useQuery(orderQuery(id));
	const costs = useQuery(orderCostsQuery(id, seeCosts));
	const currency = useShopCurrency();
	const refundLimit = useShopSettings((shop) => shop.staff_refund_limit).data;
	const money = (minor: number) => formatMoney(minor, currency);
	const change = (next: Partial<OrderSearch>) =>
		navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });
	const close = () => change({ dialog: undefined });
	// "Print receipt" prints at once; a receipt opened from the address waits for Print.
	const [printNow, setPrintNow] = useState(false);
	const showReceipt = (shown: boolean) => {
		setPrintNow(shown);
		change({ receipt: shown || undefined });
	};
	const changed = { order: id, customer: detail.data?.order.customer?.id };
	// Refused or not, the order is shown as it now stands (another person may have moved it meanwhile).
	const complete = useCommandMutation('order-transition', {
		mutationFn: () => send(transitionOrder(id, { to: 'completed' })),
		changed: () => changed,
		onError: (_error, _sent, _mutated, { client }) => refreshAfter(client, 'order-transition', changed),
	});

	const back = (
		<Anchor component={Link} to="/orders" size="sm">
			<Trans>← Orders</Trans>
		</Anchor>
	);
	if (detail.error) return <QueryProblem error={detail.error} onRetry={() => detail.refetch()} />;
	if (!detail.data)
		return detail.isSuccess || !(Number.isSafeInteger(id) && id > 0) ? (
			<NotFound
				title={t`This order does not exist`}
				text={t`Check the link, or find the order in the order list.`}
				list="/orders"
				listLabel={t`Back to the order list`}
			/>
		) : (
			<Stack>
				{back}
				<Skeleton height={240} />
			</Stack>
		);
	const { order, lines, payments, events } = detail.data;
	const paidBack = payments.reduce((sum, payment) => sum + payment.amount, 0);
	const refusal = refundRefusal(admin, refundLimit, paidBack, money);
	const dialog = openDialog(search.dialog, order.status, refusal);
	const actions = orderActions(order.status, refusal);
	const hasCustomer = order.customer !== null;
	const lineRefusal = lineRefundRefusal(admin, refundLimit);
	const lineDialog = openLineDialog(search.dialog, order.status, hasCustomer, lineRefusal);
	const totals: Array<{ label: string; value: string; strong?: boolean }> = [
		{ label: t`Subtotal`, value: money(order.subtotal) },
		{ label: t`Discount`, value: `−${money(order.discount)}` },
		{ label: t`Tax`, value: money(order.tax) },
		{ label: t`Total`, value: money(order.total), strong: true },
		{ label: t`Store credit applied`, value: money(order.credit_applied) },
	];
	const { number, tracking_number: trackingNumber } = order;
	const customerName = order.customer?.name;
	return (
		<Stack>
			{back}
			<DetailHeader
				title={<Trans>Order {number}</Trans>}
				status={i18n._(ORDER_STATUS_WORDS[order.status])}
				statusColor={ORDER_STATUS_COLORS[order.status]}
				actionsLabel={t`Order actions`}
				actions={
					<LineRefundButtons
						actions={lineRefundActions(order.status, hasCustomer, lineRefusal)}
						onOpen={(opened) => change({ dialog: opened })}
					/>
				}
				steps={actions}
				undoes={(action) => action.to === 'cancelled' || action.to === 'refunded'}
				busy={(action) => action.to === 'completed' && complete.isPending}
				onStep={(action) => (action.dialog ? change({ dialog: action.dialog }) : complete.mutate())}
			>
				<Text size="sm" c="dimmed">
					{orderTakenLine(order)}
				</Text>
				<Text size="sm">
					{order.customer ? (
						<Trans>
							Customer:{' '}
							<Anchor
								renderRoot={(props) => (
									<Link
										{...props}
										to="/customers/$customerId"
										params={{ customerId: String(order.customer!.id) }}
									/>
								)}
							>
								{customerName}
							</Anchor>
						</Trans>
					) : (
						<Trans>Customer: Walk-in</Trans>
					)}
				</Text>
				{trackingNumber ? (
					<Text size="sm">
						<Trans>Tracking number: {trackingNumber}</Trans>
					</Text>
				) : null}
				<Button
					variant="default"
					size="compact-sm"
					leftSection={<IconPrinter size={14} />}
					onClick={() => showReceipt(true)}
					style={{ alignSelf: 'flex-start' }}
				>
					<Trans>Print receipt</Trans>
				</Button>
			</DetailHeader>
			{complete.error ? (
				<Alert color="red" title={t`The order was not completed`}>
					{describeError(complete.error).message}
				</Alert>
			) : null}
			<OrderLinesTable lines={lines} unitCosts={costs.data} seeCosts={seeCosts} money={money} />
			{costs.error ? <QueryProblem error={costs.error} onRetry={() => costs.refetch()} /> : null}
			<SimpleGrid cols={{ base: 1, md: 2 }}>
				<Card withBorder padding="sm">
					<Title order={2} size="h4" mb="xs">
						<Trans>Totals</Trans>
					</Title>
					<Table aria-label={t`Totals`} verticalSpacing={2}>
						<Table.Tbody>
							{totals.map(({ label, value, strong }) => (
								<Table.Tr key={label}>
									<Table.Th>{label}</Table.Th>
									<Table.Td ta="right" fw={strong ? 700 : undefined}>
										{value}
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Card>
				<Card withBorder padding="sm">
					<Title order={2} size="h4" mb="xs">
						<Trans>Payments</Trans>
					</Title>
					{payments.length === 0 ? (
						<Text size="sm" c="dimmed">
							<Trans>Nothing paid yet.</Trans>
						</Text>
					) : (
						<Table aria-label={t`Payments`} verticalSpacing={2}>
							<Table.Tbody>
								{payments.map((payment) => {
									const method = i18n._(PAYMENT_METHOD_WORDS[payment.method]);
									return (
										<Table.Tr key={payment.id}>
											<Table.Td>{formatDateTime(payment.date_created)}</Table.Td>
											<Table.Td>
												{payment.amount < 0
													? t({
															message: `${method} refund`,
															comment: 'a payment given back, e.g. “Cash refund”',
														})
													: method}
											</Table.Td>
											<Table.Td ta="right" c={payment.amount < 0 ? 'red' : undefined}>
												{money(payment.amount)}
											</Table.Td>
										</Table.Tr>
									);
								})}
							</Table.Tbody>
						</Table>
					)}
				</Card>
			</SimpleGrid>
			<StatusHistory
				events={events}
				words={ORDER_STATUS_WORDS}
				when={(event) => whoAndWhen(event.user_created, event.date_created, formatDateTime)}
			/>
			<Notes collection="orders" item={order.id} />
			{dialog === 'pay' ? (
				<PayDialog order={order} currency={currency} payments={payments} onClose={close} />
			) : null}
			{dialog === 'ship' ? <ShipDialog order={order} currency={currency} onClose={close} /> : null}
			{dialog === 'cancel' ? (
				<CancelDialog order={order} currency={currency} lines={lines} payments={payments} onClose={close} />
			) : null}
			{dialog === 'refund' ? (
				<RefundDialog order={order} currency={currency} lines={lines} payments={payments} onClose={close} />
			) : null}
			{lineDialog ? (
				<RefundLinesDialog
					key={lineDialog}
					mode={lineDialog}
					order={order}
					currency={currency}
					lines={lines}
					payments={payments}
					admin={admin}
					limit={refundLimit}
					onClose={close}
					onExchanged={(customer) =>
						void navigate({ to: '/checkout', search: { channel: 'counter', customer } })
					}
				/>
			) : null}
			{search.receipt ? (
				<OrderReceiptDialog
					order={order.id}
					number={order.number}
					printNow={printNow}
					onClose={() => showReceipt(false)}
				/>
			) : null}
		</Stack>
	);
}
