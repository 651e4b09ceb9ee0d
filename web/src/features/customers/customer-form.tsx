import { Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import {
	customerRules,
	EMPTY_CUSTOMER,
	toCustomer,
	type CustomerFormValues,
	type CustomerValues,
} from './customer-values.ts';

/**
 * A customer's name, email, phone and notes, in a dialog, with the server's bounds checked as
 * the clerk types. A refusal (an email another customer has, say) is put beside the field the
 * server names and the form keeps what was typed; a saved customer is refreshed wherever they
 * show before `onSaved` runs.
 */
export function CustomerFormDialog({
	title,
	initial = EMPTY_CUSTOMER,
	submitLabel,
	save,
	onSaved,
	onClose,
}: {
	title: string;
	initial?: CustomerFormValues;
	submitLabel: string;
	save: (customer: CustomerValues) => Promise<{ id: number }>;
	onSaved: (customer: { id: number }) => void | Promise<void>;
	onClose: () => void;
}) {
	const { t } = useLingui();
	const form = useForm<CustomerFormValues>({ initialValues: initial, validate: customerRules });
	const mutation = useCommandMutation('customer-save', {
		mutationFn: (values: CustomerFormValues) => save(toCustomer(values)),
		changed: (customer) => ({ customer: customer.id }),
		onSuccess: (customer) => onSaved(customer),
		onError: (error) => {
			// Directus's own words for a unique index name no customer; say which one is in the way.
			const problem = describeError(error);
			if (problem.code === 'RECORD_NOT_UNIQUE' && problem.field === 'email')
				form.setFieldError(
					'email',
					t`Another customer already has this email. Find that customer, or use another address.`,
				);
			else placeOnField(form, error);
		},
	});
	return (
		<Modal opened onClose={onClose} title={title} size="lg">
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<TextInput label={t`Name`} required data-autofocus {...form.getInputProps('name')} />
					<SimpleGrid cols={2}>
						<TextInput
							label={t`Email`}
							type="email"
							placeholder="name@example.com"
							{...form.getInputProps('email')}
						/>
						<TextInput label={t`Phone`} type="tel" {...form.getInputProps('phone')} />
					</SimpleGrid>
					<Textarea
						label={t`Notes`}
						placeholder={t`What the shop should remember (optional)`}
						autosize
						minRows={2}
						{...form.getInputProps('notes')}
					/>
					<FormButtons submitLabel={submitLabel} pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}
