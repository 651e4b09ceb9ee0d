/** Which way a figure moved from the previous period to this one. */
export type Direction = 'up' | 'down' | 'same';

export interface Change {
	direction: Direction;
	/** The change as a share of the previous figure (0.125 for 12.5 % up); null when the previous figure was 0, where no share exists. */
	ratio: number | null;
}

/**
 * The change from `previous` to `current`, or null when either is missing (an average order value
 * of a period without orders): there is nothing to compare. A move from 0 has a direction but no
 * percentage: "up from none", never an infinite or made-up one.
 */
export function changeBetween(current: number | null | undefined, previous: number | null | undefined): Change | null {
	if (current == null || previous == null) return null;
	if (current === previous) return { direction: 'same', ratio: 0 };
	const direction = current > previous ? 'up' : 'down';
	return { direction, ratio: previous === 0 ? null : Math.abs(current - previous) / Math.abs(previous) };
}
