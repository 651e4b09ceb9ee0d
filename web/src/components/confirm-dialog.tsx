import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Problem } from '../lib/directus/errors.ts';
import { FormAlert } from './form-alert.tsx';

/**
 * The frame of a question asked before a command that cannot be taken back: what it does, the
 * command's refusal said in the dialog (which stays open), and the two answers, the safe one
 * first. `focusCancel`: the safe answer has the focus, for a command that costs the most.
 */
export function ConfirmDialog({
	title,
	children,
	problem,
	cancel,
	confirm,
	pending,
	focusCancel = false,
	onConfirm,
	onClose,
}: {
	title: string;
	children: ReactNode;
	problem: Problem | null;
	cancel: ReactNode;
	confirm: ReactNode;
	pending: boolean;
	focusCancel?: boolean;
	onConfirm: () => void;
	onClose: () => void;
}) {
	return (
		<Modal opened onClose={onClose} title={title}>
			<Stack>
				{children}
				<FormAlert problem={problem} />
				<Group justify="flex-end">
					<Button variant="default" onClick={onClose} data-autofocus={focusCancel || undefined}>
						{cancel}
					</Button>
					<Button color="red" onClick={onConfirm} loading={pending}>
						{confirm}
					</Button>
				</Group>
			</Stack>
		</Modal>
	);
}
