import { Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/money.ts';
import type { ReceiptData } from './receipt-data.ts';
import './receipt.css';

const METHODS = { cash: 'Cash', card: 'Card', credit: 'Store credit' } as const;
const REFUNDS = { cash: 'Cash refund', card: 'Card refund', credit: 'Store credit refund' } as const;
const STATUS = { open: 'Open order — not paid yet', paid: 'Paid — to be picked up or shipped', completed: 'Completed', shipped: 'Shipped', cancelled: 'Cancelled', refunded: 'Refunded' };

/**
 * A receipt, laid out for an 80 mm receipt printer. Printing a page that shows one prints the
 * receipt alone (`receipt.css`); `actions` sit under it on screen and never on paper.
 */
export function Receipt({ receipt, actions }: { receipt: ReceiptData; actions?: ReactNode }) {
	const money = (amount: number) => formatMoney(amount, receipt.currency);
	// Payments are kept net of change: the checkout's cash payment prints as what was handed over.
	const tenderedId = receipt.changeGiven > 0 ? receipt.payments.find((payment) => payment.method === 'cash' && payment.amount > 0)?.id : undefined;
	return (
		<Stack align="center">
			<Paper className="printed-receipt" withBorder p="lg" w={380} maw="100%" aria-label="Receipt" role="region">
				<Stack gap={4} align="center">
					<Title order={2} size="h3">
						{receipt.shopName}
					</Title>
					{receipt.address ? (
						<Text size="sm" ta="center" style={{ whiteSpace: 'pre-line' }}>
							{receipt.address}
						</Text>
					) : null}
				</Stack>
				<Divider my="sm" />
				<Group justify="space-between">
					<Text size="sm">Order {receipt.number}</Text>
					<Text size="sm">{new Date(receipt.date).toLocaleString()}</Text>
				</Group>
				{receipt.customer ? <Text size="sm">Customer: {receipt.customer}</Text> : null}
				<Text size="sm">{STATUS[receipt.status]}</Text>
				<Table mt="sm" verticalSpacing={2} withRowBorders={false} aria-label="Receipt lines">
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
				<Table verticalSpacing={2} withRowBorders={false} aria-label="Receipt totals">
					<Table.Tbody>
						<Row label="Subtotal" value={money(receipt.subtotal)} />
						{receipt.discount > 0 ? <Row label="Discount" value={`−${money(receipt.discount)}`} /> : null}
						<Row label={receipt.taxRateBp === null ? 'Tax' : `Tax (${receipt.taxRateBp / 100} %)`} value={money(receipt.tax)} />
						<Row label="Total" value={money(receipt.total)} strong />
						{receipt.payments.map((payment) =>
							payment.id === tenderedId ? (
								<Row key={payment.id} label="Cash tendered" value={money(payment.amount + receipt.changeGiven)} />
							) : (
								<Row key={payment.id} label={payment.amount < 0 ? REFUNDS[payment.method] : METHODS[payment.method]} value={money(payment.amount)} />
							),
						)}
						{tenderedId !== undefined ? <Row label="Change" value={money(receipt.changeGiven)} strong /> : null}
					</Table.Tbody>
				</Table>
				<Text size="xs" ta="center" mt="md" c="dimmed">
					Thank you!
				</Text>
			</Paper>
			{actions ? <Group className="printed-receipt-actions">{actions}</Group> : null}
		</Stack>
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
