import { Button, Tooltip } from '@mantine/core';
import type { LineDialog, LineRefundAction } from './refund-lines.ts';

/** "Refund lines…" and "Exchange…" among the order's actions, beside the whole refund; one not allowed now says why. */
export function LineRefundButtons({
	actions,
	onOpen,
}: {
	actions: LineRefundAction[];
	onOpen: (dialog: LineDialog) => void;
}) {
	return actions.map((action) => (
		<Tooltip key={action.dialog} label={action.disabledReason} disabled={action.disabledReason === null}>
			<Button
				variant="light"
				color="red"
				disabled={action.disabledReason !== null}
				onClick={() => onOpen(action.dialog)}
			>
				{action.label}
			</Button>
		</Tooltip>
	));
}
