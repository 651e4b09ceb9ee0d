import { List, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { askRestore, type BackupSummary, type RestoreRequest } from './backups-query.ts';

/**
 * Asks before the shop is put back to a backup, naming the time it returns to and what that
 * costs: everything since is gone from the books, and whoever signed in since signs in again.
 * Nothing is sent until the owner confirms; the server answers at once that it took the request,
 * and the card follows the restore from there.
 */
export function RestoreBackupDialog({
	backup,
	onAsked,
	onClose,
}: {
	backup: BackupSummary;
	onAsked: (request: RestoreRequest) => void;
	onClose: () => void;
}) {
	const { t } = useLingui();
	const when = formatDateTime(backup.takenAt);
	const mutation = useCommandMutation('backup-restore', {
		mutationFn: () => askRestore(backup.id),
		showsError: true,
		onSuccess: (request) => onAsked(request),
	});
	return (
		<ConfirmDialog
			title={t`Restore the backup of ${when}?`}
			problem={mutation.error ? describeError(mutation.error) : null}
			cancel={<Trans>Cancel</Trans>}
			confirm={<Trans>Restore to {when}</Trans>}
			pending={mutation.isPending}
			focusCancel
			onConfirm={() => mutation.mutate()}
			onClose={onClose}
		>
			<Text size="sm">
				<Trans>The shop returns to how it was on {when}.</Trans>
			</Text>
			<List size="sm" spacing={4}>
				<List.Item>
					<Trans>Every sale, stock change and edit since then is gone from the books.</Trans>
				</List.Item>
				<List.Item>
					<Trans>What is there now is kept first, as a backup taken before the restore.</Trans>
				</List.Item>
				<List.Item>
					<Trans>The server stops for a moment, and everyone who signed in since then is signed out.</Trans>
				</List.Item>
			</List>
		</ConfirmDialog>
	);
}
