import { Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { staffRefusal } from '@deckhand/contract/staff/staff-rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { RefusalNotice } from './refusal-notice.tsx';
import { changeRole, type StaffList, type StaffRow } from './staff-query.ts';
import { roleWords, staffName } from './staff-words.ts';

/** Gives someone another role; a promotion past the seat limit, or the last administrator made staff, is said before it is asked. */
export function RoleDialog({
	row,
	list,
	me,
	onClose,
}: {
	row: StaffRow;
	list: StaffList;
	me: string | null;
	onClose: () => void;
}) {
	const { t } = useLingui();
	const [role, setRole] = useState(row.role?.id ?? '');
	const mutation = useCommandMutation('staff-change', {
		mutationFn: () => changeRole(row.id, role),
		onSuccess: onClose,
		showsError: true,
	});
	const changed = role !== '' && role !== (row.role?.id ?? '');
	const refusal = changed
		? staffRefusal(list.members, { kind: 'update', ids: [row.id], role }, list.grants, me)
		: null;
	const name = staffName(row);
	return (
		<Modal opened onClose={onClose} title={t`Change role · ${name}`}>
			<form
				onSubmit={(event) => {
					event.preventDefault();
					if (changed && !refusal) mutation.mutate();
				}}
				noValidate
			>
				<Stack>
					<FormAlert problem={mutation.error ? describeError(mutation.error) : null} />
					<NativeSelect
						label={t`Role`}
						data-autofocus
						value={role}
						onChange={(event) => setRole(event.currentTarget.value)}
						data={list.roles.map((option) => ({ value: option.id, label: roleWords(option) }))}
					/>
					<Text size="sm" c="dimmed">
						{t`The new role applies from their next action.`}
					</Text>
					<RefusalNotice refusal={refusal} />
					<FormButtons
						submitLabel={t`Save role`}
						pending={mutation.isPending}
						onCancel={onClose}
						disabled={!changed || refusal !== null}
					/>
				</Stack>
			</form>
		</Modal>
	);
}
