import { describe, expect, it } from 'vitest';
import { cashBlocker } from './till-drawer.tsx';

const cash = [{ method: 'cash' }];
const card = [{ method: 'card' }];

describe('cashBlocker', () => {
	it('lets a sale without cash through with no till, or a closed one', () => {
		expect(cashBlocker(card, { till: null, name: null, open: null })).toBeNull();
		expect(cashBlocker(card, { till: 1, name: 'Counter 1', open: false })).toBeNull();
	});

	it('asks for a till for cash, and for it to be open', () => {
		expect(cashBlocker(cash, { till: null, name: null, open: null })).toBe(
			"Cash needs an open till: choose this browser's till on the Tills screen and open it.",
		);
		expect(cashBlocker(cash, { till: 1, name: 'Counter 1', open: false })).toBe(
			'Cash needs an open till: open Counter 1 on the Tills screen first.',
		);
	});

	it('leaves it to the server while the till is unknown, and lets cash through an open till', () => {
		expect(cashBlocker(cash, { till: 1, name: null, open: null })).toBeNull();
		expect(cashBlocker(cash, { till: 1, name: 'Counter 1', open: true })).toBeNull();
	});
});
