import { describe, expect, it } from 'vitest';
import { withPhoneSearch } from './customer-rules.ts';

describe('withPhoneSearch', () => {
	it('turns a search that is a phone number into a match on its digits, within the caller’s own filter', () => {
		const own = { id: { _neq: 4 } };
		expect(withPhoneSearch({ search: '579.241.3116', filter: own, limit: 8 })).toEqual({
			limit: 8,
			filter: {
				_and: [
					own,
					{
						_or: [
							{ name: { _icontains: '579.241.3116' } },
							{ email: { _icontains: '579.241.3116' } },
							{ notes: { _icontains: '579.241.3116' } },
							{ phone_digits: { _contains: '5792413116' } },
						],
					},
				],
			},
		});
		const international = withPhoneSearch({ search: '+1 579 241 3116' }).filter as { _or: unknown[] };
		expect(international._or).toContainEqual({ phone_digits: { _ends_with: '5792413116' } });
	});

	it('leaves any other search, and a read without one, as sent', () => {
		for (const query of [{ search: 'Ada 2' }, { search: 'robin@example.com' }, { limit: 5 }, { search: null }])
			expect(withPhoneSearch(query)).toBe(query);
	});
});
