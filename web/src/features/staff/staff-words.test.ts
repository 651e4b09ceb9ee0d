import { describe, expect, it } from 'vitest';
import { refusalWords, roleWords, staffName, statusWords } from './staff-words.ts';

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

	it('names the roles Deckhand makes as the shop does, and another role by its own name', () => {
		expect(roleWords({ name: 'Administrator' })).toBe('Owner');
		expect(roleWords({ name: 'User' })).toBe('Counter staff');
		expect(roleWords({ name: 'Bookkeeper' })).toBe('Bookkeeper');
		expect(roleWords(null)).toBe('');
	});

	it('says the seat limit in plain words, with the numbers', () => {
		expect(refusalWords({ rule: 'seat-limit', field: 'role', limit: 3, held: 4 })).toBe(
			'The shop has room for 3 owner accounts, and this would need 4: every active or invited owner counts, counter staff never do. Deactivate an owner or make them counter staff first.',
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
