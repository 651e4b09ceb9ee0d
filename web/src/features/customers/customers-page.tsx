import { Anchor, Button, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { QueryProblem } from '../../components/query-problem.tsx';
import { ListHeader } from '../../components/list-header.tsx';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { exportAddress } from '../../lib/exports/export-address.ts';
import { formatDate } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import { CustomerFormDialog } from './customer-form.tsx';
import { balancesQuery, createCustomer, customersQuery } from './customers-query.ts';
import { CUSTOMER_SORTS, pageCount, PAGE_SIZE, type CustomersSearch, type CustomerSort } from './customers-search.ts';

/** Translated where shown (`i18n._`): the map is built once, the language can change. */
const SORT_LABELS: Record<CustomerSort, MessageDescriptor> = {
	name: msg`Name A–Z`,
	'-name': msg`Name Z–A`,
	'-date_created': msg`Newest first`,
	date_created: msg`Oldest first`,
};

/** Customers: search by name, email or phone, sort, page and the "new customer" dialog all live in the address. */
export function CustomersPage() {
	const { t, i18n } = useLingui();
	const search = useSearch({ from: '/signed-in/customers' });
	const navigate = useNavigate({ from: '/customers' });
	const customers = useQuery(customersQuery(search));
	const ids = customers.data?.items.map((customer) => customer.id) ?? [];
	const balances = useQuery(balancesQuery(ids));
	const currency = useShopCurrency();
	// A new search or sort starts again at page 1; opening a dialog keeps the page.
	const change = useCallback(
		(next: Partial<CustomersSearch>) =>
			navigate({
				search: (previous) => ({
					...previous,
					...next,
					page: 'page' in next || 'dialog' in next ? (next.page ?? previous.page) : undefined,
				}),
				replace: true,
			}),
		[navigate],
	);
	const total = customers.data?.total ?? 0;
	return (
		<Stack>
			<ListHeader
				title={t`Customers`}
				total={customers.data?.total}
				count={(count) => plural(count, { one: '# customer', other: '# customers' })}
			>
				<ExportCsvButton href={exportAddress('customers', { q: search.q })} />
				<Button leftSection={<IconUserPlus size={16} />} onClick={() => change({ dialog: 'new' })}>
					<Trans>New customer</Trans>
				</Button>
			</ListHeader>
			<Group align="end">
				<form
					style={{ flex: 1 }}
					onSubmit={(event) => {
						event.preventDefault();
						change({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() || undefined });
					}}
				>
					{/* Keyed on the address, so going back shows the search that list answers. */}
					<TextInput
						key={search.q ?? ''}
						name="q"
						aria-label={t`Search customers`}
						placeholder={t`Name, email or phone, then Enter`}
						leftSection={<IconSearch size={16} />}
						defaultValue={search.q ?? ''}
					/>
				</form>
				<Select
					aria-label={t`Sort by`}
					w={180}
					allowDeselect={false}
					value={search.sort ?? 'name'}
					data={CUSTOMER_SORTS.map((value) => ({ value, label: i18n._(SORT_LABELS[value]) }))}
					onChange={(value) => change({ sort: (value ?? 'name') as CustomerSort })}
				/>
			</Group>
			{customers.error ? <QueryProblem error={customers.error} onRetry={() => customers.refetch()} /> : null}
			{customers.data ? (
				<>
					<Table
						aria-label={t`Customers`}
						aria-busy={customers.isFetching || balances.isFetching}
						highlightOnHover
					>
						<Table.Thead>
							<Table.Tr>
								<Table.Th>
									<Trans>Name</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Email</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Phone</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Customer since</Trans>
								</Table.Th>
								<Table.Th ta="right">
									<Trans>Store credit</Trans>
								</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{customers.data.items.map((customer) => (
								<Table.Tr key={customer.id}>
									<Table.Td>
										<Anchor
											renderRoot={(props) => (
												<Link
													{...props}
													to="/customers/$customerId"
													params={{ customerId: String(customer.id) }}
												/>
											)}
										>
											{customer.name}
										</Anchor>
									</Table.Td>
									<Table.Td>{customer.email}</Table.Td>
									<Table.Td>{customer.phone}</Table.Td>
									<Table.Td>
										{customer.date_created ? formatDate(customer.date_created) : ''}
									</Table.Td>
									<Table.Td ta="right">
										{balances.data
											? formatMoney(balances.data.get(customer.id) ?? 0, currency)
											: ''}
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
					{total === 0 ? (
						<Text c="dimmed">
							<Trans>No customer matches. Check the spelling, or search by email or phone.</Trans>
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
