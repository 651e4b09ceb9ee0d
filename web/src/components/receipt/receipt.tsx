import { Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { OrderStatus, PaymentMethod } from '@deckhand/contract/schema/choices.ts';
import { projectQuery } from '../../lib/directus/session.ts';
import { formatDateTime, formatNumber } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { ORDER_STATUS_WORDS, PAYMENT_METHOD_WORDS } from '../../lib/order-words.ts';
import type { ReceiptData, ReceiptTradeIn } from './receipt-data.ts';
import './receipt.css';

const REFUNDS: Record<PaymentMethod, MessageDescriptor> = {
	cash: msg`Cash refund`,
	card: msg`Card refund`,
	credit: msg`Store credit refund`,
};
/** What the customer must know of an order not yet done; the other states are said in the order's own words. */
const STATUS: Partial<Record<OrderStatus, MessageDescriptor>> = {
	open: msg`Open order — not paid yet`,
	paid: msg`Paid — to be picked up or shipped`,
};

/**
 * A receipt, laid out for an 80 mm receipt printer. Printing a page that shows one prints the
 * receipt alone (`receipt.css`); `actions` sit under it on screen and never on paper.
 */
export function Receipt({ receipt, actions }: { receipt: ReceiptData; actions?: ReactNode }) {
	const { t, i18n } = useLingui();
	const money = (amount: number) => formatMoney(amount, receipt.currency);
	// Payments are kept net of change: the checkout's cash payment prints as what was handed over.
	const tenderedId =
		receipt.changeGiven > 0
			? receipt.payments.find((payment) => payment.method === 'cash' && payment.amount > 0)?.id
			: undefined;
	const { number, customer, clerk, till } = receipt;
	const rate = receipt.taxRateBp === null ? null : formatNumber(receipt.taxRateBp / 100);
	const discount = money(receipt.discount);
	const shopName = useQuery(projectQuery()).data?.name;
	// Beside the credit left, the credit payment is said as what it took from the customer's credit.
	const paymentLabel = (payment: ReceiptData['payments'][number]) =>
		payment.amount < 0
			? i18n._(REFUNDS[payment.method])
			: payment.method === 'credit' && receipt.creditLeft !== null
				? t`Store credit spent`
				: i18n._(PAYMENT_METHOD_WORDS[payment.method]);
	return (
		<Stack align="center">
			<Paper
				className="printed-receipt"
				withBorder
				p="lg"
				w={380}
				maw="100%"
				aria-label={t`Receipt`}
				role="region"
			>
				<Stack gap={4} align="center">
					<Title order={2} size="h3">
						{shopName}
					</Title>
					<ShopText text={receipt.address} />
					<ShopText text={receipt.header} />
				</Stack>
				<Divider my="sm" />
				<Group justify="space-between">
					<Text size="sm">
						<Trans>Order {number}</Trans>
					</Text>
					<Text size="sm">{formatDateTime(receipt.date)}</Text>
				</Group>
				{customer ? (
					<Text size="sm">
						<Trans>Customer: {customer}</Trans>
					</Text>
				) : null}
				{clerk ? (
					<Text size="sm">
						<Trans>Served by: {clerk}</Trans>
					</Text>
				) : null}
				{till ? (
					<Text size="sm">
						<Trans>Till: {till}</Trans>
					</Text>
				) : null}
				<Text size="sm">{i18n._(STATUS[receipt.status] ?? ORDER_STATUS_WORDS[receipt.status])}</Text>
				{receipt.tradeIn ? <TradeInLines tradeIn={receipt.tradeIn} money={money} /> : null}
				<Table mt="sm" verticalSpacing={2} withRowBorders={false} aria-label={t`Receipt lines`}>
					<Table.Tbody>
						{receipt.lines.map((line) => (
							<Table.Tr key={line.id}>
								<Table.Td>
									<Text size="sm">{line.name}</Text>
									<Text size="xs" c="dimmed">
										{line.details} · {line.quantity} × {money(line.unitPrice)}
									</Text>
								</Table.Td>
								<Table.Td ta="right" valign="top">
									{money(line.lineTotal)}
								</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
				<Divider my="sm" />
				<Table verticalSpacing={2} withRowBorders={false} aria-label={t`Receipt totals`}>
					<Table.Tbody>
						<Row label={t`Subtotal`} value={money(receipt.subtotal)} />
						{receipt.discount > 0 ? <Row label={t`Discount`} value={`−${discount}`} /> : null}
						<Row label={rate === null ? t`Tax` : t`Tax (${rate} %)`} value={money(receipt.tax)} />
						<Row label={t`Total`} value={money(receipt.total)} strong />
						{receipt.payments.map((payment) =>
							payment.id === tenderedId ? (
								<Row
									key={payment.id}
									label={t`Cash tendered`}
									value={money(payment.amount + receipt.changeGiven)}
								/>
							) : (
								<Row key={payment.id} label={paymentLabel(payment)} value={money(payment.amount)} />
							),
						)}
						{tenderedId !== undefined ? (
							<Row
								label={t({ message: 'Change', context: 'money handed back' })}
								value={money(receipt.changeGiven)}
								strong
							/>
						) : null}
						{receipt.creditLeft !== null ? (
							<Row label={t`Store credit left`} value={money(receipt.creditLeft)} />
						) : null}
					</Table.Tbody>
				</Table>
				{receipt.footer ? (
					<Text size="xs" ta="center" mt="md" style={{ whiteSpace: 'pre-line' }}>
						{receipt.footer}
					</Text>
				) : (
					<Text size="xs" ta="center" mt="md">
						<Trans>Thank you!</Trans>
					</Text>
				)}
			</Paper>
			{actions ? <Group className="printed-receipt-actions">{actions}</Group> : null}
		</Stack>
	);
}

/** The cards the customer traded in during the same visit, at their credit per copy, and the credit they brought. */
function TradeInLines({ tradeIn, money }: { tradeIn: ReceiptTradeIn; money: (amount: number) => string }) {
	const { t } = useLingui();
	const { number } = tradeIn;
	return (
		<>
			<Divider my="sm" />
			<Text size="sm" fw={700}>
				<Trans>Trade-in {number}</Trans>
			</Text>
			<Table verticalSpacing={2} withRowBorders={false} aria-label={t`Trade-in lines`}>
				<Table.Tbody>
					{tradeIn.lines.map((line) => (
						<Table.Tr key={line.id}>
							<Table.Td>
								<Text size="sm">{line.name}</Text>
								<Text size="xs" c="dimmed">
									{line.details} ·{' '}
									{line.creditUnit === null ? (
										<Plural value={line.quantity} one="# copy" other="# copies" />
									) : (
										<>
											{line.quantity} × {money(line.creditUnit)}
										</>
									)}
								</Text>
							</Table.Td>
							<Table.Td ta="right" valign="top">
								{line.lineCredit === null ? null : money(line.lineCredit)}
							</Table.Td>
						</Table.Tr>
					))}
					<Row label={t`Trade-in credit`} value={money(tradeIn.credit)} strong />
				</Table.Tbody>
			</Table>
			<Divider my="sm" />
			<Text size="sm" fw={700}>
				<Trans>Sale</Trans>
			</Text>
		</>
	);
}

/** The shop's own lines, as typed (line breaks kept); nothing when there are none. */
function ShopText({ text }: { text: string | null }) {
	if (!text) return null;
	return (
		<Text size="sm" ta="center" style={{ whiteSpace: 'pre-line' }}>
			{text}
		</Text>
	);
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
	return (
		<Table.Tr>
			<Table.Td fw={strong ? 700 : undefined}>{label}</Table.Td>
			<Table.Td ta="right" fw={strong ? 700 : undefined}>
				{value}
			</Table.Td>
		</Table.Tr>
	);
}
