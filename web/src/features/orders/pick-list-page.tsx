import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { QueryProblem } from '../../components/query-problem.tsx';
import { pickListByBin } from './order-actions.ts';
import { pickListQuery } from './orders-query.ts';
import './pick-list.css';

/** The lines of paid online orders, by bin location, for one walk along the shelves; Print sends only the list to the printer (pick-list.css). */
export function PickListPage() {
	const lines = useQuery(pickListQuery());
	const bins = pickListByBin(lines.data ?? []);
	const orders = new Set((lines.data ?? []).map((line) => line.order.id)).size;
	return (
		<Stack className="pick-list">
			<Anchor component={Link} to="/orders" size="sm" className="pick-list-actions">
				← Orders
			</Anchor>
			<Group justify="space-between">
				<Title order={1} size="h2">
					Pick list
				</Title>
				<Group gap="md" className="pick-list-actions">
					<Text c="dimmed" size="sm" aria-live="polite">
						{lines.data ? `${lines.data.length} line${lines.data.length === 1 ? '' : 's'} of ${orders} paid online order${orders === 1 ? '' : 's'}` : 'Loading…'}
					</Text>
					<Button variant="default" leftSection={<IconPrinter size={16} />} disabled={!lines.data?.length} onClick={() => window.print()}>
						Print
					</Button>
				</Group>
			</Group>
			{lines.error ? <QueryProblem error={lines.error} onRetry={() => lines.refetch()} /> : null}
			{lines.data?.length === 0 ? <Text c="dimmed">No paid online order is waiting to be picked.</Text> : null}
			{bins.length > 0 ? (
				<Table aria-label="Pick list" verticalSpacing={4} withRowBorders>
					<Table.Thead>
						<Table.Tr>
							<Table.Th>Bin</Table.Th>
							<Table.Th ta="right">Quantity</Table.Th>
							<Table.Th>Card</Table.Th>
							<Table.Th>SKU</Table.Th>
							<Table.Th>Order</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{bins.map((bin) => (
							<Fragment key={bin.bin ?? ''}>
								<Table.Tr data-bin={bin.bin ?? ''}>
									<Table.Th colSpan={5} scope="rowgroup">
										{bin.bin ?? 'No bin'}
									</Table.Th>
								</Table.Tr>
								{bin.lines.map((line) => (
									<Table.Tr key={line.id}>
										<Table.Td>{bin.bin ?? ''}</Table.Td>
										<Table.Td ta="right" fw={700}>
											{line.quantity}
										</Table.Td>
										<Table.Td>{line.card}</Table.Td>
										<Table.Td>{line.sku}</Table.Td>
										<Table.Td>
											<Anchor renderRoot={(props) => <Link {...props} to="/orders/$orderId" params={{ orderId: String(line.order.id) }} />}>{line.order.number}</Anchor>
										</Table.Td>
									</Table.Tr>
								))}
							</Fragment>
						))}
					</Table.Tbody>
				</Table>
			) : null}
		</Stack>
	);
}
