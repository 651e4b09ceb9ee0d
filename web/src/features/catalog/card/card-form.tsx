import { SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { FormButtons } from '../../../components/form-buttons.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useCommandMutation } from '../../../lib/api/use-command-mutation.ts';
import { formProblem, placeOnField } from '../../../lib/forms.ts';
import { setChoicesQuery, type CardValues, type SetChoice } from './card-edit-query.ts';

type FormValues = {
	set: string | null;
	name: string;
	collector_number: string;
	rarity: string;
	kind: 'single' | 'sealed';
	tcgplayer_id: string;
	scryfall_id: string;
	cardmarket_id: string;
};

const EMPTY: FormValues = {
	set: null,
	name: '',
	collector_number: '',
	rarity: '',
	kind: 'single',
	tcgplayer_id: '',
	scryfall_id: '',
	cardmarket_id: '',
};

const optional = (value: string) => value.trim() || null;

function toCard(values: FormValues): CardValues {
	return {
		set: Number(values.set),
		name: values.name.trim(),
		collector_number: optional(values.collector_number),
		rarity: optional(values.rarity),
		kind: values.kind,
		tcgplayer_id: optional(values.tcgplayer_id),
		scryfall_id: optional(values.scryfall_id),
		cardmarket_id: optional(values.cardmarket_id),
	};
}

function fromCard(card: Partial<CardValues>): FormValues {
	return {
		set: card.set ? String(card.set) : null,
		name: card.name ?? '',
		collector_number: card.collector_number ?? '',
		rarity: card.rarity ?? '',
		kind: card.kind ?? 'single',
		tcgplayer_id: card.tcgplayer_id ?? '',
		scryfall_id: card.scryfall_id ?? '',
		cardmarket_id: card.cardmarket_id ?? '',
	};
}

/** Sets grouped under their game, as "OBF · Obsidian Flames". */
function setOptions(sets: SetChoice[]) {
	const groups = new Map<string, Array<{ value: string; label: string }>>();
	for (const set of sets)
		groups.set(set.game.name, [
			...(groups.get(set.game.name) ?? []),
			{ value: String(set.id), label: `${set.code} · ${set.name}` },
		]);
	return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([group, items]) => ({ group, items }));
}

/**
 * A card's facts, with the server's bounds checked as the user types (PRODUCT.md §5). A
 * refusal keeps the form filled and puts the server's words beside the field it names; a saved
 * card is refreshed wherever it shows before `onSaved` runs.
 */
export function CardForm({
	initial = {},
	submitLabel,
	save,
	onSaved,
	onCancel,
}: {
	initial?: Partial<CardValues>;
	submitLabel: string;
	save: (card: CardValues) => Promise<{ id: number }>;
	onSaved: (card: { id: number }) => unknown;
	onCancel: () => void;
}) {
	const { t } = useLingui();
	const sets = useQuery(setChoicesQuery());
	const { cardNameMax, collectorNumberMax, rarityMax } = LIMITS;
	const form = useForm<FormValues>({
		initialValues: { ...EMPTY, ...fromCard(initial) },
		validate: {
			set: (value) => (value ? null : t`Choose the set the card belongs to.`),
			name: (value) =>
				value.trim().length < 1 || value.trim().length > cardNameMax
					? t`Card name must be 1 to ${cardNameMax} characters long.`
					: null,
			collector_number: (value) =>
				value.trim().length > collectorNumberMax
					? t`Collector number must be at most ${collectorNumberMax} characters long.`
					: null,
			rarity: (value) =>
				value.trim().length > rarityMax ? t`Rarity must be at most ${rarityMax} characters long.` : null,
		},
	});
	const mutation = useCommandMutation('card-save', {
		mutationFn: (values: FormValues) => save(toCard(values)),
		changed: (card) => ({ card: card.id }),
		onSuccess: (card) => onSaved(card),
		onError: (error) => placeOnField(form, error),
	});
	return (
		<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
			<Stack>
				<FormAlert problem={formProblem(form, mutation.error)} />
				<Select
					label={t`Set`}
					placeholder={t`Search by code or name`}
					searchable
					required
					data={setOptions(sets.data ?? [])}
					nothingFoundMessage={t`No such set`}
					{...form.getInputProps('set')}
				/>
				<TextInput label={t`Name`} required data-autofocus {...form.getInputProps('name')} />
				<SimpleGrid cols={2}>
					<TextInput
						label={t`Collector number`}
						placeholder="125"
						{...form.getInputProps('collector_number')}
					/>
					<TextInput label={t`Rarity`} placeholder={t`Double Rare`} {...form.getInputProps('rarity')} />
				</SimpleGrid>
				<SegmentedControl
					aria-label={t({ message: 'Kind', context: 'single card or sealed product' })}
					data={[
						{ value: 'single', label: t`Single` },
						{ value: 'sealed', label: t`Sealed product` },
					]}
					{...form.getInputProps('kind')}
				/>
				<SimpleGrid cols={3}>
					<TextInput label={t`TCGplayer id`} {...form.getInputProps('tcgplayer_id')} />
					<TextInput label={t`Scryfall id`} {...form.getInputProps('scryfall_id')} />
					<TextInput label={t`Cardmarket id`} {...form.getInputProps('cardmarket_id')} />
				</SimpleGrid>
				<FormButtons submitLabel={submitLabel} pending={mutation.isPending} onCancel={onCancel} />
			</Stack>
		</form>
	);
}
