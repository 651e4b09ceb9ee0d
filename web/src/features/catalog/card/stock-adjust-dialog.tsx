import { Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormAlert } from '../../../components/form-alert.tsx';
import { formProblem, placeOnField } from '../../../lib/forms.ts';
import { adjustStock, refreshCard, type SkuRow, type StockAdjustment } from './card-detail-query.ts';
import { FormButtons } from '../../../components/form-buttons.tsx';

const MAX_DELTA = 10_000;
const REASONS = [
	{ value: 'count', label: 'Count (stock take)' },
	{ value: 'damage', label: 'Damage' },
	{ value: 'adjustment', label: 'Other adjustment' },
];

/**
 * Adds or removes copies of one SKU with a reason, through the server's stock command. The
 * same bounds as the server, checked as the clerk types; a refusal keeps the form filled and
 * shows the server's words beside the field it names.
 */
export function StockAdjustDialog({ card, sku, label, onClose }: { card: number; sku: SkuRow; label: string; onClose: () => void }) {
	const queryClient = useQueryClient();
	const form = useForm({
		initialValues: { delta: '' as number | string, reason: 'count', note: '' },
		validate: {
			delta: (value) =>
				typeof value === 'number' && Number.isInteger(value) && value !== 0 && Math.abs(value) <= MAX_DELTA
					? value + sku.quantity < 0 ? `Only ${sku.quantity} on hand: you can remove at most ${sku.quantity}.` : null
					: `Enter a whole number other than 0, from -${MAX_DELTA} to ${MAX_DELTA}.`,
			note: (value) => (value.length > 1_000 ? 'Keep the note under 1000 characters.' : null),
		},
	});
	const mutation = useMutation({
		mutationFn: (values: typeof form.values) => adjustStock({ sku: sku.id, delta: Number(values.delta), reason: values.reason as StockAdjustment['reason'], note: values.note }),
		onSuccess: async () => {
			await refreshCard(queryClient, card);
			onClose();
		},
		onError: (error) => placeOnField(form, error),
	});
	return (
		<Modal opened onClose={onClose} title={`Adjust stock · ${label}`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<NumberInput label="Change (copies)" description={`On hand now: ${sku.quantity}. Use a minus sign to remove.`} allowDecimal={false}
						min={-MAX_DELTA} max={MAX_DELTA} required data-autofocus {...form.getInputProps('delta')} />
					<Select label="Reason" data={REASONS} allowDeselect={false} required {...form.getInputProps('reason')} />
					<Textarea label="Note" placeholder="What happened (optional)" autosize minRows={2} {...form.getInputProps('note')} />
					<FormButtons submitLabel="Save adjustment" pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}
