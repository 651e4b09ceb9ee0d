/**
 * The notes and coins a drawer of the shop's currency holds, in minor units, largest first: what
 * the count at closing is counted by. A currency not listed is counted as one total.
 */
const DENOMINATIONS: Record<string, { notes: number[]; coins: number[] }> = {
	USD: { notes: [10_000, 5_000, 2_000, 1_000, 500, 100], coins: [25, 10, 5, 1] },
	CAD: { notes: [10_000, 5_000, 2_000, 1_000, 500], coins: [200, 100, 25, 10, 5] },
	EUR: { notes: [20_000, 10_000, 5_000, 2_000, 1_000, 500], coins: [200, 100, 50, 20, 10, 5, 2, 1] },
	GBP: { notes: [5_000, 2_000, 1_000, 500], coins: [200, 100, 50, 20, 10, 5, 2, 1] },
	CHF: { notes: [20_000, 10_000, 5_000, 2_000, 1_000], coins: [500, 200, 100, 50, 20, 10, 5] },
	JPY: { notes: [10_000, 5_000, 1_000], coins: [500, 100, 50, 10, 5, 1] },
};

export interface Denomination {
	value: number;
	kind: 'note' | 'coin';
}

/** The currency's notes, then its coins; none for a currency whose drawer Deckhand does not know. */
export function denominationsOf(currency: string): Denomination[] {
	const known = Object.hasOwn(DENOMINATIONS, currency) ? DENOMINATIONS[currency] : undefined;
	if (!known) return [];
	return [
		...known.notes.map((value): Denomination => ({ value, kind: 'note' })),
		...known.coins.map((value): Denomination => ({ value, kind: 'coin' })),
	];
}

/** The cash counted: each denomination's value times how many there are (a count not given is none). */
export const countedTotal = (counts: ReadonlyArray<{ value: number; count: number | null }>): number =>
	counts.reduce((total, { value, count }) => total + value * (count ?? 0), 0);
