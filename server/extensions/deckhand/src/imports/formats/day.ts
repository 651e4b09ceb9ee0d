/** A day as Deckhand's CSV writes it (the market price's date): `YYYY-MM-DD`, a calendar day in UTC. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** The earliest day a file may give: no market price Deckhand could have kept is older. */
export const EARLIEST_DAY = '2000-01-01';

/** The latest day a file may give: tomorrow in UTC, since it is already today somewhere in the world. */
export const latestDay = (now = Date.now()): string => new Date(now + DAY_MS).toISOString().slice(0, 10);

/** The day a cell gives (null when empty), or the sentence refusing it: not a calendar day written YYYY-MM-DD, too old, or later than today. */
export function readDay(column: string, text: string, latest: string): string | null | { problem: string } {
	if (text === '') return null;
	const ms = DAY.test(text) ? Date.parse(`${text}T00:00:00Z`) : Number.NaN;
	// Date.parse rolls 2026-02-30 over to March: a day that does not read back as written is none.
	if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text)
		return { problem: `${column} "${text}" is not a day written YYYY-MM-DD, such as 2026-11-24.` };
	if (text < EARLIEST_DAY)
		return { problem: `${column} "${text}" is before ${EARLIEST_DAY}, the earliest day Deckhand takes.` };
	if (text > latest) return { problem: `${column} "${text}" is later than today.` };
	return text;
}
