import { Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFocusAfterPaint } from '../../../lib/use-focus-after-paint.ts';
import { gamesQuery, setsQuery, valuesInUseQuery } from './inventory-query.ts';
import type { Finish } from '@deckhand/contract/schema/choices.ts';
import { DEFAULT_COLUMNS, type InventorySearch } from './inventory-search.ts';
import { ColumnPicker } from './column-picker.tsx';

const FINISH_LABELS: Record<Finish, MessageDescriptor> = {
	normal: msg({ message: 'Normal', context: 'finish' }),
	foil: msg({ message: 'Foil', context: 'finish' }),
	reverse_holo: msg({ message: 'Reverse holo', context: 'finish' }),
	etched: msg({ message: 'Etched', context: 'finish' }),
};

/** A finish in the language spoken; one the dashboard has no word for is shown as stored. */
export const finishLabel = (finish: string) =>
	Object.hasOwn(FINISH_LABELS, finish) ? i18n._(FINISH_LABELS[finish as Finish]) : finish;

/** The finishes to choose from, in the language spoken. */
export const finishOptions = () =>
	(Object.keys(FINISH_LABELS) as Finish[]).map((finish) => ({ value: finish, label: i18n._(FINISH_LABELS[finish]) }));

type Change = (next: Partial<InventorySearch>) => void;

/**
 * The search box: words of a name, "SET NUMBER" or a barcode. Typing searches after a pause;
 * Enter searches at once, which is what a barcode scanner sends after the code.
 */
function SearchBox({ value, onSearch }: { value: string | undefined; onSearch: (q: string | undefined) => void }) {
	const { t } = useLingui();
	const [text, setText] = useState(value ?? '');
	const input = useRef<HTMLInputElement>(null);
	useFocusAfterPaint(input);
	// The address changed from elsewhere (a saved view, back and forward): show its search.
	const [shown, setShown] = useState(value);
	if (value !== shown) {
		setShown(value);
		setText(value ?? '');
	}
	useEffect(() => {
		if (text.trim() === (value ?? '')) return;
		const timer = setTimeout(() => onSearch(text.trim() || undefined), 300);
		return () => clearTimeout(timer);
	}, [text, value, onSearch]);
	return (
		<TextInput
			aria-label={t`Search the catalog`}
			placeholder={t`Name, set and number (OBF 125) or barcode`}
			leftSection={<IconSearch size={16} />}
			value={text}
			onChange={(event) => setText(event.currentTarget.value)}
			onKeyDown={(event) => {
				if (event.key === 'Enter') onSearch(text.trim() || undefined);
			}}
			w={360}
			ref={input}
		/>
	);
}

interface Choice {
	value: string;
	label: string;
	disabled?: boolean;
}

/**
 * A filter: "All" (no filter) first, then its choices; a value the choices lack (an old address)
 * is still shown. Filters are the browser's own selects: a row of the kit's searchable selects
 * cost the first paint of the inventory more than its 50 rows did (each a combobox with a
 * dropdown, its positioning and its scroll area), while a native select opens at once, takes
 * type-ahead, and is what a clerk's keyboard and a tablet already know.
 */
function FilterSelect({
	label,
	w,
	all,
	data,
	value,
	onChange,
	onWanted,
}: {
	label: string;
	w: number;
	all?: string;
	data: Choice[];
	value: string | undefined;
	onChange: (value: string | undefined) => void;
	onWanted?: () => void;
}) {
	const { t } = useLingui();
	const choices = value && !data.some((choice) => choice.value === value) ? [{ value, label: value }, ...data] : data;
	return (
		<NativeSelect
			label={label}
			w={w}
			data={[{ value: '', label: all ?? t({ message: 'All', context: 'no filter' }) }, ...choices]}
			value={value ?? ''}
			onChange={(event) => onChange(event.currentTarget.value || undefined)}
			onPointerEnter={onWanted}
			onFocus={onWanted}
		/>
	);
}

/**
 * A filter whose choices are the values in use (a GROUP BY over every card or SKU): asked for
 * when the pointer or the keyboard comes to it, so it never competes with the first page of the
 * inventory; an open list takes the values in as they arrive.
 */
