import { formatDateTime } from './i18n/formats.ts';

/** A Directus user as lists show who did something. */
export interface Person {
	first_name: string | null;
	last_name: string | null;
	email: string;
}

/** "Sam Counter", or the email when the user has no name; `unknown` when there is no user (an online order, a deleted account). */
export function personName(person: Person | null | undefined, unknown = ''): string {
	return person ? [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email : unknown;
}

/** "Sam Counter · 23.11.2026, 21:57": who did something, and when, in the user's language; only when, for an account deleted since, never "someone". */
export function whoAndWhen(
	person: Person | null | undefined,
	date: string,
	when: (date: string) => string = formatDateTime,
): string {
	const name = personName(person);
	return name ? `${name} · ${when(date)}` : when(date);
}
