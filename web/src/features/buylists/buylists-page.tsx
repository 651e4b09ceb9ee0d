import { Alert, Anchor, Badge, Button, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ListHeader } from '../../components/list-header.tsx';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { SavedViewsMenu } from '../../components/saved-views/saved-views-menu.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { BUYLIST_STATUS_COLORS, BUYLIST_STATUS_WORDS, paidWords } from '../../lib/buylist-words.ts';
import { dateRangeProblem } from '../../lib/calendar-days.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import { buylistAnswer, buylistsQuery, createBuylist, type BuylistRow } from './buylists-query.ts';
import { BUYLIST_STATUSES } from '@deckhand/contract/buylists/buylist-states.ts';
import {
	BUYLIST_SORTS,
	buylistsExportAddress,
	PAGE_SIZE,
	type BuylistSort,
	type BuylistsSearch,
} from './buylists-search.ts';
import { buylistsViewMapping } from './buylists-views.ts';
import { CustomerFilter } from '../../components/customer-filter.tsx';

/** Translated where shown (`i18n._`): the map is built once, the language can change. */
const SORT_LABELS: Record<BuylistSort, MessageDescriptor> = {
	'-date_created': msg`Newest first`,
	date_created: msg`Oldest first`,
	'-number': msg`Number, high to low`,
	number: msg`Number, low to high`,
	'-total_cash': msg`Cash offer, high to low`,
	total_cash: msg`Cash offer, low to high`,
	'-total_credit': msg`Credit offer, high to low`,
	total_credit: msg`Credit offer, low to high`,
};

const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** Trade-ins: number search, filters (the approval queue is status "Awaiting approval"), sort and page in the address; the server pages, sorts and filters. */
export function BuylistsPage() {
	const { t, i18n } = useLingui();
	const search = useSearch({ from: '/signed-in/buylists' });
	const navigate = useNavigate({ from: '/buylists' });
	const buylists = useQuery(buylistsQuery(search));
	const currency = useShopCurrency();
	const money = (minor: number) => formatMoney(minor, currency);
	// A new filter or sort starts again at page 1.
	const change = useCallback(
		(next: Partial<BuylistsSearch>) =>
			navigate({
				search: (previous) => ({ ...previous, ...next, page: 'page' in next ? next.page : undefined }),
				replace: true,
			}),
		[navigate],
	);
	const create = useCommandMutation('buylist-create', {
		...buylistAnswer,
		mutationFn: () => createBuylist(),
		showsError: true,
		onSuccess: (view) => navigate({ to: '/buylists/$buylistId', params: { buylistId: String(view.id) } }),
	});
	const total = buylists.data?.total ?? 0;
	const datesProblem = dateRangeProblem(search);
	return (
		<Stack>
			<ListHeader
				title={t`Buylists`}
				total={datesProblem ? null : buylists.data?.total}
				count={(count) => plural(count, { one: '# buylist', other: '# buylists' })}
			>
				<SavedViewsMenu
					list="buylists"
					search={search}
					mapping={buylistsViewMapping}
					onOpen={(next) => navigate({ search: next })}
					keeps={t`The number search, filters and sort the list shows now.`}
					placeholder={t({
						message: 'Waiting for my approval',
						comment: 'an example name for a saved view of buylists',
					})}
				/>
				<ExportCsvButton href={datesProblem ? null : buylistsExportAddress(search)} />
				<Button leftSection={<IconPlus size={16} />} loading={create.isPending} onClick={() => create.mutate()}>
					<Trans>New buylist</Trans>
				</Button>
			</ListHeader>
			{create.error ? (
				<Alert color="red" role="alert" title={t`No buylist was started`}>
					{describeError(create.error).message}
				</Alert>
			) : null}
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
						aria-label={t`Search buylist numbers`}
						placeholder={t`e.g. 12, then Enter`}
						leftSection={<IconSearch size={16} />}
						defaultValue={search.q ?? ''}
					/>
				</form>
				<Select
					label={t`Status`}
					w={190}
					clearable
					placeholder={t`Any`}
					value={search.status ?? null}
					data={BUYLIST_STATUSES.map((value) => ({ value, label: i18n._(BUYLIST_STATUS_WORDS[value]) }))}
					onChange={(value) => change({ status: (value ?? undefined) as BuylistsSearch['status'] })}
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
					w={210}
					allowDeselect={false}
					value={search.sort ?? '-date_created'}
					data={BUYLIST_SORTS.map((value) => ({ value, label: i18n._(SORT_LABELS[value]) }))}
					onChange={(value) => change({ sort: (value ?? '-date_created') as BuylistSort })}
				/>
			</Group>
			{buylists.error ? <QueryProblem error={buylists.error} onRetry={() => buylists.refetch()} /> : null}
			{buylists.data && !datesProblem ? (
				<>
					<Table aria-label={t`Buylists`} aria-busy={buylists.isFetching} highlightOnHover>
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
									<Trans>Status</Trans>
								</Table.Th>
								<Table.Th ta="right">
									<Trans>Cash offer</Trans>
								</Table.Th>
								<Table.Th ta="right">
									<Trans>Credit offer</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Paid</Trans>
								</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{buylists.data.items.map((buylist: BuylistRow) => (
								<Table.Tr key={buylist.id}>
									<Table.Td>
										<Anchor
											renderRoot={(props) => (
												<Link
													{...props}
													to="/buylists/$buylistId"
													params={{ buylistId: String(buylist.id) }}
												/>
											)}
										>
											{buylist.number}
										</Anchor>
									</Table.Td>
									<Table.Td>{formatDateTime(buylist.date_created)}</Table.Td>
									<Table.Td>{buylist.customer?.name ?? t`Walk-in`}</Table.Td>
									<Table.Td>
										<Badge variant="light" color={BUYLIST_STATUS_COLORS[buylist.status]}>
											{i18n._(BUYLIST_STATUS_WORDS[buylist.status])}
										</Badge>
									</Table.Td>
									<Table.Td ta="right">{money(buylist.total_cash)}</Table.Td>
									<Table.Td ta="right">{money(buylist.total_credit)}</Table.Td>
									<Table.Td>{paidWords(buylist, currency)}</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
					{total === 0 ? (
						<Text c="dimmed">
							<Trans>No buylist matches. Clear a filter or check the number.</Trans>
						</Text>
					) : null}
					{total > PAGE_SIZE ? (
						<Pagination
							total={pageCount(total)}
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
