import { Anchor, Button, Pagination, Stack, Table, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { ColumnsTable } from '../../components/columns-table.tsx';
import { ListHeader } from '../../components/list-header.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { formatDateTime, formatNumber } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { personName } from '../../lib/people.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import { RUNS_PAGE_SIZE } from './price-review-search.ts';
import { priceRunsQuery, type RepriceRunRow } from './reprice-runs-query.ts';
import { UndoRunDialog } from '../../components/undo-run-dialog.tsx';

/** Asks before taking a whole run back, then says what the undo did. */
function UndoDialog({ run, onClose }: { run: RepriceRunRow; onClose: () => void }) {
	const { t } = useLingui();
	const when = formatDateTime(run.date_created);
	const count = run.skus;
	return (
		<UndoRunDialog
			run={run.run}
			title={t`Undo run of ${when}`}
			question={plural(count, {
				one: 'The price this run changed goes back to what it was before, as a change of its own; a price changed again since keeps its new price.',
				other: 'The # prices this run changed go back to what they were before, as changes of their own; a price changed again since keeps its new price.',
			})}
			confirm={<Trans>Undo run</Trans>}
			onClose={onClose}
		/>
	);
}

/** What a run was: a reprice, or the undo of an earlier run (named by when it ran). */
function RunWhat({ run }: { run: RepriceRunRow }) {
	if (run.kind === 'reprice') return <Trans>Reprice</Trans>;
	const undone = run.undoes ? formatDateTime(run.undoes.date_created) : '';
	return <Trans>Undo of the run of {undone}</Trans>;
}

/** The run's action: undo while it stands; once undone, who undid it and when, and no second undo. */
function RunState({ run, onUndo }: { run: RepriceRunRow; onUndo: () => void }) {
	const { t } = useLingui();
	if (run.undone_by) {
		const when = formatDateTime(run.undone_by.date_created);
		const who = personName(run.undone_by.who, t`someone no longer on staff`);
		return (
			<Text size="sm">
				<Trans>
					Undone {when} by {who}
				</Trans>
			</Text>
		);
	}
	const when = formatDateTime(run.date_created);
	return (
		<Button size="xs" variant="light" onClick={onUndo} aria-label={t`Undo run of ${when}`}>
			<Trans>Undo run</Trans>
		</Button>
	);
}

/**
 * The reprice runs (`/prices/runs`, administrators), newest first: who ran each, when, how many
 * SKUs it changed and their retail value before and after (at the copies on hand now), with the
 * undo of a whole run here rather than on one card it touched. An undo is a run of its own, so
 * it is listed and can be undone too; a run already undone says by whom and offers no undo.
 */
export function RepriceRunsPage() {
	const { t } = useLingui();
	const search = useSearch({ from: '/signed-in/prices/runs' });
	const navigate = useNavigate({ from: '/prices/runs' });
	const currency = useShopCurrency();
	const page = search.page ?? 1;
	const runs = useQuery(priceRunsQuery(page));
	const [undoing, setUndoing] = useState<RepriceRunRow | null>(null);
	const total = runs.data?.total ?? 0;
	return (
		<Stack>
			<ListHeader
				title={t`Reprice runs`}
				total={runs.data?.total}
				count={(n) => plural(n, { one: '# run', other: '# runs' })}
			>
				<Anchor component={Link} to="/prices/review" size="sm">
					<Trans>Price review</Trans>
				</Anchor>
			</ListHeader>
			{runs.error ? <QueryProblem error={runs.error} onRetry={() => void runs.refetch()} /> : null}
			{runs.data && runs.data.rows.length === 0 ? (
				<Text>
					<Trans>No reprice has been run yet.</Trans>
				</Text>
			) : null}
			{runs.data && runs.data.rows.length > 0 ? (
				<Table.ScrollContainer minWidth={760}>
					<ColumnsTable
						label={t`Reprice runs`}
						spacing={6}
						rows={runs.data.rows}
						rowKey={(run) => run.run}
						columns={[
							{ title: t`When`, cell: (run) => formatDateTime(run.date_created) },
							{ title: t`Who`, cell: (run) => personName(run.who, t`someone no longer on staff`) },
							{ title: t`What`, cell: (run) => <RunWhat run={run} /> },
							{ title: t`SKUs`, cell: (run) => formatNumber(run.skus) },
							{
								title: t`Retail value before → after`,
								cell: (run) =>
									`${formatMoney(run.retail.before, currency)} → ${formatMoney(run.retail.after, currency)}`,
							},
							{ title: t`Undo`, cell: (run) => <RunState run={run} onUndo={() => setUndoing(run)} /> },
						]}
					/>
				</Table.ScrollContainer>
			) : null}
			{total > RUNS_PAGE_SIZE ? (
				<Pagination
					total={Math.ceil(total / RUNS_PAGE_SIZE)}
					value={page}
					onChange={(next) => void navigate({ search: { page: next }, replace: true })}
					aria-label={t`Pages`}
				/>
			) : null}
			{undoing ? <UndoDialog run={undoing} onClose={() => setUndoing(null)} /> : null}
		</Stack>
	);
}
