import { Anchor, Button, Group, Stack } from '@mantine/core';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ListHeader } from '../../components/list-header.tsx';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { fileAddress } from '../../lib/api/deckhand-address.ts';
import { formatDate } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import { CustomerFormDialog } from './customer-form.tsx';
import { balancesQuery, createCustomer, customersQuery, type CustomerRow } from './customers-query.ts';
import { ListResults } from '../../components/list-screen/list-results.tsx';
import { SortSelect } from '../../components/list-screen/choice-select.tsx';
import { SearchBox } from '../../components/list-screen/search-box.tsx';
import type { TableColumn } from '../../components/list-screen/table-column.ts';
import { nextListSearch } from '../../lib/list-search.ts';
import { CUSTOMER_SORTS, PAGE_SIZE, type CustomersSearch, type CustomerSort } from './customers-search.ts';

/** Translated where shown (`i18n._`): the map is built once, the language can change. */
const SORT_LABELS: Record<CustomerSort, MessageDescriptor> = {
	name: msg`Name A–Z`,
	'-name': msg`Name Z–A`,
	'-date_created': msg`Newest first`,
	date_created: msg`Oldest first`,
};

/** Customers: search by name, email or phone, sort, page and the "new customer" dialog all live in the address. */
export function CustomersPage() {
	const { t } = useLingui();
	const search = useSearch({ from: '/signed-in/customers' });
	const navigate = useNavigate({ from: '/customers' });
	const customers = useQuery(customersQuery(search));
	const ids = customers.data?.items.map((customer) => customer.id) ?? [];
	const balances = useQuery(balancesQuery(ids));
	const currency = useShopCurrency();
	// A new search or sort starts again at page 1; opening a dialog keeps the page.
	const change = useCallback(
		(next: Partial<CustomersSearch>) =>
			navigate({ search: (previous) => nextListSearch(previous, next, ['dialog']), replace: true }),
		[navigate],
	);
	const columns: TableColumn<CustomerRow>[] = [
		{
			header: t`Name`,
			cell: (customer) => (
				<Anchor
					renderRoot={(props) => (
						<Link {...props} to="/customers/$customerId" params={{ customerId: String(customer.id) }} />
					)}
				>
					{customer.name}
				</Anchor>
			),
		},
		{ header: t`Email`, cell: (customer) => customer.email },
		{ header: t`Phone`, cell: (customer) => customer.phone },
		{
			header: t`Customer since`,
			cell: (customer) => (customer.date_created ? formatDate(customer.date_created) : ''),
		},
		{
			header: t`Store credit`,
			numeric: true,
			cell: (customer) => (balances.data ? formatMoney(balances.data.get(customer.id) ?? 0, currency) : ''),
		},
	];
	return (
		<Stack>
			<ListHeader
				title={t`Customers`}
				total={customers.data?.total}
				count={(count) => plural(count, { one: '# customer', other: '# customers' })}
			>
				<ExportCsvButton href={fileAddress(ENDPOINTS.exportCustomers, { query: { q: search.q } })} />
				<Button leftSection={<IconUserPlus size={16} />} onClick={() => change({ dialog: 'new' })}>
					<Trans>New customer</Trans>
				</Button>
			</ListHeader>
			<Group align="end">
				<SearchBox
					value={search.q}
					onSearch={(q) => change({ q })}
					style={{ flex: 1 }}
					ariaLabel={t`Search customers`}
					placeholder={t`Name, email or phone, then Enter`}
				/>
				<SortSelect
					ariaLabel={t`Sort by`}
					w={180}
					sorts={CUSTOMER_SORTS}
					words={SORT_LABELS}
					value={search.sort}
					fallback="name"
					onChange={(sort) => change({ sort })}
				/>
			</Group>
			<ListResults
				list={customers}
				label={t`Customers`}
				busy={balances.isFetching}
				highlightOnHover
				columns={columns}
				rowKey={(customer) => customer.id}
				pageSize={PAGE_SIZE}
				page={search.page}
				onPage={(page) => change({ page })}
				empty={<Trans>No customer matches. Check the spelling, or search by email or phone.</Trans>}
			/>
			{search.dialog === 'new' ? (
				<CustomerFormDialog
					title={t`New customer`}
					submitLabel={t`Create customer`}
					save={createCustomer}
					onSaved={(created) =>
						navigate({
							to: '/customers/$customerId',
							params: { customerId: String(created.id) },
							search: {},
						})
					}
					onClose={() => change({ dialog: undefined })}
				/>
			) : null}
		</Stack>
	);
}
