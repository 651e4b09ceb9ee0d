import { Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { staffRefusal } from '@deckhand/contract/staff/staff-rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import { RefusalNotice } from './refusal-notice.tsx';
import { invite, type StaffList } from './staff-query.ts';
import { roleWords } from './staff-words.ts';

const EMAIL = /^\S+@\S+\.\S+$/;

/**
 * Invites someone by email with a role: Directus mails a link to the dashboard's accept page,
 * where they choose a password. An invitation to a role that takes a seat holds one, so the
 * dialog says so before the limit would be passed.
 */
export function InviteDialog({ list, me, onClose }: { list: StaffList; me: string | null; onClose: () => void }) {
	const { t } = useLingui();
	const form = useForm({
		initialValues: { email: '', role: '' },
		validate: {
			email: (value) => (EMAIL.test(value.trim()) ? null : t`Enter an email address, e.g. name@shop.com.`),
			role: (value) => (value ? null : t`Choose a role.`),
		},
	});
	const mutation = useCommandMutation('staff-change', {
		mutationFn: ({ email, role }: typeof form.values) => invite(email.trim(), role),
		onSuccess: (_, { email }) => {
			const to = email.trim();
			notifications.show({ message: t`Invitation sent to ${to}.` });
			onClose();
		},
		onError: (error) => {
			if (describeError(error).code === 'RECORD_NOT_UNIQUE')
				form.setFieldError('email', t`Someone with this email already has an account.`);
			else placeOnField(form, error);
		},
	});
	const { email, role } = form.values;
	const refusal = role
		? staffRefusal(
				list.members,
				{ kind: 'create', member: { id: '(new)', email, role, status: 'invited' } },
				list.grants,
				me,
			)
		: null;
	return (
		<Modal opened onClose={onClose} title={t`Invite someone`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<FormAlert
						problem={
							mutation.error && describeError(mutation.error).code !== 'RECORD_NOT_UNIQUE'
								? formProblem(form, mutation.error)
								: null
						}
					/>
					<TextInput
						label={t`Email`}
						type="email"
						autoComplete="off"
						required
						data-autofocus
						{...form.getInputProps('email')}
					/>
					<NativeSelect
						label={t`Role`}
						required
						data={[
							{ value: '', label: t`Choose a role` },
							...list.roles.map((option) => ({ value: option.id, label: roleWords(option) })),
						]}
						{...form.getInputProps('role')}
					/>
					<RefusalNotice refusal={refusal} />
					<FormButtons
						submitLabel={t`Send invitation`}
						pending={mutation.isPending}
						onCancel={onClose}
						disabled={refusal !== null}
					/>
				</Stack>
			</form>
		</Modal>
	);
}
