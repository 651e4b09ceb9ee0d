// The payload routes that move stock, sell, refund and adjust store credit: the first part of `PAYLOAD_ROUTES`.
import { randomUUID } from 'node:crypto';
import { CHECKOUT_LIMITS } from '@deckhand/contract/checkout/checkout-limits.ts';
import { CREDIT_LIMITS } from '@deckhand/contract/credit/credit-limits.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { choice, id, note, NOWHERE, whole } from './hostile-payload-fields.ts';
import type { PayloadRoute } from './hostile-payload-types.ts';

export const STOCK_SALE_PAYLOAD_ROUTES: PayloadRoute[] = [
	{
		method: 'POST',
		path: '/deckhand/stock/adjust',
		valid: (shop) => ({ params: {}, body: { sku: shop.sku, delta: 1, reason: 'count', note: 'Counted again' } }),
		fields: {
			sku: id(),
			delta: whole('integer', -LIMITS.movementDeltaMax, LIMITS.movementDeltaMax, { nonZero: true }),
			reason: choice(),
			note: note(LIMITS.noteMax),
		},
		others: (shop) => [{ label: 'a deleted SKU', set: { sku: shop.deletedSku } }],
		validAs: 'staff',
	},
	{
		method: 'POST',
		path: '/deckhand/stock/regrade',
		valid: (shop) => ({
			params: {},
			body: { sku: shop.sku, quantity: 1, to: { condition: 'LP' }, note: 'Edge wear' },
		}),
		fields: {
			sku: id(),
			quantity: whole('integer', 1, LIMITS.movementDeltaMax),
			to: { kind: 'object' },
			'to.condition': choice(),
			note: note(LIMITS.noteMax),
		},
		others: (shop) => [
			{ label: 'a deleted SKU', set: { sku: shop.deletedSku } },
			{ label: 'a card that does not exist', set: { to: { card: NOWHERE } } },
		],
		validAs: 'staff',
	},
	{
		method: 'POST',
		path: '/deckhand/checkout',
		valid: (shop) => ({
			params: {},
			body: {
				customer: shop.customer,
				channel: 'counter',
				lines: [{ sku: shop.sku, quantity: 1 }],
				payments: [{ method: 'cash', amount: 5_000 }],
				complete: true,
				till: shop.till,
				sale_key: randomUUID(),
			},
		}),
		fields: {
			customer: id({ optional: true }),
			channel: choice(),
			lines: { kind: 'list' },
			'lines[0].sku': id(),
			'lines[0].quantity': whole('integer', CHECKOUT_LIMITS.lineQuantityMin, CHECKOUT_LIMITS.lineQuantityMax),
			payments: { kind: 'list', optional: true },
			'payments[0].method': choice(),
			'payments[0].amount': whole('money', 1, CHECKOUT_LIMITS.paymentMax),
			complete: { kind: 'boolean', optional: true },
			till: id({ optional: true }),
			sale_key: choice({ optional: true }),
		},
		others: (shop) => [
			{ label: 'a deleted SKU', set: { 'lines[0].sku': shop.deletedSku } },
			{ label: 'a deleted customer', set: { customer: shop.deletedCustomer } },
			{ label: 'a retired till', set: { till: shop.retiredTill } },
			{ label: "another customer's trade-in", set: { trade_in: shop.otherBuylist } },
		],
		duplicates: (shop) => [
			{
				label: 'one SKU on two lines, more than its stock together',
				set: {
					lines: [
						{ sku: shop.sku, quantity: 3 },
						{ sku: shop.sku, quantity: 3 },
					],
				},
			},
			{
				label: 'one SKU on two lines of one copy each',
				set: {
					lines: [
						{ sku: shop.sku, quantity: 1 },
						{ sku: shop.sku, quantity: 1 },
					],
				},
			},
		],
		validAs: 'staff',
	},
	{
		method: 'POST',
		path: '/deckhand/orders/:id/transition',
		valid: (shop) => ({
			params: { id: shop.order },
			body: {
				to: 'refunded',
				note: 'Returned at the counter',
				restock: [{ line: shop.orderLine, quantity: 1 }],
				till: shop.till,
			},
		}),
		fields: {
			to: choice(),
			note: note(1_000),
			restock: { kind: 'list', optional: true },
			'restock[0].line': id(),
			'restock[0].quantity': whole('integer', 1, 1),
			till: id({ optional: true }),
		},
		others: (shop) => [
			{ label: "another order's line", set: { 'restock[0].line': shop.otherOrderLine } },
			{ label: 'an order that does not exist', params: { id: NOWHERE } },
			{ label: 'a retired till', set: { till: shop.retiredTill } },
		],
		duplicates: (shop) => [
			{
				label: 'one line restocked twice',
				set: {
					restock: [
						{ line: shop.orderLine, quantity: 1 },
						{ line: shop.orderLine, quantity: 1 },
					],
				},
			},
		],
		validAs: 'admin',
	},
	{
		method: 'POST',
		path: '/deckhand/orders/:id/refund',
		valid: (shop) => ({
			params: { id: shop.otherOrder },
			body: {
				to: 'cash',
				lines: [{ line: shop.otherOrderLine, quantity: 1, restock: true }],
				note: 'Returned at the counter',
				till: shop.till,
			},
		}),
		fields: {
			lines: { kind: 'list' },
			'lines[0].line': id(),
			'lines[0].quantity': whole('integer', 1, 1),
			'lines[0].restock': { kind: 'boolean' },
			to: choice(),
			note: note(1_000),
			till: id({ optional: true }),
		},
		others: (shop) => [
			{ label: "another order's line", set: { 'lines[0].line': shop.orderLine } },
			{ label: 'an order that does not exist', params: { id: NOWHERE } },
			{ label: 'a retired till', set: { till: shop.retiredTill } },
		],
		duplicates: (shop) => [
			{
				label: 'one line refunded twice',
				set: {
					lines: [
						{ line: shop.otherOrderLine, quantity: 1, restock: true },
						{ line: shop.otherOrderLine, quantity: 1, restock: true },
					],
				},
			},
		],
		validAs: 'admin',
	},

	{
		method: 'POST',
		path: '/deckhand/credit/adjust',
		valid: (shop) => ({ params: {}, body: { customer: shop.customer, amount: 500, note: 'Goodwill' } }),
		fields: {
			customer: id(),
			amount: whole('money', -CREDIT_LIMITS.adjustmentMax, CREDIT_LIMITS.adjustmentMax, { nonZero: true }),
			note: { kind: 'name', max: CREDIT_LIMITS.noteMax },
		},
		others: (shop) => [{ label: 'a deleted customer', set: { customer: shop.deletedCustomer } }],
		validAs: 'admin',
	},
];
