import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A calendar day (2026-11-30), typed or picked in the browser's own date field: it writes the day
 * in the user's order (23.11.2026 in German) and hands over only a whole day, year first, so
 * nothing typed is rewritten into another day. A refusal (the server's, naming the field) is its
 * `error`, shown beside it with the day left as it was.
 */
export function DayField(props: Omit<TextInputProps, 'type'>) {
	return <TextInput type="date" w={160} {...props} />;
}
