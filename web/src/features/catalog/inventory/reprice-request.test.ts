import { describe, expect, it } from 'vitest';
import { INITIAL_VALUES, readField, repriceBody, type RepriceValues } from './reprice-request.ts';

const market: RepriceValues = {
	...INITIAL_VALUES,
	kind: 'market',
	marketPercent: '90',
	floor: '2.50',
	marginFloor: '25',
	staleDays: '14',
	reviewAbove: '20',
};

describe('repriceBody', () => {
	it('sends the market rule with its floors, the age of a usable market price and the review threshold', () => {
		expect(repriceBody(market, 'USD', { q: 'pikachu' }, true)).toEqual({
			selection: { filter: { q: 'pikachu' } },
			rule: { kind: 'market', percent: 90 },
			rounding: 'none',
			floor: 250,
			marginFloor: 25,
			staleDays: 14,
			reviewAbovePercent: 20,
			preview: true,
		});
	});

	it('sends no margin floor and no review threshold when those fields are left empty, and no age for another rule', () => {
		const body = repriceBody({ ...INITIAL_VALUES, kind: 'percent', percent: '-5' }, 'USD', {}, false);
		expect(body).toEqual({
			selection: { filter: {} },
			rule: { kind: 'percent', percent: -5 },
			rounding: 'none',
			floor: 0,
			marginFloor: null,
			reviewAbovePercent: null,
			preview: false,
		});
	});

	it('refuses to build a request from a field that did not pass its check', () => {
		expect(() => repriceBody({ ...market, marketPercent: '0' }, 'USD', {}, true)).toThrow();
	});
});

describe('readField', () => {
	it.each([
		['marketPercent', '0', 'Share of market price must be a whole percentage from 1 % to 1,000 %.'],
		['marketPercent', '1001', 'Share of market price must be a whole percentage from 1 % to 1,000 %.'],
		['marketPercent', '', 'Share of market price must be a whole percentage from 1 % to 1,000 %.'],
		['marginFloor', '12.5', 'Minimum margin over cost must be a whole percentage from 0 % to 1,000 %.'],
		['staleDays', '0', 'Oldest market price (days) must be a whole number from 1 to 365.'],
		['staleDays', '1.5', 'Oldest market price (days) must be a whole number from 1 to 365.'],
		['reviewAbove', '-1', 'Review threshold must be a whole percentage from 0 % to 1,000 %.'],
	] as const)('refuses %s typed as %j, naming the field and its bounds', (field, text, error) => {
		expect(readField(field, { ...market, [field]: text }, 'USD')).toEqual({ ok: false, error });
	});

	it('reads the market fields as nothing when another rule is chosen', () => {
		expect(readField('marketPercent', { ...market, kind: 'set', marketPercent: 'x' }, 'USD')).toEqual({
			ok: true,
			value: null,
		});
		expect(readField('staleDays', { ...market, kind: 'percent', staleDays: '' }, 'USD')).toEqual({
			ok: true,
			value: null,
		});
	});
});
