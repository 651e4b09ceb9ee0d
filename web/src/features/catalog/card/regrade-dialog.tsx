import { Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONDITIONS } from '@deckhand/contract/domain/limits.ts';
import type { Condition, Finish } from '@deckhand/contract/schema/choices.ts';
import { REGRADE } from '@deckhand/contract/stock/regrade-input.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useCommandMutation } from '../../../lib/api/use-command-mutation.ts';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { useCommand } from '../../../lib/commands/use-command.ts';
import { formProblem, placeOnField } from '../../../lib/forms.ts';
import { QuantityField } from '../../../components/fields/number-fields.tsx';
import { errorOf, valueOf } from '../../../lib/fields/form-readings.ts';
import { boundsFrom, maxFrom } from '../../../lib/fields/schema-bounds.ts';
import { readText, readWhole } from '../../../lib/fields/typed-number.ts';
import { formatNumber } from '../../../lib/i18n/formats.ts';
import { finishOptions } from '../inventory/inventory-filters.tsx';
import { regradeStock, type SkuRow } from './card-detail-query.ts';

/** The server names the target's fields `to.condition`…; the form keeps them flat. */
const fieldOf = (field: string) => field.replace(/^to\./, '');
const NOTE = { label: msg`Note`, max: maxFrom(REGRADE.shape.note) };
const { min: languageMin, max: languageMax } = boundsFrom(REGRADE.shape.to.shape.language);
const QUANTITY = boundsFrom(REGRADE.shape.quantity);

/**
 * Moves copies of one SKU to the SKU they really are: another condition after a regrade, or
 * the right finish or language after a mistake. A SKU's identity never changes, so the copies
 * move (two linked stock movements, the cost carried); the target SKU is created unpriced when
 * the card has none like it yet.
 */
export function RegradeDialog({
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
	const { t } = useLingui();
	const send = useCommand();
	// No more than are on hand, nor than one regrade moves.
	const copies = {
		label: msg`Copies to move`,
		min: QUANTITY.min,
		max: Math.min(sku.quantity, QUANTITY.max),
		required: true,
	};
	const form = useForm({
		initialValues: {
			quantity: '',
			condition: sku.condition as string,
			finish: sku.finish as string,
			language: sku.language,
			note: '',
		},
		validate: {
			quantity: (text) => errorOf(readWhole(text, copies)),
			language: (value) =>
				value.trim().length < languageMin || value.trim().length > languageMax
					? t`Language must be 1 to ${languageMax} characters long.`
					: null,
			note: (text) => errorOf(readText(text, NOTE)),
			condition: (value, values) =>
				value === sku.condition &&
				values.finish === sku.finish &&
				values.language.trim().toUpperCase() === sku.language
					? t`Choose what the copies really are: another condition, finish or language.`
					: null,
		},
	});
	const mutation = useCommandMutation('regrade', {
		mutationFn: (values: typeof form.values) => {
			const language = values.language.trim().toUpperCase();
			const to = {
				...(values.condition !== sku.condition ? { condition: values.condition as Condition } : {}),
				...(values.finish !== sku.finish ? { finish: values.finish as Finish } : {}),
				...(language !== sku.language ? { language } : {}),
			};
			return send(
				regradeStock({
					sku: sku.id,
					quantity: valueOf(readWhole(values.quantity, copies))!,
					to,
					note: values.note,
				}),
			);
		},
		changed: () => ({ card }),
		onSuccess: onClose,
		onError: (error) => placeOnField(form, error, fieldOf),
	});
	const onHand = formatNumber(sku.quantity);
	return (
		<Modal opened onClose={onClose} title={t`Regrade · ${label}`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<Text size="sm">
						<Trans>
							Copies move to the SKU they really are; this one keeps its price and the rest of its stock.
						</Trans>
					</Text>
					<FormAlert problem={formProblem(form, mutation.error, fieldOf)} />
					<QuantityField
						label={t`Copies to move`}
						description={t`On hand now: ${onHand}.`}
						required
						data-autofocus
						{...form.getInputProps('quantity')}
					/>
					<SimpleGrid cols={3}>
						<Select
							label={t`Condition`}
							data={[...CONDITIONS]}
							allowDeselect={false}
							required
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
					<Textarea
						label={t`Note`}
						placeholder={t`Why (optional)`}
						autosize
						minRows={2}
						{...form.getInputProps('note')}
					/>
					<FormButtons submitLabel={t`Move copies`} pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}
