import type { RefusalPlace } from './buylist-refusal.ts';

/** Where a refused line is said in the form. */
export type IntakeField = 'card' | 'quantity' | 'language';
export type IntakeErrors = Partial<Record<IntakeField, string>>;

/** A refused add, said beside the field the server named (the box when it names none of the form's). */
export function intakeErrorFor(place: RefusalPlace, message: string): IntakeErrors {
	if (place.at === 'field' && (place.field === 'quantity' || place.field === 'language'))
		return { [place.field]: message };
	return { card: message };
}
