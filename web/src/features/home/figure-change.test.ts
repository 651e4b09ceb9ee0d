import { describe, expect, it } from 'vitest';
import { changeBetween } from './figure-change.ts';

describe('the change between two periods', () => {
	it('says up or down with the change as a share of the previous figure', () => {
		expect(changeBetween(1_125, 1_000)).toEqual({ direction: 'up', ratio: 0.125 });
		expect(changeBetween(750, 1_000)).toEqual({ direction: 'down', ratio: 0.25 });
	});

	it('says no change when the figures are equal, zero included', () => {
		expect(changeBetween(400, 400)).toEqual({ direction: 'same', ratio: 0 });
		expect(changeBetween(0, 0)).toEqual({ direction: 'same', ratio: 0 });
	});

	it('gives a move from or to nothing its direction, and a percentage only where one exists', () => {
		expect(changeBetween(500, 0)).toEqual({ direction: 'up', ratio: null });
		expect(changeBetween(0, 500)).toEqual({ direction: 'down', ratio: 1 });
	});

	it('measures against the size of a negative previous figure (a margin below cost)', () => {
		expect(changeBetween(-50, -100)).toEqual({ direction: 'up', ratio: 0.5 });
	});

	it('compares nothing when either figure is missing (no orders, no average)', () => {
		expect(changeBetween(null, 1_000)).toBeNull();
		expect(changeBetween(1_000, null)).toBeNull();
		expect(changeBetween(undefined, 0)).toBeNull();
	});
});
