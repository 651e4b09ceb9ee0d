import { Button, Group } from '@mantine/core';

/** The foot of a form: Cancel, and the submit button that shows the save is under way. */
export function FormButtons({ submitLabel, pending, onCancel }: { submitLabel: string; pending: boolean; onCancel: () => void }) {
	return (
		<Group justify="flex-end">
			<Button variant="default" onClick={onCancel}>
				Cancel
			</Button>
			<Button type="submit" loading={pending}>
				{submitLabel}
			</Button>
		</Group>
	);
}
