import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ManualCashKind } from '@deckhand/contract/tills/till-limits.ts';
import { PAID_IN_OUT } from '@deckhand/contract/tills/till-input.ts';
import { boundsFrom, maxFrom } from '../../lib/fields/schema-bounds.ts';
import { MoneyField } from '../../components/fields/number-fields.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { useCommand } from '../../lib/commands/use-command.ts';
import { errorOf, valueOf } from '../../lib/fields/form-readings.ts';
import { readMoney, readText } from '../../lib/fields/typed-number.ts';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import { moveCash } from './tills-query.ts';

const AMOUNT = { label: msg`Amount`, ...boundsFrom(PAID_IN_OUT.shape.amount), required: true };
const REASON = { label: msg`Reason`, max: maxFrom(PAID_IN_OUT.shape.reason) };

/** Cash put in (change from the bank) or taken out (a supplier paid, the bank run) by hand, always with its reason. */
export function CashMoveDialog({
	kind,
	till,
	session,
	currency,
	onClose,
}: {
	kind: ManualCashKind;
	till: number;
	session: number;
	currency: string;
	onClose: () => void;
}) {
	const { t } = useLingui();
	const send = useCommand();
	const paidIn = kind === 'paid_in';
	const form = useForm({
		initialValues: { amount: '', reason: '' },
		validate: {
			amount: (text) => errorOf(readMoney(text, AMOUNT, currency)),
			reason: (text) =>
				text.trim() === ''
					? paidIn
						? t`Say why the cash goes in.`
						: t`Say why the cash goes out.`
					: errorOf(readText(text.trim(), REASON)),
		},
	});
	const mutation = useCommandMutation('till-cash', {
		mutationFn: (values: typeof form.values) =>
			send(
				moveCash(till, session, {
					kind,
					amount: valueOf(readMoney(values.amount, AMOUNT, currency))!,
					reason: values.reason.trim(),
				}),
			),
		onSuccess: onClose,
		onError: (error) => placeOnField(form, error),
	});
	return (
		<Modal opened onClose={onClose} title={paidIn ? t`Paid in` : t`Paid out`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<MoneyField
						currency={currency}
						label={t`Amount`}
						required
						data-autofocus
						{...form.getInputProps('amount')}
					/>
					<TextInput
						label={t`Reason`}
						placeholder={paidIn ? t`Coins from the bank` : t`Window cleaner`}
						required
						{...form.getInputProps('reason')}
					/>
					<FormButtons
						submitLabel={paidIn ? t`Record paid in` : t`Record paid out`}
						pending={mutation.isPending}
						onCancel={onClose}
					/>
				</Stack>
			</form>
		</Modal>
	);
}
