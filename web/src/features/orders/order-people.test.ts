import { describe, expect, it } from 'vitest';
import { changedByLine, orderTakenLine } from './order-people.ts';

const when = (date: string) => date.slice(0, 10);
const owner = { first_name: 'Ada', last_name: 'Owner', email: 'ada@example.com' };
const nameless = { first_name: null, last_name: null, email: 'clerk@example.com' };

describe('who took an order and who changed it', () => {
	it('names the person by first and last name, else by email', () => {
		expect(orderTakenLine({ channel: 'counter', date_created: '2026-11-23T10:00:00Z', user_created: owner }, when)).toBe('Counter · 2026-11-23 · by Ada Owner');
		expect(changedByLine({ date_created: '2026-11-24T10:00:00Z', user_created: nameless }, when)).toBe('clerk@example.com · 2026-11-24');
	});

	it('says nothing about who when no one is known, never "someone"', () => {
		expect(orderTakenLine({ channel: 'online', date_created: '2026-11-23T10:00:00Z', user_created: null }, when)).toBe('Online · 2026-11-23');
		expect(changedByLine({ date_created: '2026-11-24T10:00:00Z', user_created: null }, when)).toBe('2026-11-24');
	});
});
