import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { CSSProperties } from 'react';

/**
 * A list's search box: it searches on Enter (not on every key, each search is a request), trimmed,
 * and an empty box clears the search. Keyed on the address, so going back shows the search that
 * list answers.
 */
export function SearchBox({
	name = 'q',
	value,
	onSearch,
	label,
	ariaLabel,
	placeholder,
	style,
	w,
	icon = true,
	disabled,
}: {
	name?: string;
	value: string | undefined;
	onSearch: (value: string | undefined) => void;
	label?: string;
	ariaLabel?: string;
	placeholder: string;
	/** The form's style: a width, or `flex: 1` to take the row's room. */
	style?: CSSProperties;
	/** The field's width. */
	w?: number;
	icon?: boolean;
	disabled?: boolean;
}) {
	return (
		<form
			style={style}
			onSubmit={(event) => {
				event.preventDefault();
				onSearch(String(new FormData(event.currentTarget).get(name) ?? '').trim() || undefined);
			}}
		>
			<TextInput
				key={value ?? ''}
				name={name}
				label={label}
				aria-label={ariaLabel}
				w={w}
				disabled={disabled}
				placeholder={placeholder}
				leftSection={icon ? <IconSearch size={16} /> : undefined}
				defaultValue={value ?? ''}
			/>
		</form>
	);
}
