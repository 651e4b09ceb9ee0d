import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import { formatMoney } from '../../lib/money.ts';
import { MoneyField } from '../../components/fields/number-fields.tsx';
import { moneyText } from '../../lib/fields/typed-number.ts';
import { PAYMENT_METHODS } from '@deckhand/contract/checkout/checkout-limits.ts';
import { amountDue, noteProblem, tenderFieldProblem, tenderProblem, toTenders } from './order-actions.ts';
import { type PaymentRow } from './orders-query.ts';
import { type DialogProps, useTransition, withNote } from './order-transition-dialog.ts';

/** Mark paid: the tenders that pay what is still due (cash may be more: the change is given back). */
export function PayDialog({ order, currency, payments, onClose }: DialogProps & { payments: PaymentRow[] }) {
	const { t } = useLingui();
	const money = (minor: number) => formatMoney(minor, currency);
	const due = amountDue(order.total, payments);
	const form = useForm({
		initialValues: { payments: { cash: moneyText(due, currency), card: '', credit: '' }, note: '' },
		// Each amount in its own field's words first; the tenders together only once each reads.
		validate: (values) => {
			const fields = Object.fromEntries(
				PAYMENT_METHODS.map((method) => [
					`payments.${method}`,
					tenderFieldProblem(method, values.payments[method], currency),
				]),
			);
			const together = Object.values(fields).every((problem) => problem === null)
				? tenderProblem(due, toTenders(values.payments, currency), money)
				: null;
			return { ...fields, payments: together, note: noteProblem(values.note) };
		},
	});
	const mutation = useTransition(order, onClose, (error) => placeOnField(form, error));
	const { number } = order;
	const owed = money(due);
	const total = money(order.total);
	const customer = order.customer?.name;
	return (
		<Modal opened onClose={onClose} title={t`Mark ${number} paid`}>
			<form
				onSubmit={form.onSubmit((values) =>
					mutation.mutate(
						withNote({ to: 'paid', payments: toTenders(values.payments, currency) }, values.note),
					),
				)}
				noValidate
			>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<Text size="sm">
						<Trans>
							Due: <strong>{owed}</strong> of {total}
						</Trans>
					</Text>
					<MoneyField
						label={t`Cash (${currency})`}
						currency={currency}
						data-autofocus
						{...form.getInputProps('payments.cash')}
					/>
					<MoneyField
						label={t`Card (${currency})`}
						currency={currency}
						{...form.getInputProps('payments.card')}
					/>
					<MoneyField
						label={t`Store credit (${currency})`}
						currency={currency}
						disabled={!order.customer}
						description={
							customer
								? t`From ${customer}'s store credit`
								: t`A walk-in order has no store credit to use.`
						}
						{...form.getInputProps('payments.credit')}
					/>
					{form.errors['payments'] ? (
						<Text size="sm" c="red" role="alert">
							{form.errors['payments']}
						</Text>
					) : null}
					<Textarea label={t`Note`} autosize minRows={1} {...form.getInputProps('note')} />
					<FormButtons
						submitLabel={t({ message: 'Mark paid', context: 'order action' })}
						pending={mutation.isPending}
						onCancel={onClose}
					/>
				</Stack>
			</form>
		</Modal>
	);
}
