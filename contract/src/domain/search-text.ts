/**
 * A card name as search sees it: accents and case removed, punctuation turned into spaces,
 * words separated by single spaces and a leading space, so that "word starts with x" is
 * `LIKE '% x%'` on every database. "Flabébé" → " flabebe", "Blue-Eyes White Dragon" →
 * " blue eyes white dragon".
 */
export function searchText(text: string): string {
	return ` ${searchWords(text).join(' ')}`;
}

/** The words of a search box entry, normalised the same way as the stored names. */
export function searchWords(text: string): string[] {
	return text
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean);
}
