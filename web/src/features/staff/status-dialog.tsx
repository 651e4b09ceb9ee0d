import { Modal, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { staffRefusal } from '@deckhand/contract/staff/staff-rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { RefusalNotice } from './refusal-notice.tsx';
import { changeStatus, type StaffList, type StaffRow } from './staff-query.ts';
import { staffName } from './staff-words.ts';

/**
 * Deactivates someone (Directus's `suspended`: their open sessions stop at their next request,
 * and they cannot sign in) or reactivates them; what the server would refuse is said first.
 */
export function StatusDialog({
	row,
	to,
	list,
	me,
	onClose,
}: {
	row: StaffRow;
	to: 'active' | 'suspended';
	list: StaffList;
	me: string | null;
	onClose: () => void;
}) {
	const { t } = useLingui();
	const mutation = useCommandMutation('staff-change', {
		mutationFn: () => changeStatus(row.id, to),
		onSuccess: onClose,
		showsError: true,
	});
	const refusal = staffRefusal(list.members, { kind: 'update', ids: [row.id], status: to }, list.grants, me);
	const name = staffName(row);
	const deactivating = to === 'suspended';
	return (
		<Modal opened onClose={onClose} title={deactivating ? t`Deactivate ${name}?` : t`Reactivate ${name}?`}>
			<form
				onSubmit={(event) => {
					event.preventDefault();
					if (!refusal) mutation.mutate();
				}}
				noValidate
			>
				<Stack>
					<Text size="sm">
						{deactivating
							? t`${name} is signed out at their next action and cannot sign in until reactivated. Their sales and history stay.`
							: t`${name} can sign in again with their password.`}
					</Text>
					<FormAlert problem={mutation.error ? describeError(mutation.error) : null} />
					<RefusalNotice refusal={refusal} />
					<FormButtons
						submitLabel={deactivating ? t`Deactivate` : t`Reactivate`}
						cancelLabel={deactivating ? t`Keep active` : t`Keep deactivated`}
						destructive={deactivating}
						pending={mutation.isPending}
						onCancel={onClose}
						disabled={refusal !== null}
					/>
				</Stack>
			</form>
		</Modal>
	);
}
