import { Alert, Anchor, Badge, Button, Stack } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ListHeader } from '../../components/list-header.tsx';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
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
import { holdSummary } from './hold-words.ts';
import { ListResults } from '../../components/list-screen/list-results.tsx';
import { RecordFilters } from '../../components/list-screen/record-filters.tsx';
import type { TableColumn } from '../../components/list-screen/table-column.ts';
import { nextListSearch } from '../../lib/list-search.ts';

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

const whyItWaits = (buylist: BuylistRow, currency: string) =>
	buylist.held_by_limit === null
		? ''
		: holdSummary(
				{
					rule: buylist.held_by_limit,
					spent_today: buylist.held_spent_today ?? 0,
					limit: buylist.held_limit_amount ?? 0,
				},
				currency,
			);

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
			navigate({ search: (previous) => nextListSearch(previous, next), replace: true }),
		[navigate],
	);
	const create = useCommandMutation('buylist-create', {
		...buylistAnswer,
		mutationFn: () => createBuylist(),
		showsError: true,
		onSuccess: (view) => navigate({ to: '/buylists/$buylistId', params: { buylistId: String(view.id) } }),
	});
	const columns: TableColumn<BuylistRow>[] = [
		{
			header: t`Number`,
			cell: (buylist) => (
				<Anchor
					renderRoot={(props) => (
						<Link {...props} to="/buylists/$buylistId" params={{ buylistId: String(buylist.id) }} />
					)}
				>
					{buylist.number}
				</Anchor>
			),
		},
		{ header: t`Date`, cell: (buylist) => formatDateTime(buylist.date_created) },
		{ header: t`Customer`, cell: (buylist) => buylist.customer?.name ?? t`Walk-in` },
		{
			header: t`Status`,
			cell: (buylist) => (
				<Badge variant="light" color={BUYLIST_STATUS_COLORS[buylist.status]}>
					{i18n._(BUYLIST_STATUS_WORDS[buylist.status])}
				</Badge>
			),
		},
		{ header: t`Cash offer`, numeric: true, cell: (buylist) => money(buylist.total_cash) },
		{ header: t`Credit offer`, numeric: true, cell: (buylist) => money(buylist.total_credit) },
		{ header: t`Paid`, cell: (buylist) => paidWords(buylist, currency) },
		// The approval queue says why each buylist waits.
		...(search.status === 'awaiting_approval'
			? [{ header: t`Why it waits`, cell: (buylist: BuylistRow) => whyItWaits(buylist, currency) }]
			: []),
	];
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
			<RecordFilters
				search={search}
				change={change}
				searchLabel={t`Search buylist numbers`}
				placeholder={t`e.g. 12, then Enter`}
				statuses={BUYLIST_STATUSES}
				statusWords={BUYLIST_STATUS_WORDS}
				statusWidth={190}
				sorts={BUYLIST_SORTS}
				sortWords={SORT_LABELS}
				sortWidth={210}
				fallbackSort="-date_created"
			/>
			<ListResults
				list={buylists}
				shown={!datesProblem}
				label={t`Buylists`}
				highlightOnHover
				columns={columns}
				rowKey={(buylist) => buylist.id}
				pageSize={PAGE_SIZE}
				page={search.page}
				onPage={(page) => change({ page })}
				empty={<Trans>No buylist matches. Clear a filter or check the number.</Trans>}
			/>
		</Stack>
	);
}