function ValuesInUseFilter({
	field,
	label,
	w,
	value,
	onChange,
}: {
	field: 'rarity' | 'language';
	label: string;
	w: number;
	value: string | undefined;
	onChange: (value: string | undefined) => void;
}) {
	const { t } = useLingui();
	const [wanted, setWanted] = useState(false);
	const values = useQuery({ ...valuesInUseQuery(field), enabled: wanted });
	const data = values.data
		? values.data.map((v) => ({ value: v, label: v }))
		: values.isFetching
			? [{ value: 'loading', label: t`Loading…`, disabled: true }]
			: [];
	return (
		<FilterSelect
			label={label}
			w={w}
			data={data}
			value={value}
			onChange={onChange}
			onWanted={() => setWanted(true)}
		/>
	);
}

const CONDITION_OPTIONS = ['NM', 'LP', 'MP', 'HP', 'DMG'].map((condition) => ({ value: condition, label: condition }));
const STOCK_OPTIONS = [
	{ value: 'in', label: msg`In stock` },
	{ value: 'low', label: msg`Low stock` },
	{ value: 'out', label: msg`Out of stock` },
];
const KIND_OPTIONS = [
	{ value: 'single', label: msg({ message: 'Singles', context: 'kind of product' }) },
	{ value: 'sealed', label: msg({ message: 'Sealed', context: 'kind of product' }) },
];

/** The list's filters; of the whole catalogue's cards (`cardsOnly`) only the search, game and set, a SKU's being no card's. */
export function InventoryFilters({
	search,
	onChange,
	cardsOnly,
}: {
	search: InventorySearch;
	onChange: Change;
	cardsOnly: boolean;
}) {
	const { t } = useLingui();
	const games = useQuery(gamesQuery());
	const sets = useQuery(setsQuery(search.game));
	return (
		<Group align="end" gap="sm">
			<SearchBox value={search.q} onSearch={(q) => onChange({ q })} />
			<FilterSelect
				label={t`Game`}
				w={170}
				data={(games.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
				value={search.game ? String(search.game) : undefined}
				onChange={(value) => onChange({ game: value ? Number(value) : undefined, set: undefined })}
			/>
			<FilterSelect
				label={t`Set`}
				w={190}
				data={(sets.data ?? []).map((s) => ({ value: String(s.id), label: `${s.code} · ${s.name}` }))}
				value={search.set ? String(search.set) : undefined}
				onChange={(value) => onChange({ set: value ? Number(value) : undefined })}
			/>
			{cardsOnly ? null : <SkuFilters search={search} onChange={onChange} />}
		</Group>
	);
}

/** The filters of the shop's SKUs: the card's rarity and kind, and what only a SKU has. */
function SkuFilters({ search, onChange }: { search: InventorySearch; onChange: Change }) {
	const { t, i18n } = useLingui();
	const choose = (key: keyof InventorySearch) => (value: string | undefined) => onChange({ [key]: value });
	return (
		<>
			<ValuesInUseFilter
				field="rarity"
				label={t`Rarity`}
				w={150}
				value={search.rarity}
				onChange={choose('rarity')}
			/>
			<FilterSelect
				label={t`Kind`}
				w={120}
				data={KIND_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
				value={search.kind}
				onChange={choose('kind')}
			/>
			<FilterSelect
				label={t`Condition`}
				w={110}
				data={CONDITION_OPTIONS}
				value={search.condition}
				onChange={choose('condition')}
			/>
			<FilterSelect
				label={t`Finish`}
				w={140}
				data={finishOptions()}
				value={search.finish}
				onChange={choose('finish')}
			/>
			<ValuesInUseFilter
				field="language"
				label={t`Language`}
				w={100}
				value={search.language}
				onChange={choose('language')}
			/>
			<FilterSelect
				label={t`Stock`}
				w={120}
				all={t({ message: 'Any', context: 'no stock filter' })}
				data={STOCK_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
				value={search.stock}
				onChange={choose('stock')}
			/>
			<Checkbox
				label={t`Unpriced`}
				mb={8}
				checked={search.unpriced ?? false}
				onChange={(event) => onChange({ unpriced: event.currentTarget.checked || undefined })}
			/>
			<Checkbox
				label={t`Bought in, not shelved`}
				mb={8}
				checked={search.bought_in_waiting ?? false}
				onChange={(event) => onChange({ bought_in_waiting: event.currentTarget.checked || undefined })}
			/>
			<ColumnPicker columns={search.columns ?? DEFAULT_COLUMNS} onChange={(columns) => onChange({ columns })} />
		</>
	);
}
