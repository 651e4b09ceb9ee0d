import type { Reading } from './typed-number.ts';

/** A form rule from a reading: the reading's error, or none. For `useForm`'s `validate`. */
export const errorOf = <T>(reading: Reading<T>): string | null => (reading.ok ? null : reading.error);

/** The value of a reading the form has already validated; a reading that failed here is a mistake in the form. */
export function valueOf<T>(reading: Reading<T>): T {
	if (!reading.ok) throw new Error(`A field was sent that did not pass its own check: ${reading.error}`);
	return reading.value;
}
