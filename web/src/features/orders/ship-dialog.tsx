import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { errorOf } from '../../lib/fields/form-readings.ts';
import { readText } from '../../lib/fields/typed-number.ts';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import { noteProblem } from './order-actions.ts';
import { type DialogProps, useTransition, TRACKING_MAX, withNote } from './order-transition-dialog.ts';

/** A tracking number past the server's bound is said beside the field as typed: never cut to fit. */
const trackingProblem = (tracking: string): string | null =>
	errorOf(readText(tracking.trim(), { label: msg`Tracking number`, max: TRACKING_MAX }));

/** Ship: the tracking number is required by the server, which says so beside the field. */
export function ShipDialog({ order, onClose }: DialogProps) {
	const { t } = useLingui();
	const form = useForm({
		initialValues: { tracking_number: order.tracking_number ?? '', note: '' },
		validate: { note: noteProblem, tracking_number: trackingProblem },
		validateInputOnChange: ['tracking_number'],
	});
	const mutation = useTransition(order, onClose, (error) => placeOnField(form, error));
	const { number } = order;
	return (
		<Modal opened onClose={onClose} title={t`Ship ${number}`}>
			<form
				onSubmit={form.onSubmit((values) =>
					mutation.mutate(withNote({ to: 'shipped', tracking_number: values.tracking_number }, values.note)),
				)}
				noValidate
			>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<TextInput
						label={t`Tracking number`}
						placeholder={t`From the carrier's label`}
						data-autofocus
						{...form.getInputProps('tracking_number')}
					/>
					<Textarea label={t`Note`} autosize minRows={1} {...form.getInputProps('note')} />
					<FormButtons submitLabel={t`Ship order`} pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}
