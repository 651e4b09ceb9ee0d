import { Button, Progress, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { importKeys } from '../../lib/api/keys.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import type { ImportJob } from './import-job.ts';
import { describeImportProblem } from './import-problem.ts';
import { progressPercent } from './import-steps.ts';
import { cancelImport, jobAnswer } from './imports-query.ts';
import { StepActions } from './step-actions.tsx';

/**
 * A commit the server is running: its progress, asked for every second, and a way to stop it
 * while it is still checking rows (once it writes, it finishes: the server would refuse the
 * cancel, and the button says so first). The job runs on the server, so the page may be closed and opened again.
 */
export function CommitStep({ job }: { job: ImportJob }) {
	const { t } = useLingui();
	const cancel = useCommandMutation('import-cancel', {
		...jobAnswer,
		mutationFn: () => cancelImport(job.id),
		onError: (_error, _sent, _mutated, { client }) =>
			client.invalidateQueries({ queryKey: importKeys.detail(job.id) }),
	});
	const problem = cancel.error ? describeImportProblem(cancel.error) : null;
	const percent = progressPercent(job.progress);
	const done = formatNumber(job.progress.done);
	const total = formatNumber(job.progress.total);
	const fileName = job.fileName;
	// Every row checked, the server writes them all in one transaction: a cancel comes too late now (the server refuses it).
	const writing = job.progress.total > 0 && job.progress.done >= job.progress.total;
	const cancelId = useId();
	return (
		<Stack maw={640}>
			<Text>
				<Trans>
					Importing <b>{fileName}</b>…
				</Trans>
			</Text>
			<Progress value={percent} size="xl" aria-label={t`Import progress`} animated />
			<Text size="sm">
				{writing ? (
					<Trans>All {total} rows checked: writing them to the shop…</Trans>
				) : (
					<Trans>
						{done} of {total} rows checked ({percent} %).
					</Trans>
				)}
			</Text>
			<Text size="sm" c="dimmed">
				<Trans>
					The import runs on the server: the till keeps selling meanwhile, and this page may be closed and
					opened again. Nothing is written until every row is checked, then all of it at once.
				</Trans>
			</Text>
			<StepActions problem={problem}>
				<Button
					variant="light"
					color="red"
					loading={cancel.isPending}
					disabled={writing}
					aria-describedby={writing ? cancelId : undefined}
					onClick={() => cancel.mutate()}
				>
					<Trans>Cancel import</Trans>
				</Button>
				{writing ? (
					<Text id={cancelId} size="sm" c="dimmed">
						<Trans>It is being written and finishes in a moment: it can no longer be cancelled.</Trans>
					</Text>
				) : null}
			</StepActions>
		</Stack>
	);
}
