// The payload routes that set, reprice, restore and review prices: the second part of `PAYLOAD_ROUTES`.
import { randomUUID } from 'node:crypto';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { choice, id, NOWHERE, whole } from './hostile-payload-fields.ts';
import type { PayloadRoute } from './hostile-payload-types.ts';

export const PRICE_PAYLOAD_ROUTES: PayloadRoute[] = [
	{
		method: 'POST',
		path: '/deckhand/prices/set',
		valid: (shop) => ({ params: {}, body: { sku: shop.sku, price: 1_200 } }),
		fields: { sku: id(), price: whole('money', 0, LIMITS.priceMax, { nullable: true }) },
		others: (shop) => [{ label: 'a deleted SKU', set: { sku: shop.deletedSku } }],
		validAs: 'admin',
	},
	{
		method: 'POST',
		path: '/deckhand/prices/reprice',
		valid: (shop) => ({
			params: {},
			body: {
				selection: { skus: [shop.sku] },
				rule: { kind: 'set', price: 1_500 },
				rounding: 'none',
				floor: 0,
				marginFloor: 10,
				reviewAbovePercent: 500,
				preview: false,
			},
		}),
		fields: {
			selection: { kind: 'object' },
			'selection.skus': { kind: 'list' },
			'selection.skus[0]': id(),
			rule: { kind: 'object' },
			'rule.kind': choice(),
			'rule.price': whole('money', 0, LIMITS.priceMax),
			rounding: choice({ optional: true }),
			floor: whole('money', 0, LIMITS.priceMax, { optional: true }),
			marginFloor: whole('integer', 0, LIMITS.marginFloorPercentMax, { optional: true }),
			reviewAbovePercent: whole('integer', 0, LIMITS.reviewAbovePercentMax, { optional: true }),
			preview: { kind: 'boolean', optional: true },
		},
		others: (shop) => [{ label: 'a deleted SKU', set: { 'selection.skus[0]': shop.deletedSku } }],
		validAs: 'admin',
	},
	{
		method: 'POST',
		path: '/deckhand/prices/restore',
		valid: (shop) => ({ params: {}, body: { change: shop.priceChange } }),
		fields: { change: id() },
		others: () => [{ label: 'a price change that does not exist', set: { change: NOWHERE } }],
		validAs: 'admin',
	},
	{
		method: 'POST',
		path: '/deckhand/prices/undo-run',
		valid: (shop) => ({ params: {}, body: { run: shop.run } }),
		fields: { run: choice() },
		others: () => [
			{ label: 'a run that does not exist', set: { run: randomUUID() } },
			{ label: 'the nil UUID', set: { run: '00000000-0000-0000-0000-000000000000' } },
		],
		validAs: 'admin',
	},
	{
		method: 'POST',
		path: '/deckhand/prices/reviews/decide',
		valid: (shop) => ({ params: {}, body: { ids: [shop.review], accept: false } }),
		fields: { ids: { kind: 'list' }, 'ids[0]': id(), accept: { kind: 'boolean' } },
		others: (shop) => [
			{ label: 'a review decided already', set: { ids: [shop.decidedReview] } },
			{ label: 'a review that does not exist', set: { ids: [NOWHERE] } },
		],
		validAs: 'admin',
	},
];
