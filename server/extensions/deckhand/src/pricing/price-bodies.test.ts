import { describe, expect, it } from 'vitest';
import { PRICE_EDIT, PRICE_RESTORE, UNDO_RUN } from '@deckhand/contract/pricing/price-commands.ts';
import { REVIEW_DECISION } from '@deckhand/contract/pricing/review-decisions.ts';
import { parseBody } from '../domain/request-body.ts';
import { parseRepriceRequest } from './reprice-input.ts';
import { refusalOf } from '../../../../../tests/harness/refusal-of.ts';

describe('the bodies of the price commands', () => {
	it('takes a price or none, a price change, a run', () => {
		expect(parseBody(PRICE_EDIT, { sku: 3, price: null })).toEqual({ sku: 3, price: null });
		expect(parseBody(PRICE_RESTORE, { change: 9 })).toEqual({ change: 9 });
		const run = '0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40';
		expect(parseBody(UNDO_RUN, { run })).toEqual({ run });
	});

	const ID = { min: 1, max: 2_147_483_647 };
	it.each([
		['price edit', PRICE_EDIT, { price: 100 }, 'sku', ID],
		['price edit', PRICE_EDIT, { sku: 1, price: '100' }, 'price', { min: 0, max: 10_000_000 }],
		['price edit', PRICE_EDIT, { sku: 1 }, 'price', { min: 0, max: 10_000_000 }],
		['restore', PRICE_RESTORE, {}, 'change', ID],
		['undo', UNDO_RUN, { run: "' or 1=1 --" }, 'run', {}],
		['decision', REVIEW_DECISION, { ids: [], accept: true }, 'ids', { min: 1, max: 500 }],
		['decision', REVIEW_DECISION, { ids: ['1'], accept: true }, 'ids', { min: 1, max: 500 }],
		['decision', REVIEW_DECISION, { ids: 1, accept: true }, 'ids', { min: 1, max: 500 }],
		['decision', REVIEW_DECISION, { ids: [1], accept: 'yes' }, 'accept', {}],
	] as const)('refuses the %s %j on %s', (_, schema, body, field, bounds) => {
		expect(refusalOf(() => parseBody(schema, body))).toEqual({ field, ...bounds });
	});

	it('decides each review once, in id order', () => {
		expect(parseBody(REVIEW_DECISION, { ids: [5, 2, 5], accept: false })).toEqual({ ids: [2, 5], accept: false });
	});
});

describe('the body of a reprice', () => {
	const skus = { selection: { skus: [3, 1, 3] } };

	it('fills what is left out: no rounding, no floor, a week of market prices, every move applied, a preview', () => {
		expect(parseRepriceRequest({ ...skus, rule: { kind: 'condition' } })).toEqual({
			selection: { skus: [3, 1] },
			rule: { kind: 'condition' },
			rounding: 'none',
			floors: { fixed: 0, marginPercent: null },
			staleDays: 7,
			reviewAbovePercent: null,
			preview: true,
		});
	});

	it.each([
		[{ ...skus, rule: { kind: 'percent', percent: 0 } }, 'rule.percent', { min: -100, max: 1_000 }],
		[{ ...skus, rule: { kind: 'market', percent: 0 } }, 'rule.percent', { min: 1, max: 1_000 }],
		[{ ...skus, rule: { kind: 'set', price: -1 } }, 'rule.price', { min: 0, max: 10_000_000 }],
		[{ ...skus, rule: { kind: 'double' } }, 'rule.kind', {}],
		[{ ...skus, rule: { kind: 'set', price: 1, colour: 'red' } }, 'rule.colour', {}],
		[{ ...skus, rule: { kind: 'condition' }, staleDays: 0 }, 'staleDays', { min: 1, max: 365 }],
		[{ ...skus, rule: { kind: 'condition' }, rounding: 'up' }, 'rounding', {}],
		[{ selection: {}, rule: { kind: 'condition' } }, 'selection', {}],
		[{ selection: { skus: [] }, rule: { kind: 'condition' } }, 'selection.skus', { min: 1, max: 5_000 }],
		[{ selection: { filter: {}, ids: [1] }, rule: { kind: 'condition' } }, 'selection.ids', {}],
	])('refuses %j on %s', (body, field, bounds) => {
		expect(refusalOf(() => parseRepriceRequest(body))).toEqual({ field, ...bounds });
	});
});
