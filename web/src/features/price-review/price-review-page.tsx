import { Alert, Button, Group, List, Pagination, Select, Stack, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { ListHeader } from '../../components/list-header.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import { decideReviews, priceReviewsQuery, type ReviewDecisions } from './price-review-query.ts';
import { REVIEW_STATUSES, REVIEWS_PAGE_SIZE, type ReviewStatus } from './price-review-search.ts';
import { ReviewTable } from './review-table.tsx';

/** Translated where shown: the list is built once, the language can change. */
const STATUS_LABELS: Record<ReviewStatus, MessageDescriptor> = {
	pending: msg({ message: 'Waiting for review', context: 'price review status' }),
	accepted: msg({ message: 'Accepted', context: 'price review status' }),
	rejected: msg({ message: 'Rejected', context: 'price review status' }),
	superseded: msg({ message: 'Replaced by a newer run', context: 'price review status' }),
};

/** What a decision did, as the notification says it. */
function decidedText(result: ReviewDecisions): string {
	if (result.rejected.length > 0)
		return plural(result.rejected.length, { one: '# move rejected', other: '# moves rejected' });
	return plural(result.accepted.length, { one: '# move accepted', other: '# moves accepted' });
}

/**
 * The price review queue (`/prices/review`, administrators): the moves of reprice runs larger than
 * their review threshold, waiting for the owner. Accept applies a move through the price ledger
 * under its run; reject keeps the price. One at a time or every one selected; the status shown and
 * the page live in the address. Decided reviews are listed by status, with who decided and when.
 */
export function PriceReviewPage() {
	const { t, i18n } = useLingui();
	const search = useSearch({ from: '/signed-in/prices/review' });
	const navigate = useNavigate({ from: '/prices/review' });
	const currency = useShopCurrency();
	const status = search.status ?? 'pending';
	const page = search.page ?? 1;
	const reviews = useQuery(priceReviewsQuery(status, page));
	const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
	const [refused, setRefused] = useState<ReviewDecisions['refused']>([]);
	const decide = useCommandMutation('price-review', {
		mutationFn: ({ ids, accept }: { ids: number[]; accept: boolean }) => decideReviews(ids, accept),
		onSuccess: (result) => {
			setSelected(new Set());
			setRefused(result.refused);
			if (result.accepted.length + result.rejected.length > 0)
				notifications.show({ message: decidedText(result), autoClose: 6_000 });
		},
		onError: () => setRefused([]),
	});
	const change = (next: { status?: ReviewStatus; page?: number }) => {
		setSelected(new Set());
		setRefused([]);
		decide.reset();
		void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });
	};
	const select = (ids: number[], on: boolean) =>
		setSelected((previous) => {
			const next = new Set(previous);
			for (const id of ids) {
				if (on) next.add(id);
				else next.delete(id);
			}
			return next;
		});
	const pending = status === 'pending';
	const chosen = [...selected];
	const count = chosen.length;
	const total = reviews.data?.total ?? 0;
	return (
		<Stack>
			<ListHeader
				title={t`Price review`}
				total={reviews.data?.total}
				count={(n) => plural(n, { one: '# review', other: '# reviews' })}
			>
				<Select
					aria-label={t`Reviews shown`}
					w={240}
					allowDeselect={false}
					value={status}
					data={REVIEW_STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) }))}
					onChange={(value) => change({ status: (value ?? 'pending') as ReviewStatus, page: undefined })}
				/>
				<Button component={Link} to="/prices/runs" variant="subtle">
					<Trans>Reprice runs</Trans>
				</Button>
			</ListHeader>
			<Text size="sm" c="dimmed">
				<Trans>
					A reprice with a review threshold leaves its larger moves here. Accepting applies the proposed price
					(the run’s undo takes it back too); rejecting keeps the price. A newer reprice of the same SKU
					replaces its waiting move.
				</Trans>
			</Text>
			{pending ? (
				<Group>
					<Button
						disabled={count === 0}
						loading={decide.isPending && decide.variables?.accept === true}
						onClick={() => decide.mutate({ ids: chosen, accept: true })}
					>
						{plural(count, { one: 'Accept # selected', other: 'Accept # selected' })}
					</Button>
					<Button
						variant="default"
						disabled={count === 0}
						loading={decide.isPending && decide.variables?.accept === false}
						onClick={() => decide.mutate({ ids: chosen, accept: false })}
					>
						{plural(count, { one: 'Reject # selected', other: 'Reject # selected' })}
					</Button>
				</Group>
			) : null}
			{decide.error ? (
				<Alert color="red" role="alert">
					{describeError(decide.error).message}
				</Alert>
			) : null}
			{refused.length > 0 ? (
				<Alert
					color="orange"
					role="alert"
					title={plural(refused.length, { one: '# move was not applied', other: '# moves were not applied' })}
				>
					<List size="sm">
						{refused.map((refusal) => (
							<List.Item key={refusal.review}>{refusal.message}</List.Item>
						))}
					</List>
				</Alert>
			) : null}
			{reviews.error ? <QueryProblem error={reviews.error} onRetry={() => void reviews.refetch()} /> : null}
			{reviews.data ? (
				<>
					{reviews.data.rows.length > 0 ? (
						<ReviewTable
							rows={reviews.data.rows}
							currency={currency}
							pending={pending}
							selected={selected}
							onSelect={select}
							onDecide={(ids, accept) => decide.mutate({ ids, accept })}
							deciding={decide.isPending}
						/>
					) : (
						<Text c="dimmed">
							{pending ? (
								<Trans>No move is waiting for review.</Trans>
							) : (
								<Trans>No review in this state.</Trans>
							)}
						</Text>
					)}
					{total > REVIEWS_PAGE_SIZE ? (
						<Pagination
							total={Math.ceil(total / REVIEWS_PAGE_SIZE)}
							value={page}
							onChange={(next) => change({ page: next })}
							aria-label={t`Pages`}
						/>
					) : null}
				</>
			) : null}
		</Stack>
	);
}
