import { describe, expect, it } from 'vitest';
import { readTurns } from './read-turns.ts';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('readTurns', () => {
	it('lets two run at once, the others waiting in order for a turn to be released', async () => {
		const take = readTurns(2);
		const started: number[] = [];
		const releases = new Map<number, () => void>();
		for (const n of [1, 2, 3, 4])
			void take().then((release) => {
				started.push(n);
				releases.set(n, release);
			});
		await settled();
		expect(started).toEqual([1, 2]);
		releases.get(2)!();
		releases.get(2)!(); // released once only
		await settled();
		expect(started).toEqual([1, 2, 3]);
		releases.get(1)!();
		releases.get(3)!();
		await settled();
		expect(started).toEqual([1, 2, 3, 4]);
		releases.get(4)!();
		const again = await take();
		const andAgain = await take();
		expect([again, andAgain]).toHaveLength(2);
	});
});
