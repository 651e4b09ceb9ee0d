import { randomUUID } from 'node:crypto';
import { BUYLIST_LIMITS } from '@deckhand/contract/buylists/buylist-states.ts';
import { CHECKOUT_LIMITS } from '@deckhand/contract/checkout/checkout-limits.ts';
import { CREDIT_LIMITS } from '@deckhand/contract/credit/credit-limits.ts';
import { ID_MAX } from '@deckhand/contract/domain/ids.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { TILL_LIMITS } from '@deckhand/contract/tills/till-limits.ts';

/**
 * Each extension command that reads a JSON body, as data for the semantic hostile payloads
 * (`hostile-payloads.ts`): a request it accepts for the shop the test sets up, the kind and
 * bounds of each field, and the ids of other records that would fit where its own ids are.
 */
export type FieldKind =
	'id' | 'integer' | 'money' | 'enum' | 'text' | 'name' | 'secret' | 'boolean' | 'list' | 'object';

export interface Field {
	kind: FieldKind;
	/** Numbers: the least and the most the command takes; text: the most characters. */
	min?: number;
	max?: number;
	/** A number that may not be 0 though 0 lies within its bounds (a change of stock or credit). */
	nonZero?: boolean;
	/** May be left out or null. */
	optional?: boolean;
	/** May be null, not left out. */
	nullable?: boolean;
}

/** The records a test sets up for the payloads to name: every id real, so a payload let through would write. */
export interface PayloadShop {
	/** Priced, five in stock. */
	sku: number;
	/** The id of a SKU deleted again: it existed, no longer. */
	deletedSku: number;
	customer: number;
	otherCustomer: number;
	/** The id of a customer deleted again. */
	deletedCustomer: number;
	/** Open, with its session. */
	till: number;
	session: number;
	/** Another open till, with its session. */
	otherTill: number;
	otherSession: number;
	/** A till with no open session, to be opened. */
	closedTill: number;
	/** A till taken out of use. */
	retiredTill: number;
	/** A completed counter sale of one copy of `sku`, paid in cash at `till`, and its line. */
	order: number;
	orderLine: number;
	/** A line of another completed order. */
	otherOrderLine: number;
	/** A draft buylist of `customer` with one line, and another draft (of no customer) with a line of its own. */
	buylist: number;
	buylistLine: number;
	otherBuylist: number;
	otherBuylistLine: number;
	/** A pending price review, and one decided already. */
	review: number;
	decidedReview: number;
	/** A reprice run that changed a price, and a price change of the ledger. */
	run: string;
	priceChange: number;
	/** A staged import. */
	importJob: number;
	/** The clerk's password. */
	clerkPassword: string;
}

export type Role = 'anonymous' | 'staff' | 'admin';

/** A request that names records: its path parameters and the fields of its body it sets (dotted paths). */
export interface Variant {
	label: string;
	params?: Record<string, number>;
	set?: Record<string, unknown>;
}

export interface PayloadRoute {
	method: 'POST' | 'PATCH';
	/** As declared, `:name` a path parameter (as in `HOSTILE_ROUTES`). */
	path: string;
	/** A request the command accepts, for this shop. */
	valid: (shop: PayloadShop) => { params: Record<string, number>; body: Record<string, unknown> };
	/** Each field of the body by its dotted path (`lines[0].sku`), with its kind. */
	fields: Record<string, Field>;
	/** Ids that exist but belong elsewhere (or no longer exist) put where the valid request has its own. */
	others?: (shop: PayloadShop) => Variant[];
	/** The same line given twice where that matters: more than the stock, one line restocked twice. */
	duplicates?: (shop: PayloadShop) => Variant[];
	/** Who is sent the payloads (all three when not said). */
	roles?: Role[];
	/** Who may send the valid request to see it accepted once the payloads are refused; none when accepting it would change what other tests rely on. */
	validAs: Role | null;
}

const id = (extra: Partial<Field> = {}): Field => ({ kind: 'id', min: 1, max: ID_MAX, ...extra });
const whole = (kind: 'integer' | 'money', min: number, max: number, extra: Partial<Field> = {}): Field => ({
	kind,
	min,
	max,
	...extra,
});
const choice = (extra: Partial<Field> = {}): Field => ({ kind: 'enum', ...extra });
const note = (max: number): Field => ({ kind: 'text', max, optional: true });
const NOWHERE = 987_654_321;

