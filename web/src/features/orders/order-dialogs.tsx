import { Modal, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_LIMITS } from '../../../../server/extensions/deckhand/src/orders/order-states.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { describeError } from '../../lib/directus/errors.ts';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import { formatMoney } from '../../lib/money.ts';
import { MoneyField, QuantityField } from '../../components/fields/number-fields.tsx';
import { errorOf } from '../../lib/fields/form-readings.ts';
import { moneyText, readText, readWhole } from '../../lib/fields/typed-number.ts';
import { PAYMENT_METHODS } from '../../../../server/extensions/deckhand/src/checkout/checkout-limits.ts';
import { amountDue, formFieldOf, METHOD_LABELS_SHORT, restockBounds, restockOf, tenderFieldProblem, tenderProblem, toTenders } from './order-actions.ts';
import { skuWords } from '../../lib/sku-words.ts';
import { refreshOrder, transitionOrder, type OrderDetail, type OrderLineRow, type PaymentRow, type TransitionBody } from './orders-query.ts';

interface DialogProps {
	order: OrderDetail;
	currency: string;
	onClose: () => void;
}

const noteRule = (note: string) => errorOf(readText(note.trim(), { label: msg`Note`, max: ORDER_LIMITS.noteMax }));

/** The change itself, through the server's command; on success the order's page and lists are read again and the dialog closes. */
function useTransition(order: OrderDetail, onClose: () => void, onError: (error: unknown) => void) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: TransitionBody) => transitionOrder(order.id, body),
		onSuccess: async () => {
			await refreshOrder(queryClient, order.id);
			onClose();
		},
		// A refusal because the order moved meanwhile (INVALID_TRANSITION): show it as it now stands, behind the dialog.
		onError: async (error) => {
			onError(error);
			if (describeError(error).code === 'INVALID_TRANSITION') await refreshOrder(queryClient, order.id);
		},
	});
}

const withNote = (body: TransitionBody, note: string): TransitionBody => (note.trim() ? { ...body, note: note.trim() } : body);

/** Mark paid: the tenders that pay what is still due (cash may be more: the change is given back). */
export function PayDialog({ order, currency, payments, onClose }: DialogProps & { payments: PaymentRow[] }) {
	const money = (minor: number) => formatMoney(minor, currency);
	const due = amountDue(order.total, payments);
	const form = useForm({
		initialValues: { payments: { cash: moneyText(due, currency), card: '', credit: '' }, note: '' },
		// Each amount in its own field's words first; the tenders together only once each reads.
		validate: (values) => {
			const fields = Object.fromEntries(PAYMENT_METHODS.map((method) => [`payments.${method}`, tenderFieldProblem(method, values.payments[method], currency)]));
			const together = Object.values(fields).every((problem) => problem === null) ? tenderProblem(due, toTenders(values.payments, currency), money) : null;
			return { ...fields, payments: together, note: noteRule(values.note) };
		},
	});
	const mutation = useTransition(order, onClose, (error) => placeOnField(form, error));
	return (
		<Modal opened onClose={onClose} title={`Mark ${order.number} paid`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(withNote({ to: 'paid', payments: toTenders(values.payments, currency) }, values.note)))} noValidate>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<Text size="sm">
						Due: <strong>{money(due)}</strong> of {money(order.total)}
					</Text>
					<MoneyField label={`Cash (${currency})`} currency={currency} data-autofocus {...form.getInputProps('payments.cash')} />
					<MoneyField label={`Card (${currency})`} currency={currency} {...form.getInputProps('payments.card')} />
					<MoneyField
						label={`Store credit (${currency})`}
						currency={currency}
						disabled={!order.customer}
						description={order.customer ? `From ${order.customer.name}'s store credit` : 'A walk-in order has no store credit to use.'}
						{...form.getInputProps('payments.credit')}
					/>
					{form.errors['payments'] ? (
						<Text size="sm" c="red" role="alert">
							{form.errors['payments']}
						</Text>
					) : null}
					<Textarea label="Note" autosize minRows={1} {...form.getInputProps('note')} />
					<FormButtons submitLabel="Mark paid" pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}

/** Ship: the tracking number is required by the server, which says so beside the field. */
export function ShipDialog({ order, onClose }: DialogProps) {
	const form = useForm({ initialValues: { tracking_number: order.tracking_number ?? '', note: '' }, validate: { note: noteRule } });
	const mutation = useTransition(order, onClose, (error) => placeOnField(form, error));
	return (
		<Modal opened onClose={onClose} title={`Ship ${order.number}`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(withNote({ to: 'shipped', tracking_number: values.tracking_number }, values.note)))} noValidate>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<TextInput label="Tracking number" placeholder="From the carrier's label" maxLength={ORDER_LIMITS.trackingNumberMax} data-autofocus {...form.getInputProps('tracking_number')} />
					<Textarea label="Note" autosize minRows={1} {...form.getInputProps('note')} />
					<FormButtons submitLabel="Ship order" pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}

