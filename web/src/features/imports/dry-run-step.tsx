import { Button, Card, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { importKeys } from '../../lib/api/keys.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import type { ImportJob, ImportPlan, RowKind } from './import-job.ts';
import { describeImportProblem } from './import-problem.ts';
import { commitBlocker } from './import-steps.ts';
import { ROW_KIND_WORDS } from './import-words.ts';
import { AlreadyImportedNote } from './already-imported-note.tsx';
import { ForeignCostsSentence } from './foreign-costs.tsx';
import { commitImport, jobAnswer } from './imports-query.ts';
import { PlannedRowsTable } from './planned-rows-table.tsx';
import { ROW_KINDS } from './imports-search.ts';
import { StepActions } from './step-actions.tsx';

const countOf = (plan: ImportPlan, kind: RowKind) => (kind === 'error' ? plan.errors : plan[kind]);

/** The dry run's counts, one card each; errors in red when there are any. */
function Counts({ plan }: { plan: ImportPlan }) {
	const { i18n } = useLingui();
	return (
		<SimpleGrid cols={{ base: 2, sm: 4 }}>
			{ROW_KINDS.map((kind) => (
				<Card key={kind} withBorder padding="sm">
					<Text size="sm" c="dimmed">
						{i18n._(ROW_KIND_WORDS[kind])}
					</Text>
					<Text fz={28} fw={700} c={kind === 'error' && plan.errors > 0 ? 'red' : undefined}>
						{formatNumber(countOf(plan, kind))}
					</Text>
				</Card>
			))}
		</SimpleGrid>
	);
}

/** The choices this dry run was made with, in a sentence. */
function ChosenOptions({ plan }: { plan: ImportPlan }) {
	const { quantities, createMissing } = plan.options;
	if (quantities === 'replace')
		return createMissing ? (
			<Trans>Quantities replace what is on hand; cards not in the catalog are created.</Trans>
		) : (
			<Trans>Quantities replace what is on hand; cards not in the catalog are skipped.</Trans>
		);
	return createMissing ? (
		<Trans>Quantities are added to what is on hand; cards not in the catalog are created.</Trans>
	) : (
		<Trans>Quantities are added to what is on hand; cards not in the catalog are skipped.</Trans>
	);
}

/**
 * What the commit would do, written nowhere yet: rows to create, update, skip, and every error
 * with its line and reason, paged from the server. Commit waits until no row has an error
 * (the server refuses it too: one bad row imports nothing).
 */
export function DryRunStep({
	job,
	plan,
	kind,
	page,
	onRows,
	onOptions,
	onNewFile,
}: {
	job: ImportJob;
	plan: ImportPlan;
	kind: RowKind;
	page: number;
	onRows: (kind: RowKind, page: number | undefined) => void;
	onOptions: () => void;
	onNewFile: () => void;
}) {
	const { t, i18n } = useLingui();
	const commit = useCommandMutation('import-commit', {
		...jobAnswer,
		mutationFn: () => commitImport(job.id),
		// Refused because the job moved on (committed in another tab, cancelled): show it as it stands.
		onError: (_error, _sent, _mutated, { client }) =>
			client.invalidateQueries({ queryKey: importKeys.detail(job.id) }),
	});
	const blocker = commitBlocker(job);
	const blockerId = useId();
	const problem = commit.error ? describeImportProblem(commit.error) : null;
	return (
		<Stack>
			<Text size="sm">
				<ChosenOptions plan={plan} />
			</Text>
			{plan.foreignCosts ? (
				<Text size="sm" fw={plan.foreignCosts.choice === null ? 600 : undefined}>
					<ForeignCostsSentence foreign={plan.foreignCosts} />
				</Text>
			) : null}
			<Counts plan={plan} />
			{plan.alreadyImported ? <AlreadyImportedNote earlier={plan.alreadyImported} /> : null}
			<Tabs
				value={kind}
				onChange={(value) => onRows((value as RowKind | null) ?? kind, undefined)}
				keepMounted={false}
			>
				<Tabs.List>
					{ROW_KINDS.map((each) => {
						const words = i18n._(ROW_KIND_WORDS[each]);
						const count = formatNumber(countOf(plan, each));
						return (
							<Tabs.Tab key={each} value={each}>
								{t({
									message: `${words} (${count})`,
									comment: 'a tab of an import’s rows and how many it holds',
								})}
							</Tabs.Tab>
						);
					})}
				</Tabs.List>
				<Tabs.Panel value={kind} pt="sm">
					<PlannedRowsTable
						job={job.id}
						kind={kind}
						page={page}
						label={i18n._(ROW_KIND_WORDS[kind])}
						onPage={(next) => onRows(kind, next)}
					/>
				</Tabs.Panel>
			</Tabs>
			{blocker ? (
				<Text id={blockerId} size="sm" c={plan.errors > 0 ? 'red' : 'dimmed'}>
					{blocker}
				</Text>
			) : null}
			<StepActions problem={problem}>
				<Button variant="default" onClick={onOptions}>
					<Trans>Change options</Trans>
				</Button>
				<Button variant={plan.errors > 0 ? 'filled' : 'default'} onClick={onNewFile}>
					<Trans>Upload a corrected file</Trans>
				</Button>
				<Button
					disabled={blocker !== null}
					aria-describedby={blocker ? blockerId : undefined}
					loading={commit.isPending}
					onClick={() => commit.mutate()}
				>
					<Trans>Commit import</Trans>
				</Button>
			</StepActions>
		</Stack>
	);
}
