import { Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { describeError } from '../../lib/directus/errors.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { QuantityField } from '../../components/fields/number-fields.tsx';
import { errorOf } from '../../lib/fields/form-readings.ts';
import { readWhole } from '../../lib/fields/typed-number.ts';
import { formFieldOf, noteProblem, refundedMethods, restockBounds, restockOf } from './order-actions.ts';
import { skuWords } from '../../lib/sku-words.ts';
import { type OrderLineRow, type PaymentRow } from './orders-query.ts';
import { type DialogProps, useTransition, withNote } from './order-transition-dialog.ts';

/** Refund (administrators, and staff within the staff refund limit): everything paid goes back; who refunds chooses which copies go back in stock. */
export function RefundDialog({
	order,
	currency,
	lines,
	payments,
	onClose,
}: DialogProps & { lines: OrderLineRow[]; payments: PaymentRow[] }) {
	const { t } = useLingui();
	const sold = Object.fromEntries(lines.map((line) => [String(line.id), line.quantity]));
	// Every copy sold goes back by default (a refund is mostly a return); who refunds lowers what is written off.
	const form = useForm({
		initialValues: {
			restock: Object.fromEntries(lines.map((line) => [String(line.id), String(line.quantity)])),
			note: '',
		},
		validate: (values) => ({
			...Object.fromEntries(
				lines.map((line) => [
					`restock.${line.id}`,
					errorOf(readWhole(values.restock[String(line.id)] ?? '', restockBounds(line.quantity))),
				]),
			),
			note: noteProblem(values.note),
		}),
	});
	const mutation = useTransition(order, onClose, (error) => {
		const problem = describeError(error);
		const field = formFieldOf(problem.field);
		if (field === 'restock' || field === 'note') form.setFieldError(field, problem.message);
	});
	const problem = mutation.error ? describeError(mutation.error) : null;
	const placed = problem && ['restock', 'note'].includes(formFieldOf(problem.field) ?? '');
	const paid = formatMoney(
		payments.reduce((sum, payment) => sum + payment.amount, 0),
		currency,
	);
	const methods = refundedMethods(payments);
	const { number } = order;
	return (
		<Modal opened onClose={onClose} title={t`Refund ${number}`} size="lg">
			<form
				onSubmit={form.onSubmit((values) =>
					mutation.mutate(
						withNote({ to: 'refunded', restock: restockOf(values.restock, sold) }, values.note),
					),
				)}
				noValidate
			>
				<Stack>
					<FormAlert problem={placed ? null : problem} />
					<Text size="sm">
						{methods
							? t`${paid} is paid back (${methods}). Choose how many copies of each line go back in stock; the rest are written off.`
							: t`${paid} is paid back (nothing was paid). Choose how many copies of each line go back in stock; the rest are written off.`}
					</Text>
					<Table aria-label={t`Restock`} verticalSpacing={4}>
						<Table.Thead>
							<Table.Tr>
								<Table.Th>
									<Trans>Card</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Sold</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Back in stock</Trans>
								</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{lines.map((line) => {
								const name = line.sku.card.name;
								const sku = skuWords(line.sku);
								return (
									<Table.Tr key={line.id}>
										<Table.Td>
											{name}
											<Text size="xs" c="dimmed">
												{sku}
											</Text>
										</Table.Td>
										<Table.Td>{formatNumber(line.quantity)}</Table.Td>
										<Table.Td>
											<QuantityField
												aria-label={t`Restock ${name} (${sku})`}
												w={120}
												{...form.getInputProps(`restock.${line.id}`)}
											/>
										</Table.Td>
									</Table.Tr>
								);
							})}
						</Table.Tbody>
					</Table>
					{form.errors['restock'] ? (
						<Text size="sm" c="red" role="alert">
							{form.errors['restock']}
						</Text>
					) : null}
					<Textarea
						label={t`Note`}
						placeholder={t`Why the order is refunded`}
						autosize
						minRows={1}
						{...form.getInputProps('note')}
					/>
					<FormButtons submitLabel={t`Refund order`} pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}
