import { Modal, Select, SimpleGrid, Stack, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONDITIONS, LIMITS } from '../../../../../server/extensions/deckhand/src/domain/limits.ts';
import type { Condition, Finish } from '../../../../../server/schema/collections.ts';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { formProblem, placeOnField } from '../../../lib/forms.ts';
import { MoneyField } from '../../../components/fields/number-fields.tsx';
import { errorOf, valueOf } from '../../../lib/fields/form-readings.ts';
import { readMoney } from '../../../lib/fields/typed-number.ts';
import { reasonWhyNot } from '../../../lib/permissions/capabilities.ts';
import { useCapabilities } from '../../../lib/permissions/use-capabilities.ts';
import { changePrice, refreshCard } from './card-detail-query.ts';
import { createSku } from './card-edit-query.ts';
import { FINISH_OPTIONS } from '../inventory/inventory-filters.tsx';

const PRICE = { label: 'Price', min: 0, max: LIMITS.priceMax };
const tooLong = (label: string, max: number) => (value: string) => (value.trim().length > max ? `${label} must be at most ${max} characters long.` : null);

/**
 * A new SKU of the card: condition × finish × language, where it sits and its barcode. It starts
 * with 0 on hand (copies come in through a stock adjustment) and unpriced; only an
 * administrator gives it a price, set right after it is created. The server refuses a second SKU with the same three, said beside the condition.
 */
export function SkuAddDialog({ card, cardName, currency, onClose }: { card: number; cardName: string; currency: string; onClose: () => void }) {
	const queryClient = useQueryClient();
	const canPrice = useCapabilities()?.changePrices ?? false;
	const form = useForm({
		initialValues: { condition: 'NM' as Condition, finish: 'normal' as Finish, language: 'EN', bin: '', barcode: '', price: '' },
		validate: {
			language: (value) => (value.trim().length < 1 || value.trim().length > LIMITS.languageMax ? `Language must be 1 to ${LIMITS.languageMax} characters long.` : null),
			bin: tooLong('Bin location', LIMITS.binMax),
			barcode: tooLong('Barcode', LIMITS.barcodeMax),
			price: (text) => errorOf(readMoney(text, PRICE, currency)),
		},
	});
	const mutation = useMutation({
		// A SKU starts unpriced; its first price is a price change like any other, so the history starts with it.
		mutationFn: async (values: typeof form.values) => {
			const { id } = await createSku({
				card, condition: values.condition, finish: values.finish, language: values.language.trim().toUpperCase(), bin: values.bin.trim() || null, barcode: values.barcode.trim() || null,
			});
			const price = valueOf(readMoney(values.price, PRICE, currency));
			if (canPrice && price !== null) await changePrice(id, price);
		},
		onSuccess: async () => {
			await refreshCard(queryClient, card);
			onClose();
		},
		onError: (error) => placeOnField(form, error),
	});
	return (
		<Modal opened onClose={onClose} title={`Add SKU · ${cardName}`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<SimpleGrid cols={3}>
						<Select label="Condition" data={[...CONDITIONS]} allowDeselect={false} required data-autofocus {...form.getInputProps('condition')} />
						<Select label="Finish" data={FINISH_OPTIONS} allowDeselect={false} required {...form.getInputProps('finish')} />
						<TextInput label="Language" required {...form.getInputProps('language')} />
					</SimpleGrid>
					<SimpleGrid cols={2}>
						<TextInput label="Bin" placeholder="A-01-03" {...form.getInputProps('bin')} />
						<TextInput label="Barcode" placeholder="Scan or type" {...form.getInputProps('barcode')} />
					</SimpleGrid>
					<Tooltip label={reasonWhyNot('changePrices')} disabled={canPrice}>
						<MoneyField label="Price" currency={currency} placeholder="Unpriced" disabled={!canPrice} {...form.getInputProps('price')} />
					</Tooltip>
					<FormButtons submitLabel="Add SKU" pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}
