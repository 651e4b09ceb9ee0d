import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FormAlert } from './form-alert.tsx';
import { useCommandMutation } from '../lib/api/use-command-mutation.ts';
import type { Changed } from '../lib/api/refreshes.ts';
import { describeError } from '../lib/directus/errors.ts';
import { undoneText, undoRepriceRun } from '../lib/reprice-runs.ts';

/**
 * Asks before taking a whole reprice run back (every SKU it changed, on every card), then says
 * what the undo did in place of the question. The list of runs and a card's price history both
 * open it, each with its own words for what the run was.
 */
export function UndoRunDialog({
	run,
	title,
	question,
	confirm,
	changed,
	onClose,
}: {
	run: string;
	title: string;
	question: ReactNode;
	confirm: ReactNode;
	changed?: () => Changed;
	onClose: () => void;
}) {
	const mutation = useCommandMutation('reprice-undo', {
		mutationFn: () => undoRepriceRun(run),
		...(changed ? { changed } : {}),
		showsError: true,
	});
	return (
		<Modal opened onClose={onClose} title={title}>
			<Stack>
				<Text size="sm" role={mutation.data ? 'status' : undefined}>
					{mutation.data ? undoneText(mutation.data) : question}
				</Text>
				<FormAlert problem={mutation.error ? describeError(mutation.error) : null} />
				<Group justify="flex-end">
					<Button variant="default" onClick={onClose}>
						{mutation.data ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
					</Button>
					{mutation.data ? null : (
						<Button onClick={() => mutation.mutate()} loading={mutation.isPending} data-autofocus>
							{confirm}
						</Button>
					)}
				</Group>
			</Stack>
		</Modal>
	);
}
