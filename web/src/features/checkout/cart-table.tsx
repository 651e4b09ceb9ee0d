import { ActionIcon, NumberInput, Table, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { CHECKOUT_LIMITS } from '../../../../server/extensions/deckhand/src/checkout/checkout-limits.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Cart, CartAction } from './cart.ts';

/** The lines of the sale; the selected one (last added or clicked) is what + and − change. */
export function CartTable({ cart, dispatch, currency }: { cart: Cart; dispatch: Dispatch<CartAction>; currency: string }) {
	if (cart.lines.length === 0)
		return (
			<Text c="dimmed" ta="center" py="xl">
				No items yet. Scan a barcode or search above.
			</Text>
		);
	return (
		<Table aria-label="Sale" highlightOnHover verticalSpacing="xs">
			<Table.Thead>
				<Table.Tr>
					<Table.Th>Card</Table.Th>
					<Table.Th ta="right">Price</Table.Th>
					<Table.Th w={110}>Quantity</Table.Th>
					<Table.Th ta="right">Total</Table.Th>
					<Table.Th w={40} />
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{cart.lines.map((line) => {
					const selected = line.sku === cart.selected;
					const problem = cart.problems[line.sku];
					return (
						<Table.Tr key={line.sku} aria-selected={selected} bg={selected ? 'var(--mantine-color-teal-light)' : undefined} onClick={() => dispatch({ type: 'select', sku: line.sku })}>
							<Table.Td>
								<Text size="sm" fw={500}>
									{line.name}
								</Text>
								<Text size="xs" c="dimmed">
									{line.details} · {line.onHand} on hand
								</Text>
								{problem ? (
									<Text size="xs" c="red" role="alert">
										{problem}
									</Text>
								) : null}
							</Table.Td>
							<Table.Td ta="right">{formatMoney(line.unitPrice, currency)}</Table.Td>
							<Table.Td>
								<NumberInput
									size="xs"
									aria-label={`Quantity of ${line.name}`}
									value={line.quantity}
									min={CHECKOUT_LIMITS.lineQuantityMin}
									max={Math.min(line.onHand, CHECKOUT_LIMITS.lineQuantityMax)}
									clampBehavior="none"
									allowDecimal={false}
									allowNegative={false}
									onChange={(value) => {
										if (typeof value === 'number') dispatch({ type: 'setQuantity', sku: line.sku, quantity: value });
									}}
								/>
							</Table.Td>
							<Table.Td ta="right">{formatMoney(line.unitPrice * line.quantity, currency)}</Table.Td>
							<Table.Td>
								<ActionIcon variant="subtle" color="gray" aria-label={`Remove ${line.name}`} onClick={() => dispatch({ type: 'remove', sku: line.sku })}>
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
