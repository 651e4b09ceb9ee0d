import { Modal, Select, SimpleGrid, Stack, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CONDITIONS, EDITIONS, LIMITS } from '@deckhand/contract/domain/limits.ts';
import { PRICE_EDIT } from '@deckhand/contract/pricing/price-commands.ts';
import type { Condition, Edition, Finish } from '@deckhand/contract/schema/choices.ts';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useCommandMutation } from '../../../lib/api/use-command-mutation.ts';
import { formProblem, placeOnField } from '../../../lib/forms.ts';
import { MoneyField } from '../../../components/fields/number-fields.tsx';
import { errorOf, valueOf } from '../../../lib/fields/form-readings.ts';
import { boundsFrom } from '../../../lib/fields/schema-bounds.ts';
import { readMoney } from '../../../lib/fields/typed-number.ts';
import { reasonWhyNot } from '../../../lib/permissions/capabilities.ts';
import { useCapabilities } from '../../../lib/permissions/use-capabilities.ts';
import { changePrice } from './card-detail-query.ts';
import { createSku } from './card-edit-query.ts';
import { finishOptions } from '../inventory/inventory-filters.tsx';
import { EDITION_WORDS } from '../../../lib/sku-words.ts';

const PRICE = { label: msg`Price`, ...boundsFrom(PRICE_EDIT.shape.price) };
const { languageMax, binMax, barcodeMax } = LIMITS;

/**
 * A new SKU of the card: condition × finish × language (and the edition, where the game prints
 * one: most cards name none), where it sits and its barcode. It starts
 * with 0 on hand (copies come in through a stock adjustment) and unpriced; only an
 * administrator gives it a price, set right after it is created. The server refuses a second SKU with the same identity, said beside the condition.
 */
export function SkuAddDialog({
	card,
	cardName,
	currency,
	onClose,
}: {
	card: number;
	cardName: string;
	currency: string;
	onClose: () => void;
}) {
	const { t, i18n } = useLingui();
	const canPrice = useCapabilities()?.changePrices ?? false;
	const form = useForm({
		initialValues: {
			condition: 'NM' as Condition,
			finish: 'normal' as Finish,
			language: 'EN',
			edition: null as Edition | null,
			bin: '',
			barcode: '',
			price: '',
		},
		validate: {
			language: (value) =>
				value.trim().length < 1 || value.trim().length > languageMax
					? t`Language must be 1 to ${languageMax} characters long.`
					: null,
			bin: (value) =>
				value.trim().length > binMax ? t`Bin location must be at most ${binMax} characters long.` : null,
			barcode: (value) =>
				value.trim().length > barcodeMax ? t`Barcode must be at most ${barcodeMax} characters long.` : null,
			price: (text) => errorOf(readMoney(text, PRICE, currency)),
		},
	});
	const mutation = useCommandMutation('sku-save', {
		// A SKU starts unpriced; its first price is a price change like any other, so the history starts with it.
		mutationFn: async (values: typeof form.values) => {
			const { id } = await createSku({
				card,
				condition: values.condition,
				finish: values.finish,
				language: values.language.trim().toUpperCase(),
				edition: values.edition,
				bin: values.bin.trim() || null,
				barcode: values.barcode.trim() || null,
			});
			const price = valueOf(readMoney(values.price, PRICE, currency));
			if (canPrice && price !== null) await changePrice(id, price);
		},
		changed: () => ({ card }),
		onSuccess: onClose,
		onError: (error) => placeOnField(form, error),
	});
	return (
		<Modal opened onClose={onClose} title={t`Add SKU · ${cardName}`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error)} />
					<SimpleGrid cols={3}>
						<Select
							label={t`Condition`}
							data={[...CONDITIONS]}
							allowDeselect={false}
							required
							data-autofocus
							{...form.getInputProps('condition')}
						/>
						<Select
							label={t`Finish`}
							data={finishOptions()}
							allowDeselect={false}
							required
							{...form.getInputProps('finish')}
						/>
						<TextInput label={t`Language`} required {...form.getInputProps('language')} />
					</SimpleGrid>
					<Select
						label={t`Edition`}
						placeholder={t({ message: 'None', context: 'no edition printed on the card' })}
						data={EDITIONS.map((edition) => ({ value: edition, label: i18n._(EDITION_WORDS[edition]) }))}
						clearable
						{...form.getInputProps('edition')}
					/>
					<SimpleGrid cols={2}>
						<TextInput label={t`Bin`} placeholder="A-01-03" {...form.getInputProps('bin')} />
						<TextInput
							label={t`Barcode`}
							placeholder={t`Scan or type`}
							{...form.getInputProps('barcode')}
						/>
					</SimpleGrid>
					<Tooltip label={reasonWhyNot('changePrices')} disabled={canPrice}>
						<MoneyField
							label={t`Price`}
							currency={currency}
							placeholder={t`Unpriced`}
							disabled={!canPrice}
							{...form.getInputProps('price')}
						/>
					</Tooltip>
					<FormButtons submitLabel={t`Add SKU`} pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}
