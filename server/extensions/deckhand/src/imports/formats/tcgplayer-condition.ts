import type { Condition, Edition, Finish } from '@deckhand/contract/schema/choices.ts';
import type { ImportRow } from '@deckhand/contract/imports/import-row.ts';
import { US_SCALE } from './condition-scales.ts';
import { LANGUAGE_NAMES } from './languages.ts';
import { TCGPLAYER_EDITIONS, TCGPLAYER_FINISHES, TCGPLAYER_FOIL_BY_GAME, TCGPLAYER_SEALED } from './tcgplayer-words.ts';

export type ConditionParts = Pick<ImportRow, 'condition' | 'kind' | 'edition' | 'finish'> & { language: string | null };

/** Sealed product is listed "Unopened", and is new. */
const GRADES: ReadonlyArray<readonly [string, Condition, ImportRow['kind']]> = [
	...US_SCALE.map(([word, grade]) => [word, grade, 'single'] as const),
	[TCGPLAYER_SEALED, 'NM', 'sealed'],
];
/** The export's tables turned round (`tcgplayer-words.ts`), so what Deckhand writes it reads back. */
const EDITIONS = Object.entries(TCGPLAYER_EDITIONS).map(([edition, word]) => [word, edition as Edition] as const);
/** Pokémon's holofoil is Deckhand's foil; Magic's foil is written plainly; longer words first, so "Foil Etched" is not read as "Foil". */
const PRINTINGS: ReadonlyArray<readonly [string, Finish]> = [
	...Object.entries(TCGPLAYER_FINISHES).map(([finish, word]) => [word, finish as Finish] as const),
	...Object.values(TCGPLAYER_FOIL_BY_GAME).map((word) => [word, 'foil'] as const),
]
	.filter(([word]) => word !== '')
	.sort(([a], [b]) => b.length - a.length);
const known = (words: ReadonlyArray<readonly [string, ...unknown[]]>) => words.map(([word]) => word).join(', ');

/**
 * TCGplayer's Condition says a SKU's grade, then its edition and printing, then " - " and its
 * language when not English: "Near Mint", "Lightly Played Foil", "Near Mint 1st Edition Holofoil",
 * "Near Mint Reverse Holofoil", "Lightly Played - Japanese", "Unopened". The parts, or the
 * sentence refusing the word not known.
 */
export function readTcgplayerCondition(text: string): ConditionParts | { problem: string } {
	const dash = text.lastIndexOf(' - ');
	const head = (dash < 0 ? text : text.slice(0, dash)).trim();
	const languageName = dash < 0 ? null : text.slice(dash + 3).trim();
	const grade = takeWord(head, GRADES);
	if (!grade) return { problem: `Condition "${text}" is not a condition Deckhand knows (${known(GRADES)}).` };
	const edition = takeWord(grade.rest, EDITIONS);
	const afterEdition = edition?.rest ?? grade.rest;
	const printing = takeWord(afterEdition, PRINTINGS);
	const rest = printing?.rest ?? afterEdition;
	if (rest !== '')
		return {
			problem: `Condition "${text}": "${rest}" is not an edition or printing Deckhand knows (${known(EDITIONS)}; ${known(PRINTINGS)}).`,
		};
	const language = languageName === null ? null : (LANGUAGE_NAMES.words.get(languageName.toLowerCase()) ?? false);
	if (language === false)
		return {
			problem: `Condition "${text}": "${languageName}" is not a language Deckhand knows (${LANGUAGE_NAMES.known.join(', ')}).`,
		};
	const [, condition, kind] = grade.entry;
	return { condition, kind, edition: edition?.entry[1] ?? null, finish: printing?.entry[1] ?? 'normal', language };
}

/** The entry whose word starts `text` (a whole word, any case), and the text after it. */
function takeWord<Entry extends readonly [string, ...unknown[]]>(
	text: string,
	entries: readonly Entry[],
): { entry: Entry; rest: string } | null {
	const lower = text.toLowerCase();
	for (const entry of entries) {
		const word = entry[0].toLowerCase();
		if (lower === word || lower.startsWith(`${word} `)) return { entry, rest: text.slice(word.length).trim() };
	}
	return null;
}
