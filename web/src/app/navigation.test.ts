import { describe, expect, it } from 'vitest';
import { isCurrent } from './navigation.ts';

describe('isCurrent', () => {
	it('marks an entry on its screen and the screens under it, by whole segments', () => {
		expect(isCurrent('/catalog', '/catalog')).toBe(true);
		expect(isCurrent('/catalog', '/catalog/cards/1')).toBe(true);
		expect(isCurrent('/catalog', '/catalogue-sources')).toBe(false);
		expect(isCurrent('/catalogue-sources', '/catalogue-sources')).toBe(true);
	});

	it('marks Home on itself alone', () => {
		expect(isCurrent('/', '/')).toBe(true);
		expect(isCurrent('/', '/orders')).toBe(false);
	});
});
