import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import { formatMoney } from '../../lib/money.ts';
import { noteProblem, refundedMethods } from './order-actions.ts';
import { type OrderLineRow, type PaymentRow } from './orders-query.ts';
import { type DialogProps, useTransition, withNote } from './order-transition-dialog.ts';

/** Cancel: says what comes back (every copy to stock, every payment refunded) before anything is done. */
export function CancelDialog({
	order,
	currency,
	lines,
	payments,
	onClose,
}: DialogProps & { lines: OrderLineRow[]; payments: PaymentRow[] }) {
	const { t } = useLingui();
	const form = useForm({ initialValues: { note: '' }, validate: { note: noteProblem } });
	const mutation = useTransition(order, onClose, (error) => placeOnField(form, error));
	const copies = lines.reduce((sum, line) => sum + line.quantity, 0);
	const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
	const { number } = order;
	const refunded = formatMoney(paid, currency);
	const methods = refundedMethods(payments);
	return (
		<Modal opened onClose={onClose} title={t`Cancel ${number}?`}>
			<form
				onSubmit={form.onSubmit((values) => mutation.mutate(withNote({ to: 'cancelled' }, values.note)))}
				noValidate
			>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<Text size="sm">
						{t`${plural(copies, { one: 'The # copy goes back in stock.', other: 'The # copies go back in stock.' })}`}{' '}
						{paid > 0
							? t`The ${refunded} paid is refunded (${methods}).`
							: t`Nothing was paid, so nothing is refunded.`}{' '}
						<Trans>This cannot be undone.</Trans>
					</Text>
					<Textarea
						label={t`Note`}
						placeholder={t`Why the order is cancelled`}
						autosize
						minRows={1}
						data-autofocus
						{...form.getInputProps('note')}
					/>
					<FormButtons
						submitLabel={t({ message: 'Cancel order', context: 'order action' })}
						cancelLabel={t`Keep order`}
						destructive
						pending={mutation.isPending}
						onCancel={onClose}
					/>
				</Stack>
			</form>
		</Modal>
	);
}
