import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryProblem } from '../../components/query-problem.tsx';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { pickListByBin } from './order-actions.ts';
import { pickListQuery } from './orders-query.ts';
import './pick-list.css';

/** The lines of paid online orders, by bin location, for one walk along the shelves: each bin once, its cards by set and number. Print sends only the list to the printer (pick-list.css). */
export function PickListPage() {
	const { t } = useLingui();
	const lines = useQuery(pickListQuery());
	const bins = pickListByBin(lines.data ?? []);
	const orders = new Set((lines.data ?? []).map((line) => line.order.id)).size;
	const count = lines.data?.length ?? 0;
	return (
		<Stack className="pick-list">
			<Anchor component={Link} to="/orders" size="sm" className="pick-list-actions">
				<Trans>← Orders</Trans>
			</Anchor>
			<Group justify="space-between">
				<Title order={1} size="h2">
					<Trans>Pick list</Trans>
				</Title>
				<Group gap="md" className="pick-list-actions">
					<Text c="dimmed" size="sm" aria-live="polite">
						{lines.data
							? t`${plural(count, {
									one: `# line of ${plural(orders, { one: '# paid online order', other: '# paid online orders' })}`,
									other: `# lines of ${plural(orders, { one: '# paid online order', other: '# paid online orders' })}`,
								})}`
							: t`Loading…`}
					</Text>
					<Button
						variant="default"
						leftSection={<IconPrinter size={16} />}
						disabled={!lines.data?.length}
						onClick={() => window.print()}
					>
						<Trans>Print</Trans>
					</Button>
				</Group>
			</Group>
			{lines.error ? <QueryProblem error={lines.error} onRetry={() => lines.refetch()} /> : null}
			{lines.data?.length === 0 ? (
				<Text c="dimmed">
					<Trans>No paid online order is waiting to be picked.</Trans>
				</Text>
			) : null}
			{bins.length > 0 ? (
				<Table aria-label={t`Pick list`} verticalSpacing={4} withRowBorders className="pick-list-table">
					<Table.Thead>
						<Table.Tr>
							<Table.Th>
								<Trans>Bin</Trans>
							</Table.Th>
							<Table.Th ta="right">
								<Trans>Quantity</Trans>
							</Table.Th>
							<Table.Th>
								<Trans>Card</Trans>
							</Table.Th>
							<Table.Th>
								<Trans>Set</Trans>
							</Table.Th>
							<Table.Th>
								<Trans>Number</Trans>
							</Table.Th>
							<Table.Th>
								<Trans>Condition · finish · language</Trans>
							</Table.Th>
							<Table.Th>
								<Trans>Order</Trans>
							</Table.Th>
						</Table.Tr>
					</Table.Thead>
					{/* One row group per bin, its name said once in a cell spanning its rows: the picker stops at a bin, takes every line, moves on. */}
					{bins.map((bin) => (
						<Table.Tbody key={bin.bin ?? ''} className="pick-list-bin">
							{bin.lines.map((line, index) => (
								<Table.Tr key={line.id}>
									{index === 0 ? (
										<Table.Th
											scope="rowgroup"
											rowSpan={bin.lines.length}
											className="pick-list-bin-name"
										>
											{bin.bin ?? t`No bin`}
										</Table.Th>
									) : null}
									<Table.Td ta="right" fw={700}>
										{formatNumber(line.quantity)}
									</Table.Td>
									<Table.Td>{line.card}</Table.Td>
									<Table.Td>{line.set}</Table.Td>
									<Table.Td>{line.number ?? ''}</Table.Td>
									<Table.Td>{line.sku}</Table.Td>
									<Table.Td>
										<Anchor
											size="sm"
											renderRoot={(props) => (
												<Link
													{...props}
													to="/orders/$orderId"
													params={{ orderId: String(line.order.id) }}
												/>
											)}
										>
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
