import { describe, expect, it } from 'vitest';
import { keptInWords } from './keep-catalogue-pictures.tsx';

describe('what keeping the pictures did, in words', () => {
	it('names what was kept, and only the failures and leftovers there are', () => {
		expect(keptInWords({ kept: 12, failed: 0, left: 0 })).toBe('12 pictures kept');
		expect(keptInWords({ kept: 1, failed: 2, left: 400 })).toBe(
			'1 picture kept, 2 could not be fetched, 400 left: keep again',
		);
	});
});
