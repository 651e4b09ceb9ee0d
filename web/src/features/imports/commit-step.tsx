import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatNumber } from '../../lib/i18n/formats.ts';
import type { ImportJob } from './import-job.ts';
import { describeImportProblem } from './import-problem.ts';
import { progressPercent } from './import-steps.ts';
import { cancelImport, importKeys, keepJob } from './imports-query.ts';

/**
 * A commit the server is running: its progress, asked for every second, and a way to stop it
 * while it is still checking rows (once it writes, it finishes: the server refuses the cancel and
 * says so). The job runs on the server, so the page may be closed and opened again.
 */
export function CommitStep({ job }: { job: ImportJob }) {
	const { t } = useLingui();
	const queryClient = useQueryClient();
	const cancel = useMutation({
		mutationFn: () => cancelImport(job.id),
		onSuccess: (cancelled) => keepJob(queryClient, cancelled),
		onError: () => queryClient.invalidateQueries({ queryKey: importKeys.detail(job.id) }),
	});
	const problem = cancel.error ? describeImportProblem(cancel.error) : null;
	const percent = progressPercent(job.progress);
	const done = formatNumber(job.progress.done);
	const total = formatNumber(job.progress.total);
	const fileName = job.fileName;
	return (
		<Stack maw={640}>
			<Text>
				<Trans>
					Importing <b>{fileName}</b>…
				</Trans>
			</Text>
			<Progress value={percent} size="xl" aria-label={t`Import progress`} animated />
			<Text size="sm">
				<Trans>
					{done} of {total} rows checked ({percent} %).
				</Trans>
			</Text>
			<Text size="sm" c="dimmed">
				<Trans>The import runs on the server: the till keeps selling meanwhile, and this page may be closed and opened again. Nothing is written until every row is checked, then all of it at once.</Trans>
			</Text>
			{problem ? (
				<Alert color={problem.kind === 'offline' ? 'orange' : 'red'} role="alert">
					{problem.message}
				</Alert>
			) : null}
			<Group>
				<Button variant="light" color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
					<Trans>Cancel import</Trans>
				</Button>
			</Group>
		</Stack>
	);
}
