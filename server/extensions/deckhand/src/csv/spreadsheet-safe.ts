/**
 * A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage
 * return before one) is written with a leading apostrophe, which spreadsheets show as text
 * (OWASP's advice on CSV injection). Deckhand's own import takes the apostrophe off again, so
 * an exported file comes back unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(text: string): string {
	return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text a neutralised cell stood for; any other cell as it is. */
export function restoreCell(text: string): string {
	return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
