import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { refreshAfter } from '../../lib/api/refreshes.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { useCommand } from '../../lib/commands/use-command.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import { formatMoney } from '../../lib/money.ts';
import { MoneyField } from '../../components/fields/number-fields.tsx';
import { adjustCredit } from './customer-history-query.ts';
import { creditAmount, creditAmountProblem, creditNoteProblem } from './credit-adjust-values.ts';

/**
 * A correction of a customer's store credit by hand, through the server's credit command: an
 * amount in the shop's currency (minus takes credit back) and the reason, which the ledger keeps.
 * The same bounds as the server, checked as the owner types; a refusal keeps the form filled.
 */
export function CreditAdjustDialog({
	customer,
	name,
	balance,
	currency,
	onClose,
}: {
	customer: number;
	name: string;
	balance: number;
	currency: string;
	onClose: () => void;
}) {
	const { t } = useLingui();
	const send = useCommand();
	const money = (minor: number) => formatMoney(minor, currency);
	const form = useForm({
		initialValues: { amount: '', note: '' },
		validate: { amount: (text) => creditAmountProblem(text, currency, balance), note: creditNoteProblem },
	});
	const mutation = useCommandMutation('credit-adjust', {
		mutationFn: (values: typeof form.values) =>
			send(adjustCredit({ customer, amount: creditAmount(values.amount, currency), note: values.note.trim() })),
		changed: () => ({ customer }),
		onSuccess: onClose,
		onError: async (error, _values, _mutated, { client }) => {
			placeOnField(form, error);
			// The balance moved since the page was loaded (a sale, another adjustment): show the one the server counted.
			if (describeError(error).code === 'INSUFFICIENT_CREDIT')
				await refreshAfter(client, 'credit-adjust', { customer });
		},
	});
	const amount =
		creditAmountProblem(form.values.amount, currency, balance) === null
			? creditAmount(form.values.amount, currency)
			: 0;
	const now = money(balance);
	const after = money(balance + amount);
	return (
		<Modal opened onClose={onClose} title={t`Adjust store credit · ${name}`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<MoneyField
						label={t`Amount (${currency})`}
						description={t`Balance now: ${now}. Use a minus sign to take credit back.`}
						currency={currency}
						signed
						required
						data-autofocus
						{...form.getInputProps('amount')}
					/>
					<Textarea
						label={t`Note`}
						placeholder={t`Why the credit changes (required)`}
						autosize
						minRows={2}
						required
						{...form.getInputProps('note')}
					/>
					<Text size="sm" c="dimmed" aria-live="polite">
						{amount !== 0 ? t`Balance after: ${after}` : ' '}
					</Text>
					<FormButtons submitLabel={t`Save adjustment`} pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}
