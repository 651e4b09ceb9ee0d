import { Button, Checkbox, Group, Popover, Select, Stack, TextInput } from '@mantine/core';
import { IconColumns, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { gamesQuery, setsQuery, valuesInUseQuery } from './inventory-query.ts';
import { COLUMNS, DEFAULT_COLUMNS, type Column, type InventorySearch } from './inventory-search.ts';

export const COLUMN_LABELS: Record<Column, string> = {
	image: 'Image', name: 'Name', set: 'Set', number: 'Number', rarity: 'Rarity', condition: 'Condition',
	finish: 'Finish', language: 'Language', price: 'Price', quantity: 'On hand', bin: 'Bin',
};

export const FINISH_OPTIONS = [{ value: 'normal', label: 'Normal' }, { value: 'foil', label: 'Foil' }, { value: 'reverse_holo', label: 'Reverse holo' }, { value: 'etched', label: 'Etched' }];

type Change = (next: Partial<InventorySearch>) => void;

/**
 * The search box: words of a name, "SET NUMBER" or a barcode. Typing searches after a pause;
 * Enter searches at once, which is what a barcode scanner sends after the code.
 */
function SearchBox({ value, onSearch }: { value: string | undefined; onSearch: (q: string | undefined) => void }) {
	const [text, setText] = useState(value ?? '');
	// Focused once the page has painted: focusing during the first render forces an early layout.
	const input = useRef<HTMLInputElement>(null);
	useEffect(() => {
		const frame = requestAnimationFrame(() => input.current?.focus());
		return () => cancelAnimationFrame(frame);
	}, []);
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
			aria-label="Search the catalog"
			placeholder="Name, set and number (OBF 125) or barcode"
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

/**
 * A filter whose choices are the values in use (a GROUP BY over every card or SKU): asked for
 * only when its list is opened, so it never competes with the first page of the inventory.
 */
function ValuesInUseSelect({ field, label, w, value, onChange }: { field: 'rarity' | 'language'; label: string; w: number; value: string | undefined; onChange: (value: string | null) => void }) {
	const [opened, setOpened] = useState(false);
	const values = useQuery({ ...valuesInUseQuery(field), enabled: opened });
	const data = value && !values.data?.includes(value) ? [value, ...(values.data ?? [])] : (values.data ?? []);
	return (
		<Select label={label} placeholder="All" clearable searchable w={w} data={data} value={value ?? null} onChange={onChange} onDropdownOpen={() => setOpened(true)}
			nothingFoundMessage={values.isFetching ? 'Loading…' : 'None'} />
	);
}

/** Which columns the table shows, in the table's own order. */
function ColumnPicker({ columns, onChange }: { columns: Column[]; onChange: (columns: Column[]) => void }) {
	return (
		<Popover position="bottom-end" shadow="md">
			<Popover.Target>
				<Button variant="default" leftSection={<IconColumns size={16} />}>
					Columns
				</Button>
			</Popover.Target>
			<Popover.Dropdown>
				<Checkbox.Group label="Show columns" value={columns} onChange={(value) => onChange(COLUMNS.filter((column) => value.includes(column)))}>
					<Stack gap={6} mt="xs">
						{COLUMNS.map((column) => (
							<Checkbox key={column} value={column} label={COLUMN_LABELS[column]} />
						))}
					</Stack>
				</Checkbox.Group>
			</Popover.Dropdown>
		</Popover>
	);
}

export function InventoryFilters({ search, onChange }: { search: InventorySearch; onChange: Change }) {
	const games = useQuery(gamesQuery());
	const sets = useQuery(setsQuery(search.game));
	const choose = (key: keyof InventorySearch) => (value: string | null) => onChange({ [key]: value ?? undefined });
	return (
		<Group align="end" gap="sm">
			<SearchBox value={search.q} onSearch={(q) => onChange({ q })} />
			<Select label="Game" placeholder="All" clearable w={170} data={(games.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
				value={search.game ? String(search.game) : null} onChange={(value) => onChange({ game: value ? Number(value) : undefined, set: undefined })} />
			<Select label="Set" placeholder="All" clearable searchable w={190} data={(sets.data ?? []).map((s) => ({ value: String(s.id), label: `${s.code} · ${s.name}` }))}
				value={search.set ? String(search.set) : null} onChange={(value) => onChange({ set: value ? Number(value) : undefined })} />
			<ValuesInUseSelect field="rarity" label="Rarity" w={150} value={search.rarity} onChange={choose('rarity')} />
			<Select label="Condition" placeholder="All" clearable w={110} data={['NM', 'LP', 'MP', 'HP', 'DMG']} value={search.condition ?? null} onChange={choose('condition')} />
			<Select label="Finish" placeholder="All" clearable w={140} value={search.finish ?? null} onChange={choose('finish')}
				data={FINISH_OPTIONS} />
			<ValuesInUseSelect field="language" label="Language" w={100} value={search.language} onChange={choose('language')} />
			<Select label="Stock" placeholder="Any" clearable w={120} value={search.stock ?? null} onChange={choose('stock')}
				data={[{ value: 'in', label: 'In stock' }, { value: 'low', label: 'Low stock' }, { value: 'out', label: 'Out of stock' }]} />
			<Checkbox label="Unpriced" mb={8} checked={search.unpriced ?? false} onChange={(event) => onChange({ unpriced: event.currentTarget.checked || undefined })} />
			<ColumnPicker columns={search.columns ?? DEFAULT_COLUMNS} onChange={(columns) => onChange({ columns })} />
		</Group>
	);
}
