import { ActionIcon, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconX } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { QuantityField } from '../../components/fields/number-fields.tsx';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Cart, CartAction } from './cart.ts';
import { takesParkedCopies } from './parked-sales.ts';

/** The lines of the sale; the selected one (last added or clicked) is what + and − change. */
export function CartTable({
	cart,
	dispatch,
	currency,
	held,
}: {
	cart: Cart;
	dispatch: Dispatch<CartAction>;
	currency: string;
	/** Copies of each SKU the shop's parked sales hold, by SKU. */
	held: ReadonlyMap<number, number>;
}) {
	const { t } = useLingui();
	if (cart.lines.length === 0)
		return (
			<Text c="dimmed" ta="center" py="xl">
				<Trans>No items yet. Scan a barcode or search above.</Trans>
			</Text>
		);
	return (
		<Table aria-label={t`Sale`} highlightOnHover verticalSpacing="xs">
			<Table.Thead>
				<Table.Tr>
					<Table.Th>
						<Trans>Card</Trans>
					</Table.Th>
					<Table.Th ta="right">
						<Trans>Price</Trans>
					</Table.Th>
					<Table.Th w={110}>
						<Trans>Quantity</Trans>
					</Table.Th>
					<Table.Th ta="right">
						<Trans>Total</Trans>
					</Table.Th>
					<Table.Th w={40} />
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{cart.lines.map((line) => {
					const selected = line.sku === cart.selected;
					const problem = cart.problems[line.sku];
					const { name, details } = line;
					const onHand = formatNumber(line.onHand);
					return (
						<Table.Tr
							key={line.sku}
							aria-selected={selected}
							bg={selected ? 'var(--mantine-color-teal-light)' : undefined}
							onClick={() => dispatch({ type: 'select', sku: line.sku })}
						>
							<Table.Td>
								<Text size="sm" fw={500}>
									{line.name}
								</Text>
								<Text size="xs" c="dimmed">
									{takesParkedCopies(line, held.get(line.sku) ?? 0) ? (
										<Trans>
											{details} · {onHand} on hand, also in a parked sale
										</Trans>
									) : (
										<Trans>
											{details} · {onHand} on hand
										</Trans>
									)}
								</Text>
								{problem ? (
									<Text size="xs" c="red" role="alert">
										{problem}
									</Text>
								) : null}
							</Table.Td>
							<Table.Td ta="right">{formatMoney(line.unitPrice, currency)}</Table.Td>
							<Table.Td>
								<QuantityField
									size="xs"
									w={90}
									aria-label={t`Quantity of ${name}`}
									value={cart.typed[line.sku]?.text ?? String(line.quantity)}
									error={cart.typed[line.sku]?.error ?? undefined}
									onChange={(event) =>
										dispatch({
											type: 'typeQuantity',
											sku: line.sku,
											text: event.currentTarget.value,
										})
									}
								/>
							</Table.Td>
							<Table.Td ta="right">{formatMoney(line.unitPrice * line.quantity, currency)}</Table.Td>
							<Table.Td>
								<ActionIcon
									variant="subtle"
									color="gray"
									aria-label={t`Remove ${name}`}
									onClick={() => dispatch({ type: 'remove', sku: line.sku })}
								>
									<IconX size={16} />
								</ActionIcon>
							</Table.Td>
						</Table.Tr>
					);
				})}
			</Table.Tbody>
		</Table>
	);
}
