import { TextInput, type TextInputProps } from '@mantine/core';
import { currencySymbol } from '../../lib/money.ts';

type FieldProps = Omit<TextInputProps, 'type' | 'inputMode'>;

/**
 * Number fields that keep exactly what was typed. They are text fields: a browser's or a
 * component's number input rewrites the text (drops a decimal mark, clamps to a bound, rounds to
 * a scale) and the form then sends the rewritten number. Here the text stays as typed, the form
 * reads it with `lib/fields/typed-number.ts`, and a value out of bounds or with too many decimals
 * is an error beside the field, in its own words, with nothing sent.
 */

/** Copies, quantities: whole numbers. `signed` when a minus sign is meaningful (a stock change). */
export function QuantityField({ signed = false, ...props }: FieldProps & { signed?: boolean }) {
	// A phone's numeric keypad has no minus sign: signed fields get the full keyboard.
	return <TextInput inputMode={signed ? 'text' : 'numeric'} autoComplete="off" spellCheck={false} {...props} />;
}

/** Money, typed in the shop currency's own units (dollars and cents, whole yen); the currency's symbol stands before it. */
export function MoneyField({
	currency,
	signed = false,
	...props
}: FieldProps & { currency: string; signed?: boolean }) {
	return (
		<TextInput
			inputMode={signed ? 'text' : 'decimal'}
			autoComplete="off"
			spellCheck={false}
			leftSection={currencySymbol(currency)}
			{...props}
		/>
	);
}

/** A percentage change, whole percent; the sign says up or down. */
export function PercentField(props: FieldProps) {
	return <TextInput inputMode="text" autoComplete="off" spellCheck={false} rightSection="%" {...props} />;
}
