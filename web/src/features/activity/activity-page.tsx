import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { QueryProblem } from '../../components/query-problem.tsx';
import { DataTable } from '../../components/list-screen/data-table.tsx';
import type { TableColumn } from '../../components/list-screen/table-column.ts';
import type { ActivityEntry } from '@deckhand/contract/activity/activity-entry.ts';
import { dateRangeProblem } from '../../lib/calendar-days.ts';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { personName } from '../../lib/people.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import { LineLink } from './activity-link.tsx';
import { ActivityFilters } from './activity-filters.tsx';
import { activityQuery } from './activity-query.ts';
import type { ActivitySearch } from './activity-search.ts';
import { describeLine, KIND_WORDS, noteOf } from './activity-words.ts';
import { RevisionDiff } from './revision-diff.tsx';

/** Who did what: Directus's record of changes and Deckhand's ledgers, newest first, filtered through the address. */
export function ActivityPage() {
	const { t, i18n } = useLingui();
	const search = useSearch({ from: '/signed-in/activity' });
	const navigate = useNavigate({ from: '/activity' });
	const activity = useQuery(activityQuery(search));
	const currency = useShopCurrency();
	// A new filter starts again at the newest line.
	const change = useCallback(
		(next: Partial<ActivitySearch>) =>
			navigate({
				search: (previous) => ({ ...previous, ...next, cursor: 'cursor' in next ? next.cursor : undefined }),
				replace: !('cursor' in next),
			}),
		[navigate],
	);
	const days = activity.data?.directus_days;
	const columns: TableColumn<ActivityEntry>[] = [
		{ header: t`When`, noWrap: true, cell: (line) => formatDateTime(line.at) },
		{ header: t`Who`, cell: (line) => personName(line.who, t`Unknown`) },
		{
			header: t`Kind`,
			cell: (line) => (
				<Badge variant="light" color="gray">
					{i18n._(KIND_WORDS[line.kind])}
				</Badge>
			),
		},
		{
			header: t`What`,
			cell: (line) => {
				const note = noteOf(line.detail);
				return (
					<>
						<LineLink link={line.link}>{describeLine(line.detail, currency)}</LineLink>
						{note ? (
							<Text size="sm" c="dimmed">
								{note}
							</Text>
						) : null}
						{line.detail.kind === 'directus' && line.detail.revision ? (
							<RevisionDiff change={line.detail.revision} />
						) : null}
					</>
				);
			},
		},
	];
	return (
		<Stack>
			<Title order={1} size="h2">
				<Trans>Activity</Trans>
			</Title>
			<Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
				{days ? (
					<Trans>
						Changes and sign-ins are kept for {days} days; the shop's ledgers of stock, store credit,
						prices, order status, payments and the cash drawers are kept for good.
					</Trans>
				) : (
					<Trans>
						Changes and sign-ins are kept for a limited time; the shop's ledgers of stock, store credit,
						prices, order status, payments and the cash drawers are kept for good.
					</Trans>
				)}
			</Alert>
			<ActivityFilters search={search} change={change} />
			{activity.error ? <QueryProblem error={activity.error} onRetry={() => activity.refetch()} /> : null}
			{activity.data && !dateRangeProblem(search) ? (
				<>
					<DataTable
						label={t`Activity`}
						busy={activity.isFetching}
						verticalSpacing="xs"
						columns={columns}
						rows={activity.data.items}
						rowKey={(line) => `${line.kind}-${line.id}`}
					/>
					{activity.data.items.length === 0 ? (
						<Text c="dimmed">
							<Trans>Nothing matches. Clear a filter or widen the dates.</Trans>
						</Text>
					) : null}
					<Group>
						<Button
							variant="default"
							disabled={!search.cursor}
							onClick={() => change({ cursor: undefined })}
						>
							<Trans>Newest</Trans>
						</Button>
						<Button
							variant="default"
							disabled={!activity.data.next}
							onClick={() => change({ cursor: activity.data.next ?? undefined })}
						>
							<Trans>Older</Trans>
						</Button>
					</Group>
				</>
			) : null}
		</Stack>
	);
}
