import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import type { TillChoice } from '../../lib/tills/till-queries.ts';
import { addTill, renameTill } from './till-admin-query.ts';
import { tillNameProblem } from './till-name.ts';

/**
 * Adds a till (`till` null) or renames one. The name is checked against the server's rules as
 * they are known here; a refusal the server still makes (a till added meanwhile in another
 * browser) is said beside the field, which keeps what was typed.
 */
export function TillNameDialog({
	till,
	tills,
	onClose,
}: {
	till: TillChoice | null;
	tills: readonly TillChoice[];
	onClose: () => void;
}) {
	const { t } = useLingui();
	const form = useForm({
		initialValues: { name: till?.name ?? '' },
		validate: { name: (text) => tillNameProblem(text, tills, till?.id ?? null) },
	});
	const mutation = useCommandMutation('till-save', {
		mutationFn: ({ name }: typeof form.values) => (till ? renameTill(till.id, name.trim()) : addTill(name.trim())),
		onSuccess: onClose,
		onError: (error) => {
			// Directus's own words for a unique value name no till; the field says it in the shop's.
			const problem = describeError(error);
			if (problem.code === 'RECORD_NOT_UNIQUE' && problem.field === 'name')
				form.setFieldError('name', t`Another till already has this name; choose another name.`);
			else placeOnField(form, error);
		},
	});
	const name = till?.name ?? '';
	return (
		<Modal opened onClose={onClose} title={till ? t`Rename ${name}` : t`Add a till`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<TextInput
						label={t`Till name`}
						description={t`Each browser's till choice and the end-of-day reports show this name.`}
						placeholder={t`Counter 3`}
						required
						data-autofocus
						{...form.getInputProps('name')}
					/>
					<FormButtons
						submitLabel={till ? t`Save name` : t`Add till`}
						pending={mutation.isPending}
						onCancel={onClose}
					/>
				</Stack>
			</form>
		</Modal>
	);
}
