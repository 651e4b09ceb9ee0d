/**
 * What the shop stores of a name or short text a person typed (docs/decisions/trust-at-the-edges.md, "Names are
 * stored clean"): no control character (Unicode Cc: NUL, tab, a line break in a name, C1), no
 * bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069: they turn a name
 * round on a receipt or a list), no zero-width space (U+200B) or byte-order mark (U+FEFF); the
 * joiners U+200C and U+200D stay (emoji and some scripts need them). A run of the controls that
 * separate words (tab, line breaks, form feed, U+0085) becomes one space, so a name pasted over two
 * lines keeps its words apart. Then NFC, then trimmed. A text of several lines (an address, a
 * receipt's footer, a note) keeps its line breaks, as \n. Through the API a text holding a
 * control character or direction override never gets here: it is refused first
 * (`domain/input.ts: textFault`); an imported file's cells are cleaned of them.
 */
const INVISIBLE = '\\u200B\\u202A-\\u202E\\u2066-\\u2069\\uFEFF';
const OTHER_CONTROLS = new RegExp(`[\\p{Cc}${INVISIBLE}]`, 'gu');
const BREAKS_IN_A_NAME = /[\t\n\v\f\r\u0085]+/g;
const BREAKS_IN_A_LINE = /[\t\v\f\u0085]+/g;

export function cleanText(value: string, { lines = false } = {}): string {
	const spaced = lines
		? value.replace(/\r\n?/g, '\n').replace(BREAKS_IN_A_LINE, ' ')
		: value.replace(BREAKS_IN_A_NAME, ' ');
	const kept = lines
		? spaced.replace(OTHER_CONTROLS, (found) => (found === '\n' ? found : ''))
		: spaced.replace(OTHER_CONTROLS, '');
	return kept.normalize('NFC').trim();
}
