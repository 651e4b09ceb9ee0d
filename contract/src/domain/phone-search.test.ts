import { describe, expect, it } from 'vitest';
import { phoneFilter } from './phone-search.ts';

/** Whether a stored phone's digits pass the filter, as the server would compare them. */
function matches(filter: Array<Record<string, unknown>> | null, stored: string): boolean {
	return (filter ?? []).some((condition) => {
		const { _contains, _ends_with } = condition['phone_digits'] as { _contains?: string; _ends_with?: string };
		return _contains !== undefined ? stored.includes(_contains) : stored.endsWith(_ends_with!);
	});
}

describe('phoneFilter', () => {
	it('finds the same customer however the number is written, with or without the country code', () => {
		for (const stored of ['5550102000', '15550102000']) {
			for (const typed of ['+1 (555) 010-2000', '555.010.2000', '5550102000', '(555) 010-2000', '010-2000'])
				expect(matches(phoneFilter(typed), stored), `${typed} finds ${stored}`).toBe(true);
		}
	});

	it('reads the country code off an international number, and finds the number stored with a trunk 0', () => {
		expect(matches(phoneFilter('+44 20 7946 0018'), '02079460018')).toBe(true);
		expect(matches(phoneFilter('0044 20 7946 0018'), '02079460018')).toBe(true);
		expect(matches(phoneFilter('+353 1 234 5678'), '012345678')).toBe(true);
		expect(matches(phoneFilter('+7 495 123 4567'), '84951234567')).toBe(true);
		expect(matches(phoneFilter('+1 (555) 010-2000'), '5550102001')).toBe(false);
	});

	it('is no phone search for fewer than 3 digits, or text that is mostly not digits', () => {
		expect([
			phoneFilter('55'),
			phoneFilter('Ada'),
			phoneFilter('Ada 2'),
			phoneFilter('Room 101'),
			phoneFilter('ada4@mail'),
		]).toEqual([null, null, null, null, null]);
		expect(phoneFilter('555')).toEqual([{ phone_digits: { _contains: '555' } }]);
	});
});
