import { Modal, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ORDER_TRANSITION } from '@deckhand/contract/orders/order-transition.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { refreshAfter } from '../../lib/api/refreshes.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { useCommand } from '../../lib/commands/use-command.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { MoneyField, QuantityField } from '../../components/fields/number-fields.tsx';
import { errorOf } from '../../lib/fields/form-readings.ts';
import { moneyText, readWhole } from '../../lib/fields/typed-number.ts';
import { maxFrom } from '../../lib/fields/schema-bounds.ts';
import { PAYMENT_METHODS } from '@deckhand/contract/checkout/checkout-limits.ts';
import {
	amountDue,
	formFieldOf,
	noteProblem,
	refundedMethods,
	restockBounds,
	restockOf,
	tenderFieldProblem,
	tenderProblem,
	toTenders,
} from './order-actions.ts';
import { skuWords } from '../../lib/sku-words.ts';
import {
	transitionOrder,
	type OrderDetail,
	type OrderLineRow,
	type PaymentRow,
	type TransitionBody,
} from './orders-query.ts';

interface DialogProps {
	order: OrderDetail;
	currency: string;
	onClose: () => void;
}

/** The change itself, through the server's command; on success what it changed is read again and the dialog closes. */
function useTransition(order: OrderDetail, onClose: () => void, onError: (error: unknown) => void) {
	const send = useCommand();
	const changed = { order: order.id, customer: order.customer?.id };
	return useCommandMutation('order-transition', {
		mutationFn: (body: TransitionBody) => send(transitionOrder(order.id, body)),
		changed: () => changed,
		onSuccess: onClose,
		// A refusal because the order moved meanwhile (INVALID_TRANSITION): show it as it now stands, behind the dialog.
		onError: async (error, _body, _mutated, { client }) => {
			onError(error);
			if (describeError(error).code === 'INVALID_TRANSITION')
				await refreshAfter(client, 'order-transition', changed);
		},
	});
}

const TRACKING_MAX = maxFrom(ORDER_TRANSITION.shape.tracking_number);

const withNote = (body: TransitionBody, note: string): TransitionBody =>
	note.trim() ? { ...body, note: note.trim() } : body;

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

/** Ship: the tracking number is required by the server, which says so beside the field. */
export function ShipDialog({ order, onClose }: DialogProps) {
	const { t } = useLingui();
	const form = useForm({
		initialValues: { tracking_number: order.tracking_number ?? '', note: '' },
		validate: { note: noteProblem },
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
						maxLength={TRACKING_MAX}
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

/** Refund (administrators): everything paid goes back; the owner chooses which copies go back in stock. */
export function RefundDialog({
	order,
	currency,
	lines,
	payments,
	onClose,
}: DialogProps & { lines: OrderLineRow[]; payments: PaymentRow[] }) {
	const { t } = useLingui();
	const sold = Object.fromEntries(lines.map((line) => [String(line.id), line.quantity]));
	// Every copy sold goes back by default (a refund is mostly a return); the owner lowers what is written off.
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
