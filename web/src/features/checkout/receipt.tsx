import { Button, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter, IconShoppingCartPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { formatMoney } from '../../lib/money.ts';
import type { CartLine } from './cart.ts';
import type { CustomerChoice, SoldOrder, TillSettings } from './checkout-query.ts';
import './receipt.css';

export interface Sale {
	order: SoldOrder;
	lines: CartLine[];
	customer: CustomerChoice | null;
}

const METHODS = { cash: 'Cash', card: 'Card', credit: 'Store credit' } as const;
const STATUS = { open: 'Open order — not paid yet', paid: 'Paid — to be picked up or shipped', completed: 'Completed', shipped: 'Shipped', cancelled: 'Cancelled', refunded: 'Refunded' };

/** The receipt of a finished sale, as the server recorded it; Print sends only this to the printer (receipt.css). */
export function Receipt({ sale, settings, onNewSale }: { sale: Sale; settings: TillSettings; onNewSale: () => void }) {
	const { order, lines, customer } = sale;
	const money = (amount: number) => formatMoney(amount, settings.currency);
	const newSale = useRef<HTMLButtonElement>(null);
	// The next customer is one Enter away.
	useEffect(() => newSale.current?.focus(), []);
	const label = new Map(lines.map((line) => [line.sku, line]));
	return (
		<Stack align="center">
			<Paper className="till-receipt" withBorder p="lg" w={380} aria-label="Receipt" role="region">
				<Stack gap={4} align="center">
					<Title order={3}>{settings.shop_name}</Title>
					{settings.address ? (
						<Text size="sm" ta="center" style={{ whiteSpace: 'pre-line' }}>
							{settings.address}
						</Text>
					) : null}
				</Stack>
				<Divider my="sm" />
				<Group justify="space-between">
					<Text size="sm">Order {order.number}</Text>
					<Text size="sm">{new Date(order.date_created).toLocaleString()}</Text>
				</Group>
				{customer ? <Text size="sm">Customer: {customer.name}</Text> : null}
				<Text size="sm">{STATUS[order.status]}</Text>
				<Table mt="sm" verticalSpacing={2} withRowBorders={false} aria-label="Receipt lines">
					<Table.Tbody>
						{order.lines.map((line) => (
							<Table.Tr key={line.id}>
								<Table.Td>
									<Text size="sm">{label.get(line.sku)?.name ?? `SKU #${line.sku}`}</Text>
									<Text size="xs" c="dimmed">
										{label.get(line.sku)?.details} · {line.quantity} × {money(line.unit_price)}
									</Text>
								</Table.Td>
								<Table.Td ta="right" valign="top">
									{money(line.line_total)}
								</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
				<Divider my="sm" />
				<Table verticalSpacing={2} withRowBorders={false} aria-label="Receipt totals">
					<Table.Tbody>
						<Row label="Subtotal" value={money(order.subtotal)} />
						{order.discount > 0 ? <Row label="Discount" value={`−${money(order.discount)}`} /> : null}
						<Row label={`Tax (${settings.tax_rate_bp / 100} %)`} value={money(order.tax)} />
						<Row label="Total" value={money(order.total)} strong />
						{order.payments.map((payment) => (
							<Row
								key={payment.id}
								label={payment.method === 'cash' && order.change_due > 0 ? 'Cash tendered' : METHODS[payment.method]}
								value={money(payment.method === 'cash' ? payment.amount + order.change_due : payment.amount)}
							/>
						))}
						{order.change_due > 0 ? <Row label="Change" value={money(order.change_due)} strong /> : null}
					</Table.Tbody>
				</Table>
				<Text size="xs" ta="center" mt="md" c="dimmed">
					Thank you!
				</Text>
			</Paper>
			<Group className="till-receipt-actions">
				<Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
					Print
				</Button>
				<Button ref={newSale} leftSection={<IconShoppingCartPlus size={16} />} onClick={onNewSale}>
					New sale
				</Button>
			</Group>
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
