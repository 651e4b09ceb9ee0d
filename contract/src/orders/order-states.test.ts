import { describe, expect, it } from 'vitest';
import {
	allowedTransitions,
	canTransition,
	ORDER_STATUSES,
	refusalSentence,
	type OrderStatus,
} from './order-states.ts';

/** PRODUCT.md §4, written out pair by pair: every other pair is refused. */
const ALLOWED = new Set([
	'open→paid',
	'open→cancelled',
	'paid→shipped',
	'paid→completed',
	'paid→cancelled',
	'shipped→completed',
	'completed→refunded',
]);
const PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]));

describe('order transitions', () => {
	it.each(PAIRS)('%s → %s follows PRODUCT.md §4', (from, to) => {
		expect(canTransition(from, to)).toBe(ALLOWED.has(`${from}→${to}`));
	});

	it('lets staff make every allowed change but a refund', () => {
		expect(allowedTransitions('paid', false)).toEqual(['shipped', 'completed', 'cancelled']);
		expect(allowedTransitions('completed', false)).toEqual([]);
		expect(allowedTransitions('completed', true)).toEqual(['refunded']);
	});

	it('says a refusal as a clerk would, naming both states', () => {
		expect(refusalSentence('cancelled', 'shipped')).toBe(
			'A cancelled order cannot be shipped. Nothing more can be done with it.',
		);
		expect(refusalSentence('open', 'shipped')).toBe(
			'An open order cannot be shipped. It can only be marked paid or cancelled.',
		);
		expect(refusalSentence('shipped', 'shipped')).toBe('The order is already shipped.');
	});
});
