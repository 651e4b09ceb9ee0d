import { Anchor, Badge, Button, Stack } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconClipboardList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ORDER_STATUSES } from '@deckhand/contract/orders/order-states.ts';
import { SavedViewsMenu } from '../../components/saved-views/saved-views-menu.tsx';
import { ListHeader } from '../../components/list-header.tsx';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import { CHANNEL_WORDS, ORDER_STATUS_COLORS, ORDER_STATUS_WORDS } from '../../lib/order-words.ts';
import { ordersQuery, type OrderRow } from './orders-query.ts';
import { ListResults } from '../../components/list-screen/list-results.tsx';
import { RecordFilters } from '../../components/list-screen/record-filters.tsx';
import { FilterSelect } from '../../components/list-screen/choice-select.tsx';
import type { TableColumn } from '../../components/list-screen/table-column.ts';
import { nextListSearch } from '../../lib/list-search.ts';
import { CHANNELS } from '@deckhand/contract/checkout/checkout-limits.ts';
import { dateRangeProblem } from '../../lib/calendar-days.ts';
import { ORDER_SORTS, ordersExportAddress, PAGE_SIZE, type OrderSort, type OrdersSearch } from './orders-search.ts';
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
			navigate({ search: (previous) => nextListSearch(previous, next), replace: true }),
		[navigate],
	);
	const columns: TableColumn<OrderRow>[] = [
		{
			header: t`Number`,
			cell: (order) => (
				<Anchor
					renderRoot={(props) => (
						<Link {...props} to="/orders/$orderId" params={{ orderId: String(order.id) }} />
					)}
				>
					{order.number}
				</Anchor>
			),
		},
		{ header: t`Date`, cell: (order) => formatDateTime(order.date_created) },
		{ header: t`Customer`, cell: (order) => order.customer?.name ?? t`Walk-in` },
		{ header: t`Channel`, cell: (order) => i18n._(CHANNEL_WORDS[order.channel]) },
		{
			header: t`Status`,
			cell: (order) => (
				<Badge variant="light" color={ORDER_STATUS_COLORS[order.status]}>
					{i18n._(ORDER_STATUS_WORDS[order.status])}
				</Badge>
			),
		},
		{ header: t`Total`, numeric: true, cell: (order) => formatMoney(order.total, currency) },
	];
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
			<RecordFilters
				search={search}
				change={change}
				searchLabel={t`Search order numbers`}
				placeholder={t`e.g. 39, then Enter`}
				statuses={ORDER_STATUSES}
				statusWords={ORDER_STATUS_WORDS}
				statusWidth={140}
				sorts={ORDER_SORTS}
				sortWords={SORT_LABELS}
				sortWidth={190}
				fallbackSort="-date_created"
			>
				<FilterSelect
					label={t`Channel`}
					w={130}
					placeholder={t`Any`}
					values={CHANNELS}
					words={CHANNEL_WORDS}
					value={search.channel}
					onChange={(channel) => change({ channel })}
				/>
			</RecordFilters>
			<ListResults
				list={orders}
				shown={!datesProblem}
				label={t`Orders`}
				highlightOnHover
				columns={columns}
				rowKey={(order) => order.id}
				pageSize={PAGE_SIZE}
				page={search.page}
				onPage={(page) => change({ page })}
				empty={<Trans>No order matches. Clear a filter or check the number.</Trans>}
			/>
		</Stack>
	);
}
