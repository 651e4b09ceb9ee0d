import { Modal, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useCommandMutation } from '../../../lib/api/use-command-mutation.ts';
import { useCommand } from '../../../lib/commands/use-command.ts';
import { formProblem, placeOnField } from '../../../lib/forms.ts';
import { adjustStock, type SkuRow, type StockAdjustment } from './card-detail-query.ts';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { QuantityField } from '../../../components/fields/number-fields.tsx';
import { errorOf, valueOf } from '../../../lib/fields/form-readings.ts';
import { boundsFrom, maxFrom } from '../../../lib/fields/schema-bounds.ts';
import { readText, readWhole } from '../../../lib/fields/typed-number.ts';
import { formatNumber } from '../../../lib/i18n/formats.ts';
import { STOCK_ADJUSTMENT } from '@deckhand/contract/stock/adjust-input.ts';

const CHANGE = { label: msg`Change`, ...boundsFrom(STOCK_ADJUSTMENT.shape.delta), required: true };
const NOTE = { label: msg`Note`, max: maxFrom(STOCK_ADJUSTMENT.shape.note) };
const REASONS = [
	{ value: 'count', label: msg`Count (stock take)` },
	{ value: 'damage', label: msg({ message: 'Damage', context: 'why stock moved' }) },
	{ value: 'adjustment', label: msg`Other adjustment` },
];

/**
 * Adds or removes copies of one SKU with a reason, through the server's stock command. The
 * same bounds as the server, checked as the clerk types; a refusal keeps the form filled and
 * shows the server's words beside the field it names.
 */
export function StockAdjustDialog({
	card,
	sku,
	label,
	onClose,
}: {
	card: number;
	sku: SkuRow;
	label: string;
	onClose: () => void;
}) {
	const { t, i18n } = useLingui();
	const send = useCommand();
	const onHand = formatNumber(sku.quantity);
	const form = useForm({
		initialValues: { delta: '', reason: 'count', note: '' },
		validate: {
			delta: (text) => {
				const reading = readWhole(text, CHANGE);
				if (!reading.ok) return reading.error;
				if (reading.value === 0)
					return t`Change must not be 0: type how many copies come in, or −n for copies that go.`;
				return reading.value! + sku.quantity < 0
					? t`Only ${onHand} on hand: you can remove at most ${onHand}.`
					: null;
			},
			note: (text) => errorOf(readText(text, NOTE)),
		},
	});
	const mutation = useCommandMutation('stock-adjust', {
		mutationFn: (values: typeof form.values) =>
			send(
				adjustStock({
					sku: sku.id,
					delta: valueOf(readWhole(values.delta, CHANGE))!,
					reason: values.reason as StockAdjustment['reason'],
					note: values.note,
				}),
			),
		changed: () => ({ card }),
		onSuccess: onClose,
		onError: (error) => placeOnField(form, error),
	});
	return (
		<Modal opened onClose={onClose} title={t`Adjust stock · ${label}`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<QuantityField
						signed
						label={t`Change (copies)`}
						description={t`On hand now: ${onHand}. Use a minus sign to remove.`}
						required
						data-autofocus
						{...form.getInputProps('delta')}
					/>
					<Select
						label={t`Reason`}
						data={REASONS.map((reason) => ({ value: reason.value, label: i18n._(reason.label) }))}
						allowDeselect={false}
						required
						{...form.getInputProps('reason')}
					/>
					<Textarea
						label={t`Note`}
						placeholder={t`What happened (optional)`}
						autosize
						minRows={2}
						{...form.getInputProps('note')}
					/>
					<FormButtons submitLabel={t`Save adjustment`} pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}
