import { describe, expect, it } from 'vitest';
import { orderTakenLine } from './order-people.ts';

const when = (date: string) => date.slice(0, 10);
const owner = { first_name: 'Ada', last_name: 'Owner', email: 'ada@example.com' };
const nameless = { first_name: null, last_name: null, email: 'clerk@example.com' };

describe('who took an order', () => {
	it('names the person by first and last name, else by email', () => {
		expect(
			orderTakenLine({ channel: 'counter', date_created: '2026-11-23T10:00:00Z', user_created: owner }, when),
		).toBe('Counter · 2026-11-23 · by Ada Owner');
		expect(
			orderTakenLine({ channel: 'phone', date_created: '2026-11-24T10:00:00Z', user_created: nameless }, when),
		).toBe('Phone · 2026-11-24 · by clerk@example.com');
	});

	it('says nothing about who when no one took it, never "someone"', () => {
		expect(
			orderTakenLine({ channel: 'online', date_created: '2026-11-23T10:00:00Z', user_created: null }, when),
		).toBe('Online · 2026-11-23');
	});
});
