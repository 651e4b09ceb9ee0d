import { Button, Group } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

interface FormButtonsProps {
	submitLabel: string;
	pending: boolean;
	onCancel: () => void;
	/** What leaving the dialog keeps, where "Cancel" would be ambiguous ("Keep order" beside "Cancel order"). */
	cancelLabel?: string;
	/** The submit destroys or undoes something: red. */
	destructive?: boolean;
	/** The submit cannot succeed (the form says why): disabled. */
	disabled?: boolean;
}

/** The foot of a form: leave it, and the submit button that shows the save is under way. */
export function FormButtons({
	submitLabel,
	pending,
	onCancel,
	cancelLabel,
	destructive = false,
	disabled = false,
}: FormButtonsProps) {
	return (
		<Group justify="flex-end">
			<Button variant="default" onClick={onCancel}>
				{cancelLabel ?? <Trans>Cancel</Trans>}
			</Button>
			<Button type="submit" loading={pending} disabled={disabled} color={destructive ? 'red' : undefined}>
				{submitLabel}
			</Button>
		</Group>
	);
}
