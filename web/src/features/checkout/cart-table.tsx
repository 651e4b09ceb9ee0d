import { ActionIcon, Table, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { QuantityField } from '../../components/fields/number-fields.tsx';
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
								<QuantityField
									size="xs"
									w={90}
									aria-label={`Quantity of ${line.name}`}
									value={cart.typed[line.sku]?.text ?? String(line.quantity)}
									error={cart.typed[line.sku]?.error ?? undefined}
									onChange={(event) => dispatch({ type: 'typeQuantity', sku: line.sku, text: event.currentTarget.value })}
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
