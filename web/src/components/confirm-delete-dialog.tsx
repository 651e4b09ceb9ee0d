import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { Changed, Command } from '../lib/api/refreshes.ts';
import { useCommandMutation } from '../lib/api/use-command-mutation.ts';
import { describeError } from '../lib/directus/errors.ts';
import { FormAlert } from './form-alert.tsx';

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
		<Modal opened onClose={onClose} title={title}>
			<Stack>
				<Text size="sm">{children}</Text>
				<FormAlert problem={mutation.error ? describeError(mutation.error) : null} />
				<Group justify="flex-end">
					<Button variant="default" onClick={onClose}>
						<Trans>Keep it</Trans>
					</Button>
					<Button color="red" onClick={() => mutation.mutate()} loading={mutation.isPending}>
						<Trans>Delete</Trans>
					</Button>
				</Group>
			</Stack>
		</Modal>
	);
}
