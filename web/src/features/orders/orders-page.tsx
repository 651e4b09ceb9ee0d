import { Anchor, Badge, Button, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconClipboardList, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ORDER_STATUSES } from '@deckhand/contract/orders/order-states.ts';
import { QueryProblem } from '../../components/query-problem.tsx';
import { SavedViewsMenu } from '../../components/saved-views/saved-views-menu.tsx';
import { ListHeader } from '../../components/list-header.tsx';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import { CHANNEL_WORDS, ORDER_STATUS_COLORS, ORDER_STATUS_WORDS } from '../../lib/order-words.ts';
import { ordersQuery } from './orders-query.ts';
import { CustomerFilter } from '../../components/customer-filter.tsx';
import { CHANNELS } from '@deckhand/contract/checkout/checkout-limits.ts';
import { dateRangeProblem } from '../../lib/calendar-days.ts';
import {
	ORDER_SORTS,
	ordersExportAddress,
	pageCount,
	PAGE_SIZE,
	type OrderSort,
	type OrdersSearch,
} from './orders-search.ts';
import { ordersViewMapping } from './orders-views.ts';

/** Translated where shown (`i18n._`): the map is built once, the language can change. */
const SORT_LABELS: Record<OrderSort, MessageDescriptor> = {
	'-date_created': msg`Newest first`,
	date_created: msg`Oldest first`,
	'-number': msg`Number, high to low`,
	number: msg`Number, low to high`,
	'-total': msg`Total, high to low`,
	total: msg`Total, low to high`,
};

/** Orders: number search, filters, sort and page all live in the address; the server pages, sorts and filters. */
export function OrdersPage() {
	const { t, i18n } = useLingui();
	const search = useSearch({ from: '/signed-in/orders' });
	const navigate = useNavigate({ from: '/orders' });
	const orders = useQuery(ordersQuery(search));
	const currency = useShopCurrency();
	// A new filter or sort starts again at page 1.
	const change = useCallback(
		(next: Partial<OrdersSearch>) =>
			navigate({
				search: (previous) => ({ ...previous, ...next, page: 'page' in next ? next.page : undefined }),
				replace: true,
			}),
		[navigate],
	);
	const total = orders.data?.total ?? 0;
	const datesProblem = dateRangeProblem(search);
	return (
		<Stack>
			<ListHeader
				title={t`Orders`}
				total={datesProblem ? null : orders.data?.total}
				count={(count) => plural(count, { one: '# order', other: '# orders' })}
			>
				<SavedViewsMenu
					list="orders"
					search={search}
					mapping={ordersViewMapping}
					onOpen={(next) => navigate({ search: next })}
					keeps={t`The number search, filters and sort the list shows now.`}
					placeholder={t({ message: 'Paid online orders', comment: 'an example name for a saved view' })}
				/>
				<Button
					variant="default"
					leftSection={<IconClipboardList size={16} />}
					renderRoot={(props) => <Link {...props} to="/orders/pick-list" />}
				>
					<Trans>Pick list</Trans>
				</Button>
				<ExportCsvButton href={datesProblem ? null : ordersExportAddress(search)} />
			</ListHeader>
			{/* Top-aligned: a field that says a problem below itself does not lift the others. */}
			<Group align="start" wrap="wrap">
				<form
					style={{ width: 180 }}
					onSubmit={(event) => {
						event.preventDefault();
						change({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() || undefined });
					}}
				>
					{/* Keyed on the address, so going back shows the search that list answers. */}
					<TextInput
						key={search.q ?? ''}
						name="q"
						label={t`Number`}
						aria-label={t`Search order numbers`}
						placeholder={t`e.g. 39, then Enter`}
						leftSection={<IconSearch size={16} />}
						defaultValue={search.q ?? ''}
					/>
				</form>
				<Select
					label={t`Status`}
					w={140}
					clearable
					placeholder={t`Any`}
					value={search.status ?? null}
					data={ORDER_STATUSES.map((value) => ({ value, label: i18n._(ORDER_STATUS_WORDS[value]) }))}
					onChange={(value) => change({ status: (value ?? undefined) as OrdersSearch['status'] })}
				/>
				<Select
					label={t`Channel`}
					w={130}
					clearable
					placeholder={t`Any`}
					value={search.channel ?? null}
					data={CHANNELS.map((value) => ({ value, label: i18n._(CHANNEL_WORDS[value]) }))}
					onChange={(value) => change({ channel: (value ?? undefined) as OrdersSearch['channel'] })}
				/>
				<CustomerFilter value={search.customer} onChange={(customer) => change({ customer })} />
				<TextInput
					label={t({ message: 'From', context: 'date' })}
					type="date"
					w={150}
					value={search.from ?? ''}
					error={datesProblem}
					onChange={(event) => change({ from: event.currentTarget.value || undefined })}
				/>
				<TextInput
					label={t({ message: 'To', context: 'date' })}
					type="date"
					w={150}
					value={search.to ?? ''}
					onChange={(event) => change({ to: event.currentTarget.value || undefined })}
				/>
				<Select
					label={t`Sort by`}
					w={190}
					allowDeselect={false}
					value={search.sort ?? '-date_created'}
					data={ORDER_SORTS.map((value) => ({ value, label: i18n._(SORT_LABELS[value]) }))}
					onChange={(value) => change({ sort: (value ?? '-date_created') as OrderSort })}
				/>
			</Group>
			{orders.error ? <QueryProblem error={orders.error} onRetry={() => orders.refetch()} /> : null}
			{orders.data && !datesProblem ? (
				<>
					<Table aria-label={t`Orders`} aria-busy={orders.isFetching} highlightOnHover>
						<Table.Thead>
							<Table.Tr>
								<Table.Th>
									<Trans>Number</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Date</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Customer</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Channel</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Status</Trans>
								</Table.Th>
								<Table.Th ta="right">
									<Trans>Total</Trans>
								</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{orders.data.items.map((order) => (
								<Table.Tr key={order.id}>
									<Table.Td>
										<Anchor
											renderRoot={(props) => (
												<Link
													{...props}
													to="/orders/$orderId"
													params={{ orderId: String(order.id) }}
												/>
											)}
										>
											{order.number}
										</Anchor>
									</Table.Td>
									<Table.Td>{formatDateTime(order.date_created)}</Table.Td>
									<Table.Td>{order.customer?.name ?? t`Walk-in`}</Table.Td>
									<Table.Td>{i18n._(CHANNEL_WORDS[order.channel])}</Table.Td>
									<Table.Td>
										<Badge variant="light" color={ORDER_STATUS_COLORS[order.status]}>
											{i18n._(ORDER_STATUS_WORDS[order.status])}
										</Badge>
									</Table.Td>
									<Table.Td ta="right">{formatMoney(order.total, currency)}</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
					{total === 0 ? (
						<Text c="dimmed">
							<Trans>No order matches. Clear a filter or check the number.</Trans>
						</Text>
					) : null}
					{total > PAGE_SIZE ? (
						<Pagination
							total={pageCount(total, PAGE_SIZE)}
							value={search.page ?? 1}
							onChange={(page) => change({ page })}
							aria-label={t`Pages`}
						/>
					) : null}
				</>
			) : null}
		</Stack>
	);
}
