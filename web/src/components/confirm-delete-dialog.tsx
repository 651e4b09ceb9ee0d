import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { Changed, Command } from '../lib/api/refreshes.ts';
import { useCommandMutation } from '../lib/api/use-command-mutation.ts';
import { describeError } from '../lib/directus/errors.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Asks before deleting, then deletes (`command`: what the deletion refreshes, `changed`: the row).
 * A refusal (the row is still in use, not allowed, offline) is said in the dialog, which stays
 * open, and nothing else happens.
 */
export function ConfirmDeleteDialog({
	title,
	children,
	command,
	changed = {},
	remove,
	onDeleted,
	onClose,
}: {
	title: string;
	children: React.ReactNode;
	command: Command;
	changed?: Changed;
	remove: () => Promise<unknown>;
	onDeleted?: () => void | Promise<void>;
	onClose: () => void;
}) {
	const mutation = useCommandMutation(command, {
		mutationFn: remove,
		changed: () => changed,
		onSuccess: onDeleted,
		showsError: true,
	});
	return (
		<ConfirmDialog
			title={title}
			problem={mutation.error ? describeError(mutation.error) : null}
			cancel={<Trans>Keep it</Trans>}
			confirm={<Trans>Delete</Trans>}
			pending={mutation.isPending}
			onConfirm={() => mutation.mutate()}
			onClose={onClose}
		>
			<Text size="sm">{children}</Text>
		</ConfirmDialog>
	);
}
