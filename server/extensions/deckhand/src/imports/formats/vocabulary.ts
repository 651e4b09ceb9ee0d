/**
 * The words a format writes for one of Deckhand's values (conditions, finishes, languages …),
 * read without regard to case. A word not in it is refused naming the column and the word,
 * listing the words known.
 */
export interface Vocabulary<T> {
	/** What a word names, with its article: "a condition", "a finish". */
	what: string;
	words: ReadonlyMap<string, T>;
	/** The words a refusal lists (the format's own spelling, synonyms left out). */
	known: readonly string[];
}

export function vocabulary<T>(
	what: string,
	entries: ReadonlyArray<readonly [string, T]>,
	known = entries.map(([word]) => word),
): Vocabulary<T> {
	return { what, words: new Map(entries.map(([word, value]) => [word.toLowerCase(), value])), known };
}

/** The value a word stands for, or the sentence refusing it. */
export function lookUp<T>(vocabulary: Vocabulary<T>, column: string, word: string): { value: T } | { problem: string } {
	const value = vocabulary.words.get(word.toLowerCase());
	return value === undefined
		? { problem: `${column} "${word}" is not ${vocabulary.what} Deckhand knows (${vocabulary.known.join(', ')}).` }
		: { value };
}