/** Cancel: says what comes back (every copy to stock, every payment refunded) before anything is done. */
export function CancelDialog({ order, currency, lines, payments, onClose }: DialogProps & { lines: OrderLineRow[]; payments: PaymentRow[] }) {
	const form = useForm({ initialValues: { note: '' }, validate: { note: noteRule } });
	const mutation = useTransition(order, onClose, (error) => placeOnField(form, error));
	const copies = lines.reduce((sum, line) => sum + line.quantity, 0);
	const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
	return (
		<Modal opened onClose={onClose} title={`Cancel ${order.number}?`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(withNote({ to: 'cancelled' }, values.note)))} noValidate>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<Text size="sm">
						{`The ${copies} ${copies === 1 ? 'copy goes' : 'copies go'} back in stock.`}{' '}
						{paid > 0 ? `The ${formatMoney(paid, currency)} paid is refunded (${refundedMethods(payments)}).` : 'Nothing was paid, so nothing is refunded.'} This cannot be undone.
					</Text>
					<Textarea label="Note" placeholder="Why the order is cancelled" autosize minRows={1} data-autofocus {...form.getInputProps('note')} />
					<FormButtons submitLabel="Cancel order" cancelLabel="Keep order" destructive pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}

const refundedMethods = (payments: PaymentRow[]) =>
	[...new Set(payments.filter((payment) => payment.amount > 0).map((payment) => METHOD_LABELS_SHORT[payment.method]))].join(', ');

/** Refund (administrators): everything paid goes back; the owner chooses which copies go back in stock. */
export function RefundDialog({ order, currency, lines, payments, onClose }: DialogProps & { lines: OrderLineRow[]; payments: PaymentRow[] }) {
	const sold = Object.fromEntries(lines.map((line) => [String(line.id), line.quantity]));
	// Every copy sold goes back by default (a refund is mostly a return); the owner lowers what is written off.
	const form = useForm({
		initialValues: { restock: Object.fromEntries(lines.map((line) => [String(line.id), String(line.quantity)])), note: '' },
		validate: (values) => ({
			...Object.fromEntries(lines.map((line) => [`restock.${line.id}`, errorOf(readWhole(values.restock[String(line.id)] ?? '', restockBounds(line.quantity)))])),
			note: noteRule(values.note),
		}),
	});
	const mutation = useTransition(order, onClose, (error) => {
		const problem = describeError(error);
		const field = formFieldOf(problem.field);
		if (field === 'restock' || field === 'note') form.setFieldError(field, problem.message);
	});
	const problem = mutation.error ? describeError(mutation.error) : null;
	const placed = problem && ['restock', 'note'].includes(formFieldOf(problem.field) ?? '');
	const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
	return (
		<Modal opened onClose={onClose} title={`Refund ${order.number}`} size="lg">
			<form onSubmit={form.onSubmit((values) => mutation.mutate(withNote({ to: 'refunded', restock: restockOf(values.restock, sold) }, values.note)))} noValidate>
				<Stack>
					<FormAlert problem={placed ? null : problem} />
					<Text size="sm">{`${formatMoney(paid, currency)} is paid back (${refundedMethods(payments) || 'nothing was paid'}). Choose how many copies of each line go back in stock; the rest are written off.`}</Text>
					<Table aria-label="Restock" verticalSpacing={4}>
						<Table.Thead>
							<Table.Tr>
								<Table.Th>Card</Table.Th>
								<Table.Th>Sold</Table.Th>
								<Table.Th>Back in stock</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{lines.map((line) => (
								<Table.Tr key={line.id}>
									<Table.Td>
										{line.sku.card.name}
										<Text size="xs" c="dimmed">
											{skuWords(line.sku)}
										</Text>
									</Table.Td>
									<Table.Td>{line.quantity}</Table.Td>
									<Table.Td>
										<QuantityField aria-label={`Restock ${line.sku.card.name} (${skuWords(line.sku)})`} w={120} {...form.getInputProps(`restock.${line.id}`)} />
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
					{form.errors['restock'] ? (
						<Text size="sm" c="red" role="alert">
							{form.errors['restock']}
						</Text>
					) : null}
					<Textarea label="Note" placeholder="Why the order is refunded" autosize minRows={1} {...form.getInputProps('note')} />
					<FormButtons submitLabel="Refund order" pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}
