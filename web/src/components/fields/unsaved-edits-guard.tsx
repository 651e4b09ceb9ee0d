import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import { pendingEditCount, usePendingEditCount } from '../../lib/fields/pending-edits.ts';

/**
 * Asks before leaving a screen that holds typed, unsaved edits (`lib/fields/pending-edits.ts`):
 * in the app by a dialog, on a reload or a closed tab by the browser's own question. Staying keeps
 * every edit as typed.
 */
export function UnsavedEditsGuard() {
	const { t } = useLingui();
	const count = usePendingEditCount();
	const blocker = useBlocker({
		shouldBlockFn: () => pendingEditCount() > 0,
		enableBeforeUnload: () => pendingEditCount() > 0,
		withResolver: true,
	});
	if (blocker.status !== 'blocked') return null;
	return (
		<Modal opened onClose={blocker.reset} title={t`Leave without saving?`}>
			<Stack>
				<Text size="sm">
					{plural(count, {
						one: '# price is typed but not saved. Leaving drops it.',
						other: '# prices are typed but not saved. Leaving drops them.',
					})}
				</Text>
				<Group justify="flex-end">
					<Button variant="default" color="red" onClick={blocker.proceed}>
						<Trans>Leave without saving</Trans>
					</Button>
					<Button onClick={blocker.reset} data-autofocus>
						<Trans>Stay and save</Trans>
					</Button>
				</Group>
			</Stack>
		</Modal>
	);
}
