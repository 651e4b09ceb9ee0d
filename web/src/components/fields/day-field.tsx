import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/** How long typing may pause inside a day before the day is handed over. */
const PAUSE_MS = 400;

type DayFieldProps = Omit<TextInputProps, 'type' | 'value' | 'defaultValue' | 'onChange'> & {
	/** The day chosen (2026-11-30), or '' for none. */
	value: string;
	/** Called with the day typed or picked ('' when cleared), once typing pauses or the field is left. */
	onDayChange: (day: string) => void;
};

/**
 * A calendar day (2026-11-30), typed or picked in the browser's own date field: it writes the day
 * in the user's order (23.11.2026 in German) and hands over only a whole day, year first, so
 * nothing typed is rewritten into another day. The field keeps what is typed: a day on its way
 * (year 0002 while 2026 is typed) is not handed over, and the day given back meanwhile never
 * overwrites it. A refusal (the server's, naming the field) is its `error`, shown beside it with
 * the day left as typed.
 */
export function DayField({ value, onDayChange, onBlur, ...props }: DayFieldProps) {
	const [text, setText] = useState(value);
	const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	const hand = (day: string) => {
		clearTimeout(pending.current);
		pending.current = undefined;
		if (day !== value) onDayChange(day);
	};
	// A day chosen elsewhere (the address, a default) shows, unless a typed one is still to be handed over.
	useEffect(() => {
		if (pending.current === undefined) setText(value);
	}, [value]);
	useEffect(() => () => clearTimeout(pending.current), []);
	return (
		<TextInput
			type="date"
			w={160}
			{...props}
			value={text}
			onChange={(event) => {
				const day = event.currentTarget.value;
				setText(day);
				clearTimeout(pending.current);
				pending.current = setTimeout(() => hand(day), PAUSE_MS);
			}}
			onBlur={(event) => {
				if (pending.current !== undefined) hand(text);
				onBlur?.(event);
			}}
		/>
	);
}
