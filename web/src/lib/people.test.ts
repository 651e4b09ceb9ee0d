import { describe, expect, it } from 'vitest';
import { whoAndWhen } from './people.ts';

const when = (date: string) => date.slice(0, 10);

describe('whoAndWhen', () => {
	it('names the person by first and last name, else by email, then the time', () => {
		expect(
			whoAndWhen(
				{ first_name: 'Ada', last_name: 'Owner', email: 'ada@example.com' },
				'2026-11-24T10:00:00Z',
				when,
			),
		).toBe('Ada Owner · 2026-11-24');
		expect(
			whoAndWhen({ first_name: null, last_name: null, email: 'clerk@example.com' }, '2026-11-24T10:00:00Z', when),
		).toBe('clerk@example.com · 2026-11-24');
	});

	it('says only when for no one known, never "someone"', () => {
		expect(whoAndWhen(null, '2026-11-24T10:00:00Z', when)).toBe('2026-11-24');
	});
});
