import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CLOSE_TILL } from '@deckhand/contract/tills/till-input.ts';
import { boundsFrom, maxFrom } from '../../lib/fields/schema-bounds.ts';
import { MoneyField } from '../../components/fields/number-fields.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { useCommand } from '../../lib/commands/use-command.ts';
import { errorOf, valueOf } from '../../lib/fields/form-readings.ts';
import { readMoney, readText } from '../../lib/fields/typed-number.ts';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import type { ClosedSession } from '@deckhand/contract/tills/till-sessions.ts';
import type { SessionRow } from '../../lib/tills/till-queries.ts';
import { closeTill } from './tills-query.ts';

const COUNTED = { label: msg`Counted cash`, ...boundsFrom(CLOSE_TILL.shape.counted), required: true };
const NOTE = { label: msg`Note`, max: maxFrom(CLOSE_TILL.shape.note) };

/**
 * Closing: the cash counted in the drawer, typed before the till says what it expected (a blind
 * count, so the count is not bent to match); the answer shows expected, counted and over/short.
 */
export function CloseTillDialog({
	session,
	currency,
	onClosed,
	onClose,
}: {
	session: SessionRow;
	currency: string;
	onClosed: (closed: ClosedSession) => void;
	onClose: () => void;
}) {
	const { t } = useLingui();
	const send = useCommand();
	const form = useForm({
		initialValues: { counted: '', note: '' },
		validate: {
			counted: (text) => errorOf(readMoney(text, COUNTED, currency)),
			note: (text) => errorOf(readText(text, NOTE)),
		},
	});
	const mutation = useCommandMutation('till-close', {
		mutationFn: (values: typeof form.values) =>
			send(
				closeTill(session.till, session.id, {
					counted: valueOf(readMoney(values.counted, COUNTED, currency))!,
					note: values.note,
				}),
			),
		onSuccess: (closed) => onClosed(closed),
		onError: (error) => placeOnField(form, error),
	});
	const name = session.till_name;
	return (
		<Modal opened onClose={onClose} title={t`Close ${name}`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<Text size="sm">{t`Count every note and coin in the drawer, then type the total. The till shows what it expected once you close.`}</Text>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<MoneyField
						currency={currency}
						label={t`Counted cash`}
						required
						data-autofocus
						{...form.getInputProps('counted')}
					/>
					<Textarea
						label={t`Note`}
						placeholder={t`Anything the owner should know (optional)`}
						autosize
						minRows={2}
						{...form.getInputProps('note')}
					/>
					<FormButtons submitLabel={t`Close till`} pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}
