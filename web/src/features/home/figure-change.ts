/** Which way a figure moved from the previous period to this one. */
export type Direction = 'up' | 'down' | 'same';

export interface Change {
	direction: Direction;
	/** The change as a share of the previous figure (0.125 for 12.5 % up); null where no share is told (see below). */
	ratio: number | null;
	/** The size of the change (current − previous, without its sign), said instead of a share where there is none. */
	amount: number;
}

/**
 * The largest share a change is told as: past it the figure more than tripled, and a percentage
 * only says how small the previous figure was ("Up 1 118.7 %" on a $5.82 day). The amount is
 * said instead ("Up $65.10").
 */
export const LARGEST_TOLD_RATIO = 2;

/**
 * The change from `previous` to `current`, or null when either is missing (an average order value
 * of a period without orders): there is nothing to compare. A move from 0, or one past
 * `LARGEST_TOLD_RATIO`, has a direction and an amount but no percentage: never an infinite or
 * meaningless one.
 */
export function changeBetween(current: number | null | undefined, previous: number | null | undefined): Change | null {
	if (current == null || previous == null) return null;
	if (current === previous) return { direction: 'same', ratio: 0, amount: 0 };
	const direction = current > previous ? 'up' : 'down';
	const amount = Math.abs(current - previous);
	const ratio = previous === 0 ? null : amount / Math.abs(previous);
	return { direction, ratio: ratio !== null && ratio <= LARGEST_TOLD_RATIO ? ratio : null, amount };
}
