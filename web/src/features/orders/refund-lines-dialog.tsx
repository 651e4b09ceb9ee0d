import { Checkbox, Modal, Radio, Stack, Table, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RefundDestination, RefundLine } from '@deckhand/contract/orders/order-refund.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { QuantityField } from '../../components/fields/number-fields.tsx';
import { refreshAfter } from '../../lib/api/refreshes.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { useCommand } from '../../lib/commands/use-command.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { errorOf } from '../../lib/fields/form-readings.ts';
import { readWhole } from '../../lib/fields/typed-number.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { skuWords } from '../../lib/sku-words.ts';
import { noteProblem, refundedMethods, refundRefusal } from './order-actions.ts';
import type { DialogProps } from './order-transition-dialog.ts';
import { refundOrderLines, type OrderLineRow, type PaymentRow } from './orders-query.ts';
import {
	chosenLines,
	copiesLeft,
	EXCHANGE_DESTINATION,
	formFieldOfRefund,
	refundBounds,
	refundTotal,
	type LineChoice,
	type LineDialog,
} from './refund-lines.ts';

interface RefundLinesProps extends DialogProps {
	mode: LineDialog;
	lines: OrderLineRow[];
	payments: PaymentRow[];
	admin: boolean;
	/** The shop's staff refund limit (null: none), named to a clerk before sending. */
	limit: number | null | undefined;
	/** The exchange's refund went through: open the till with the customer. */
	onExchanged: (customer: number) => void;
}

/**
 * Some copies of some lines refunded: how many of each (bounded by what is left to refund),
 * whether they go back in stock, where the money goes, and the total paid back, worked out as the
 * server will. An exchange is the same refund to the customer's store credit, then the till.
 */
export function RefundLinesDialog({
	order,
	currency,
	mode,
	lines,
	payments,
	admin,
	limit,
	onClose,
	onExchanged,
}: RefundLinesProps) {
	const { t } = useLingui();
	const send = useCommand();
	const money = (minor: number) => formatMoney(minor, currency);
	const exchange = mode === 'exchange';
	const form = useForm({
		initialValues: {
			lines: Object.fromEntries(
				lines.map((line) => [String(line.id), { quantity: '', restock: true }]),
			) as Record<string, LineChoice>,
			to: (exchange ? EXCHANGE_DESTINATION : 'tenders') as RefundDestination,
			note: '',
		},
		validate: (values) => {
			const chosen = chosenLines(values.lines, lines);
			const bounds = Object.fromEntries(
				lines.map((line) => [
					`lines.${line.id}.quantity`,
					errorOf(readWhole(values.lines[String(line.id)]?.quantity ?? '', refundBounds(copiesLeft(line)))),
				]),
			);
			return {
				...bounds,
				lines: chosen.length === 0 ? t`Type how many copies of a line to refund.` : null,
				to: refundRefusal(admin, limit, refundTotal(order, lines, chosen), money),
				note: noteProblem(values.note),
			};
		},
	});
	const changed = { order: order.id, customer: order.customer?.id };
	const mutation = useCommandMutation('order-refund', {
		mutationFn: (body: { lines: RefundLine[]; to: RefundDestination; note?: string }) =>
			send(refundOrderLines(order.id, body)),
		changed: () => changed,
		onSuccess: () => (exchange && order.customer ? onExchanged(order.customer.id) : onClose()),
		onError: async (error, body, _mutated, { client }) => {
			const problem = describeError(error);
			const field = formFieldOfRefund(problem.field, body.lines);
			if (field) form.setFieldError(field, problem.message);
			if (problem.code === 'INVALID_TRANSITION') await refreshAfter(client, 'order-refund', changed);
		},
	});
	const problem = mutation.error ? describeError(mutation.error) : null;
	const placed = problem && formFieldOfRefund(problem.field, mutation.variables?.lines ?? []) !== null;
	const total = money(refundTotal(order, lines, chosenLines(form.values.lines, lines)));
	const methods = refundedMethods(payments);
	const customer = order.customer?.name ?? '';
	const { number } = order;
	const limitWords = admin || limit === null || limit === undefined ? null : money(limit);
	return (
		<Modal
			opened
			onClose={onClose}
			title={exchange ? t`Exchange from ${number}` : t`Refund lines of ${number}`}
			size="lg"
		>
			<form
				onSubmit={form.onSubmit((values) => {
					const note = values.note.trim();
					mutation.mutate({
						lines: chosenLines(values.lines, lines),
						to: values.to,
						...(note ? { note } : {}),
					});
				})}
				noValidate
			>
				<Stack>
					<FormAlert problem={placed ? null : problem} />
					<Text size="sm">
						{exchange
							? t`The copies refunded become ${customer}'s store credit; the till then opens with ${customer} chosen, so the credit pays the new cards.`
							: t`Type how many copies of each line come back; each is worth its price after its share of the discount and tax.`}
					</Text>
					<Table aria-label={t`Lines to refund`} verticalSpacing={4}>
						<Table.Thead>
							<Table.Tr>
								<Table.Th>
									<Trans>Card</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Sold</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Refunded</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>To refund</Trans>
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
								const left = copiesLeft(line);
								return (
									<Table.Tr key={line.id}>
										<Table.Td>
											{name}
											<Text size="xs" c="dimmed">
												{sku}
											</Text>
										</Table.Td>
										<Table.Td>{formatNumber(line.quantity)}</Table.Td>
										<Table.Td>{formatNumber(line.refunded_quantity)}</Table.Td>
										<Table.Td>
											<QuantityField
												aria-label={t`Copies of ${name} (${sku}) to refund, at most ${left}`}
												w={120}
												disabled={left === 0}
												{...form.getInputProps(`lines.${line.id}.quantity`)}
											/>
										</Table.Td>
										<Table.Td>
											<Checkbox
												aria-label={t`${name} (${sku}) back in stock`}
												disabled={left === 0}
												{...form.getInputProps(`lines.${line.id}.restock`, {
													type: 'checkbox',
												})}
											/>
										</Table.Td>
									</Table.Tr>
								);
							})}
						</Table.Tbody>
					</Table>
					{form.errors['lines'] ? (
						<Text size="sm" c="red" role="alert">
							{form.errors['lines']}
						</Text>
					) : null}
					{exchange ? null : (
						<Radio.Group label={t`The money goes back`} {...form.getInputProps('to')}>
							<Stack gap={4} mt={4}>
								<Radio
									value="tenders"
									label={methods ? t`As it was paid (${methods})` : t`As it was paid`}
								/>
								<Radio value="cash" label={t`In cash from this till`} />
								<Radio value="credit" label={t`As store credit`} disabled={!order.customer} />
							</Stack>
						</Radio.Group>
					)}
					{exchange && form.errors['to'] ? (
						<Text size="sm" c="red" role="alert">
							{form.errors['to']}
						</Text>
					) : null}
					<Text fw={700} aria-live="polite">
						<Trans>To pay back: {total}</Trans>
					</Text>
					{limitWords ? (
						<Text size="sm" c="dimmed">
							<Trans>
								Your staff refund limit is {limitWords} a refund; an administrator refunds more.
							</Trans>
						</Text>
					) : null}
					<Textarea
						label={t`Note`}
						placeholder={t`Why the copies come back`}
						autosize
						minRows={1}
						{...form.getInputProps('note')}
					/>
					<FormButtons
						submitLabel={exchange ? t`Refund to credit and open the till` : t`Refund ${total}`}
						pending={mutation.isPending}
						onCancel={onClose}
					/>
				</Stack>
			</form>
		</Modal>
	);
}
