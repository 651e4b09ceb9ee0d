import { Select } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

interface Labelled {
	/** Shown above the field; a field in a row of labelled filters has one. */
	label?: string;
	/** Said to screen readers alone, where the field stands without a label. */
	ariaLabel?: string;
	w: number;
}

/** The words of `values`, translated where shown: the maps are built once, the language can change. */
function useOptions<T extends string>(values: readonly T[], words: Record<T, MessageDescriptor>) {
	const { i18n } = useLingui();
	return values.map((value) => ({ value, label: i18n._(words[value]) }));
}

/** A list's filter by one of a few values (a status, a kind): cleared, the list shows them all (`placeholder`). */
export function FilterSelect<T extends string>({
	label,
	ariaLabel,
	w,
	placeholder,
	values,
	words,
	value,
	onChange,
}: Labelled & {
	placeholder: string;
	values: readonly T[];
	words: Record<T, MessageDescriptor>;
	value: T | undefined;
	onChange: (value: T | undefined) => void;
}) {
	return (
		<Select
			label={label}
			aria-label={ariaLabel}
			w={w}
			clearable
			placeholder={placeholder}
			value={value ?? null}
			data={useOptions(values, words)}
			onChange={(chosen) => onChange((chosen ?? undefined) as T | undefined)}
		/>
	);
}

/** A list's order: one of its sorts, `fallback` when the address names none. */
export function SortSelect<T extends string>({
	label,
	ariaLabel,
	w,
	sorts,
	words,
	value,
	fallback,
	onChange,
}: Labelled & {
	sorts: readonly T[];
	words: Record<T, MessageDescriptor>;
	value: T | undefined;
	fallback: T;
	onChange: (value: T) => void;
}) {
	return (
		<Select
			label={label}
			aria-label={ariaLabel}
			w={w}
			allowDeselect={false}
			value={value ?? fallback}
			data={useOptions(sorts, words)}
			onChange={(chosen) => onChange((chosen ?? fallback) as T)}
		/>
	);
}
