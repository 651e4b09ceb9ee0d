import { Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogueRun } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { SOURCES } from './catalogue-source-words.ts';
import { cancelRun } from './catalogue-sources-query.ts';

/**
 * Asks before a run is stopped: nothing of it is applied, even while it applies (its one
 * transaction is rolled back). A run that ended meanwhile is refused by the server, said in the
 * dialog, which stays open.
 */
export function CancelRunDialog({ run, onClose }: { run: CatalogueRun; onClose: () => void }) {
	const { t } = useLingui();
	const name = SOURCES[run.source].name;
	const mutation = useCommandMutation('catalogue-run-cancel', {
		mutationFn: () => cancelRun(run.id),
		showsError: true,
		onSuccess: onClose,
	});
	return (
		<ConfirmDialog
			title={t`Cancel the run of ${name}?`}
			problem={mutation.error ? describeError(mutation.error) : null}
			cancel={<Trans>Keep it running</Trans>}
			confirm={<Trans>Cancel the run</Trans>}
			pending={mutation.isPending}
			focusCancel
			onConfirm={() => mutation.mutate()}
			onClose={onClose}
		>
			<Text size="sm">
				<Trans>
					The run stops, and nothing of it is applied: the catalogue stays as it was, even if the run was
					already applying. The files stay in the folder, to be run again later.
				</Trans>
			</Text>
		</ConfirmDialog>
	);
}
