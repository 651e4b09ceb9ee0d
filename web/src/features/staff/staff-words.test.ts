import { describe, expect, it } from 'vitest';
import { refusalWords, staffName, statusWords } from './staff-words.ts';

describe('the Staff screen’s words', () => {
	it('says a deactivated account as such, and a status it does not know as stored', () => {
		expect(statusWords('suspended')).toBe('Deactivated');
		expect(statusWords('invited')).toBe('Invited');
		expect(statusWords('mystery')).toBe('mystery');
	});

	it('names someone invited by their email until they have a name', () => {
		expect(staffName({ first_name: null, last_name: null, email: 'new@shop.example' })).toBe('new@shop.example');
		expect(staffName({ first_name: 'Sam', last_name: 'Counter', email: 'sam@shop.example' })).toBe('Sam Counter');
	});

	it('says the seat limit in plain words, with the numbers', () => {
		expect(refusalWords({ rule: 'seat-limit', field: 'role', limit: 3, held: 4 })).toBe(
			'Directus Core allows 3 seats, and this would need 4: every active or invited administrator takes one, staff never do. Deactivate an administrator or make them staff first.',
		);
		expect(
			refusalWords({
				rule: 'last-administrator',
				field: 'role',
				member: { id: 'a', email: 'owner@shop.example', role: 'r', status: 'active' },
			}),
		).toContain('owner@shop.example is the shop');
	});
});
