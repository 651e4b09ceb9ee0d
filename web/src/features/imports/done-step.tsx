import { Alert, Button, Stack, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import type { ImportJob } from './import-job.ts';
import { StepActions } from './step-actions.tsx';

/** What a committed import did, in rows: created, updated, skipped (the dry run it committed). */
function Outcome({ job }: { job: ImportJob }) {
	const plan = job.plan;
	const when = job.committedAt ? formatDateTime(job.committedAt) : '';
	const fileName = job.fileName;
	if (!plan) return null;
	const { create, update, skip } = plan;
	const created = plural(create, { one: '# row created a new SKU', other: '# rows created new SKUs' });
	const updated = plural(update, { one: '# row updated a SKU', other: '# rows updated SKUs' });
	const skipped = plural(skip, { one: '# row was skipped', other: '# rows were skipped' });
	return (
		<Alert color="teal" title={<Trans>Imported</Trans>}>
			<Stack gap={4}>
				<Text size="sm">
					<Trans>
						<b>{fileName}</b> was imported on {when}.
					</Trans>
				</Text>
				<Text size="sm">{created}</Text>
				<Text size="sm">{updated}</Text>
				<Text size="sm">{skipped}</Text>
			</Stack>
		</Alert>
	);
}

/** An import that has ended: imported, cancelled or failed (nothing written in either of those). */
export function DoneStep({ job, onAnother }: { job: ImportJob; onAnother: () => void }) {
	const failure = job.failure ?? '';
	return (
		<Stack maw={640}>
			{job.status === 'committed' ? <Outcome job={job} /> : null}
			{job.status === 'cancelled' ? (
				<Alert color="gray" title={<Trans>Cancelled</Trans>}>
					<Trans>The import was cancelled: nothing was written.</Trans>
				</Alert>
			) : null}
			{job.status === 'failed' ? (
				<Alert color="red" title={<Trans>The import failed</Trans>}>
					<Trans>
						{failure} Nothing was written. Correct the file if the reason is in it, then import it again.
					</Trans>
				</Alert>
			) : null}
			<StepActions>
				{job.status === 'committed' ? (
					<Button component={Link} to="/catalog" variant="default">
						<Trans>Open the catalog</Trans>
					</Button>
				) : null}
				<Button onClick={onAnother}>
					<Trans>Import another file</Trans>
				</Button>
			</StepActions>
		</Stack>
	);
}