/** Every extension command that reads a JSON body, in the order the test sends them (a later one may rely on an earlier one's valid request). */
export const PAYLOAD_ROUTES: PayloadRoute[] = [
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
	{
		method: 'POST',
		path: '/deckhand/views',
		valid: () => ({
			params: {},
			body: { list: 'inventory', name: 'Hostile shelf', state: { q: 'bolt' }, shared: false },
		}),
		// The state's own values are loose by design (text, numbers, yes/no, lists): the view store checks its keys and size.
		fields: {
			list: choice({ optional: true }),
			name: { kind: 'name', max: 60 },
			state: { kind: 'object' },
			shared: { kind: 'boolean', optional: true },
		},
		validAs: 'staff',
	},
	{
		method: 'POST',
		path: '/deckhand/buylists',
		valid: (shop) => ({ params: {}, body: { customer: shop.customer } }),
		fields: { customer: id({ optional: true }) },
		others: (shop) => [{ label: 'a deleted customer', set: { customer: shop.deletedCustomer } }],
		validAs: 'staff',
	},
	{
		method: 'PATCH',
		path: '/deckhand/buylists/:id',
		valid: (shop) => ({ params: { id: shop.buylist }, body: { customer: shop.otherCustomer } }),
		fields: { customer: id({ nullable: true }) },
		others: (shop) => [
			{ label: 'a deleted customer', set: { customer: shop.deletedCustomer } },
			{ label: 'a buylist that does not exist', params: { id: NOWHERE } },
		],
		validAs: 'staff',
	},
	{
		method: 'POST',
		path: '/deckhand/buylists/:id/lines',
		valid: (shop) => ({ params: { id: shop.buylist }, body: { sku: shop.sku, quantity: 1 } }),
		fields: { sku: id(), quantity: whole('integer', 1, BUYLIST_LIMITS.quantityMax) },
		others: (shop) => [
			{ label: 'a deleted SKU', set: { sku: shop.deletedSku } },
			{ label: 'a buylist that does not exist', params: { id: NOWHERE } },
		],
		validAs: 'staff',
	},
	{
		method: 'PATCH',
		path: '/deckhand/buylists/:id/lines/:line',
		valid: (shop) => ({
			params: { id: shop.buylist, line: shop.buylistLine },
			body: { condition: 'LP', quantity: 2 },
		}),
		fields: {
			condition: choice({ optional: true }),
			quantity: whole('integer', 1, BUYLIST_LIMITS.quantityMax, { optional: true }),
		},
		others: (shop) => [
			{ label: "another buylist's line", params: { id: shop.buylist, line: shop.otherBuylistLine } },
		],
		validAs: 'staff',
	},
	{
		method: 'POST',
		path: '/deckhand/buylists/:id/transition',
		valid: (shop) => ({
			params: { id: shop.buylist },
			body: { to: 'completed', payout: 'credit', note: 'Traded in' },
		}),
		fields: {
			to: choice(),
			payout: choice({ optional: true }),
			till: id({ optional: true }),
			note: note(BUYLIST_LIMITS.noteMax),
		},
		others: (shop) => [
			{ label: 'cash from a retired till', set: { payout: 'cash', till: shop.retiredTill } },
			{ label: 'a buylist that does not exist', params: { id: NOWHERE } },
		],
		// The owner: a clerk's completion above the staff buylist limit waits for approval instead.
		validAs: 'admin',
	},
	{
		method: 'POST',
		path: '/deckhand/imports/:id/plan',
		valid: (shop) => ({ params: { id: shop.importJob }, body: { quantities: 'add', createMissing: false } }),
		fields: { quantities: choice(), createMissing: { kind: 'boolean' } },
		others: () => [{ label: 'an import that does not exist', params: { id: NOWHERE } }],
		validAs: 'admin',
	},
	{
		method: 'POST',
		path: '/deckhand/tills/:till/open',
		valid: (shop) => ({ params: { till: shop.closedTill }, body: { float: 5_000 } }),
		fields: { float: whole('money', 0, TILL_LIMITS.cashMax) },
		others: (shop) => [
			{ label: 'a retired till', params: { till: shop.retiredTill } },
			{ label: 'a till open already', params: { till: shop.till } },
		],
		validAs: 'staff',
	},
	{
		method: 'POST',
		path: '/deckhand/tills/:till/sessions/:session/cash',
		valid: (shop) => ({
			params: { till: shop.till, session: shop.session },
			body: { kind: 'paid_in', amount: 500, reason: 'Change for the float' },
		}),
		fields: {
			kind: choice(),
			amount: whole('money', 1, TILL_LIMITS.cashMax),
			reason: { kind: 'name', max: TILL_LIMITS.reasonMax },
		},
		others: (shop) => [
			{ label: "another till's session", params: { till: shop.till, session: shop.otherSession } },
		],
		validAs: 'staff',
	},
	{
		method: 'POST',
		path: '/deckhand/tills/:till/sessions/:session/close',
		valid: (shop) => ({
			params: { till: shop.otherTill, session: shop.otherSession },
			body: { counted: 5_000, note: 'Counted twice' },
		}),
		fields: { counted: whole('money', 0, TILL_LIMITS.cashMax), note: note(TILL_LIMITS.noteMax) },
		others: (shop) => [
			{ label: "another till's session", params: { till: shop.otherTill, session: shop.session } },
		],
		validAs: 'staff',
	},
	{
		method: 'POST',
		path: '/deckhand/profile/password',
		valid: (shop) => ({
			params: {},
			body: { current_password: shop.clerkPassword, new_password: 'a new password of the clerk' },
		}),
		fields: { current_password: { kind: 'secret' }, new_password: { kind: 'name', max: 256 } },
		// The clerk's own password: the owner signs in with a static token, and accepting the change would lock the other test files out.
		roles: ['anonymous', 'staff'],
		validAs: null,
	},
];
