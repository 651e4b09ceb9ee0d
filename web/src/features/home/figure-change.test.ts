import { describe, expect, it } from 'vitest';
import { changeBetween } from './figure-change.ts';

describe('the change between two periods', () => {
	it('says up or down with the change as a share of the previous figure', () => {
		expect(changeBetween(1_125, 1_000)).toEqual({ direction: 'up', ratio: 0.125, amount: 125 });
		expect(changeBetween(750, 1_000)).toEqual({ direction: 'down', ratio: 0.25, amount: 250 });
	});

	it('says no change when the figures are equal, zero included', () => {
		expect(changeBetween(400, 400)).toEqual({ direction: 'same', ratio: 0, amount: 0 });
		expect(changeBetween(0, 0)).toEqual({ direction: 'same', ratio: 0, amount: 0 });
	});

	it('gives a move from or to nothing its direction, and a percentage only where one exists', () => {
		expect(changeBetween(500, 0)).toEqual({ direction: 'up', ratio: null, amount: 500 });
		expect(changeBetween(0, 500)).toEqual({ direction: 'down', ratio: 1, amount: 500 });
	});

	it('tells a change up to tripling as a share, and one beyond it by its amount alone (a tiny base)', () => {
		expect(changeBetween(3_000, 1_000)).toEqual({ direction: 'up', ratio: 2, amount: 2_000 });
		expect(changeBetween(3_001, 1_000)).toEqual({ direction: 'up', ratio: null, amount: 2_001 });
		// The first week's "Up 1 118.7 %": $5.82 one day, $70.92 the next.
		expect(changeBetween(7_092, 582)).toEqual({ direction: 'up', ratio: null, amount: 6_510 });
	});

	it('measures against the size of a negative previous figure (a margin below cost)', () => {
		expect(changeBetween(-50, -100)).toEqual({ direction: 'up', ratio: 0.5, amount: 50 });
		expect(changeBetween(200, -100)).toEqual({ direction: 'up', ratio: null, amount: 300 });
	});

	it('compares nothing when either figure is missing (no orders, no average)', () => {
		expect(changeBetween(null, 1_000)).toBeNull();
		expect(changeBetween(1_000, null)).toBeNull();
		expect(changeBetween(undefined, 0)).toBeNull();
	});
});
