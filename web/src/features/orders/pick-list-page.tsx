import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryProblem } from '../../components/query-problem.tsx';
import { pickListByBin } from './order-actions.ts';
import { pickListQuery } from './orders-query.ts';
import './pick-list.css';

/** The lines of paid online orders, by bin location, for one walk along the shelves: each bin once, its cards by set and number. Print sends only the list to the printer (pick-list.css). */
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
				<Table aria-label="Pick list" verticalSpacing={4} withRowBorders className="pick-list-table">
					<Table.Thead>
						<Table.Tr>
							<Table.Th>Bin</Table.Th>
							<Table.Th ta="right">Quantity</Table.Th>
							<Table.Th>Card</Table.Th>
							<Table.Th>Set</Table.Th>
							<Table.Th>Number</Table.Th>
							<Table.Th>Condition · finish · language</Table.Th>
							<Table.Th>Order</Table.Th>
						</Table.Tr>
					</Table.Thead>
					{/* One row group per bin, its name said once in a cell spanning its rows: the picker stops at a bin, takes every line, moves on. */}
					{bins.map((bin) => (
						<Table.Tbody key={bin.bin ?? ''} className="pick-list-bin">
							{bin.lines.map((line, index) => (
								<Table.Tr key={line.id}>
									{index === 0 ? (
										<Table.Th scope="rowgroup" rowSpan={bin.lines.length} className="pick-list-bin-name">
											{bin.bin ?? 'No bin'}
										</Table.Th>
									) : null}
									<Table.Td ta="right" fw={700}>
										{line.quantity}
									</Table.Td>
									<Table.Td>{line.card}</Table.Td>
									<Table.Td>{line.set}</Table.Td>
									<Table.Td>{line.number ?? ''}</Table.Td>
									<Table.Td>{line.sku}</Table.Td>
									<Table.Td>
										<Anchor size="sm" renderRoot={(props) => <Link {...props} to="/orders/$orderId" params={{ orderId: String(line.order.id) }} />}>
											{line.order.number}
										</Anchor>
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					))}
				</Table>
			) : null}
		</Stack>
	);
}
