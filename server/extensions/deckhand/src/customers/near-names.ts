import { editDistanceWithin } from './edit-distance.ts';

/** The words of a name or a search, lower case and without accents ("José Núñez" → jose, nunez). */
export function foldedWords(text: string): string[] {
	// Most names are plain ASCII: decomposing them to drop accents they do not have is most of the cost.
	if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
	return (
		text
			.normalize('NFD')
			.replace(/\p{M}/gu, '')
			.toLowerCase()
			.match(/[\p{L}\p{N}]+/gu) ?? []
	);
}

/**
 * How many letters of a typed word may be wrong: none in a short one (three letters are
 * still being typed, and one change makes most of them another name), one up to seven
 * letters ("Jonh", "Smtih"), two in a longer one ("Kowalksy").
 */
export function typosAllowed(word: string): number {
	return word.length < 4 ? 0 : word.length < 8 ? 1 : 2;
}

/** Whether a search has a word long enough to be near a name without being found as typed. */
export const allowsTypos = (search: string): boolean => foldedWords(search).some((word) => typosAllowed(word) > 0);

/** At most this many near names are answered: a list to choose from, not the whole book of customers. */
export const NEAR_NAMES_MAX = 50;

export interface NamedRow {
	id: number;
	name: string | null;
}

/**
 * The customers whose name is near what was typed: each typed word is the start of a word of the
 * name or within its typos of one. Closest first (fewest letters wrong in all), then by id.
 */
export function nearNames(search: string, rows: readonly NamedRow[]): number[] {
	const typed = foldedWords(search).map(typedWord);
	const near: Array<{ id: number; distance: number }> = [];
	for (const row of rows) {
		const distance = nameDistance(typed, foldedWords(row.name ?? ''));
		if (distance !== null) near.push({ id: row.id, distance });
	}
	near.sort((a, b) => a.distance - b.distance || a.id - b.id);
	return near.slice(0, NEAR_NAMES_MAX).map(({ id }) => id);
}

interface TypedWord {
	allowed: number;
	/** Letters wrong between the typed word and a word of a name: 0 when it starts the word, `allowed + 1` when not near. */
	wrongIn: (word: string) => number;
}

/** A typed word, remembering how far it is from each word of a name seen: names share most of their words. */
function typedWord(typed: string): TypedWord {
	const allowed = typosAllowed(typed);
	const known = new Map<string, number>();
	return {
		allowed,
		wrongIn(word) {
			let wrong = known.get(word);
			if (wrong === undefined) {
				wrong = word.startsWith(typed) ? 0 : editDistanceWithin(typed, word, allowed);
				known.set(word, wrong);
			}
			return wrong;
		},
	};
}

/** Letters wrong in all when every typed word is near a word of the name, else null. */
function nameDistance(typed: readonly TypedWord[], words: readonly string[]): number | null {
	let distance = 0;
	for (const { allowed, wrongIn } of typed) {
		let least = allowed + 1;
		for (const word of words) least = Math.min(least, wrongIn(word));
		if (least > allowed) return null;
		distance += least;
	}
	return distance;
}
