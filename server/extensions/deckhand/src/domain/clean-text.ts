/**
 * What the shop stores of a name or short text a person typed (docs/decisions.md, "Names are
 * stored clean"): no control character (Unicode Cc: NUL, tab, a line break in a name, C1), no
 * bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069: they turn a name
 * round on a receipt or a list), no zero-width space (U+200B) or byte-order mark (U+FEFF); the
 * joiners U+200C and U+200D stay (emoji and some scripts need them). Then NFC, then trimmed.
 * A text of several lines (an address, a receipt's footer, a note) keeps its line breaks.
 */
const INVISIBLE = '\\u200B\\u202A-\\u202E\\u2066-\\u2069\\uFEFF';
const IN_A_LINE = new RegExp(`[\\p{Cc}${INVISIBLE}]`, 'gu');
const IN_LINES = new RegExp(`[^\\P{Cc}\\n]|[${INVISIBLE}]`, 'gu');

export function cleanText(value: string, { lines = false } = {}): string {
	const kept = lines ? value.replace(/\r\n?/g, '\n').replace(IN_LINES, '') : value.replace(IN_A_LINE, '');
	return kept.normalize('NFC').trim();
}
