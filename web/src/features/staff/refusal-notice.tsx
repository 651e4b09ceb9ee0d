import { Alert } from '@mantine/core';
import type { StaffRefusal } from '@deckhand/contract/staff/staff-rules.ts';
import { refusalWords } from './staff-words.ts';

/** What the server would refuse, said in the dialog before the owner asks: the dialog's action is disabled meanwhile. */
export function RefusalNotice({ refusal }: { refusal: StaffRefusal | null }) {
	if (!refusal) return null;
	return (
		<Alert color="orange" role="status">
			{refusalWords(refusal)}
		</Alert>
	);
}
