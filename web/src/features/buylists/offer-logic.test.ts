import { describe, expect, it } from 'vitest';
import { buylistActions, copiesBought, notReadyReason, openDialog } from './buylist-actions.ts';
import { paidWords } from '../../lib/buylist-words.ts';
import { buylistRefusal } from './buylist-refusal.ts';
import type { BuylistLineView } from '@deckhand/contract/buylists/buylist-view.ts';
import { limitNotice, lineWhy, needsApproval } from './offer-words.ts';
import type { StaffLimitRule } from '@deckhand/contract/schema/choices.ts';

const line = (over: Partial<BuylistLineView> = {}): BuylistLineView => ({
	id: 1,
	card: {
		id: 9,
		name: 'Charizard ex',
		set_code: 'OBF',
		set_name: 'Obsidian Flames',
		collector_number: '125',
		image: null,
	},
	condition: 'NM',
	finish: 'normal',
	language: 'EN',
	quantity: 3,
	buy_quantity: 3,
	sku: null,
	held: 0,
	price_basis: 1_000,
	price_from: null,
	market: null,
	hot_percent: null,
	cash_unit: 500,
	credit_unit: 600,
	line_cash: 1_500,
	line_credit: 1_800,
	overridden: false,
	rule: null,
	offer_unit: null,
	line_total: null,
	...over,
});

describe('why a line takes fewer copies', () => {
	it('says the not-buying list, the buy limit with what the shop holds, and a missing price', () => {
		expect(lineWhy(line({ rule: 'not_buying', buy_quantity: 0 }), false)).toBe('Not buying this card.');
		expect(lineWhy(line({ rule: 'limit', held: 12, buy_quantity: 1 }), false)).toBe(
			'Buy limit: we hold 12, so we take 1.',
		);
		expect(lineWhy(line({ rule: 'limit', held: 1_200, buy_quantity: 0 }), false)).toBe(
			'Buy limit: we hold 1,200, so we take none.',
		);
	});

	it('says who sets a missing price: the owner, on the card page, never "an administrator" to the administrator', () => {
		const unpriced = line({ rule: 'no_price', cash_unit: null, credit_unit: null });
		expect(lineWhy(unpriced, false)).toBe(
			"No price to offer from: the owner sets the card's price on the card page.",
		);
		expect(lineWhy(unpriced, true)).toBe('No price in any condition to offer from.');
	});

	it('says nothing of a line taken whole, hot or set by hand', () => {
		expect(lineWhy(line(), true)).toBeNull();
		expect(lineWhy(line({ rule: 'hot', hot_percent: 20 }), true)).toBeNull();
		expect(
			lineWhy(line({ rule: 'no_price', cash_unit: 300, credit_unit: 400, overridden: true }), true),
		).toBeNull();
		// Its offer withheld from a clerk (a buylist closed before today): still a price set by hand.
		expect(
			lineWhy(line({ rule: 'no_price', cash_unit: null, credit_unit: null, overridden: true }), true),
		).toBeNull();
	});
});

describe('the staff limit, said before completing', () => {
	const view = (cash: StaffLimitRule | null, credit: StaffLimitRule | null) => ({
		staff_limit: 5_000,
		completion_held: { cash, credit },
	});
	it('says what the server says would be held, with the limit gone over, and nothing to an administrator', () => {
		expect(limitNotice(view(null, 'buylist'), 'USD')).toBe(
			'In store credit, above your limit of $50.00: an administrator approves it. In cash it is within your limits.',
		);
		expect(limitNotice(view('customer_day', 'customer_day'), 'USD')).toBe(
			'In cash or store credit, with what staff paid this customer today, above the limit of $50.00 per customer a day: an administrator approves it.',
		);
		expect(limitNotice(view(null, 'clerk_day'), 'USD')).toBe(
			'In store credit, with what you paid out today, above your daily limit: an administrator approves it. In cash it is within your limits.',
		);
		expect(limitNotice(view(null, null), 'USD')).toBeNull();
		expect(limitNotice({ staff_limit: 5_000, completion_held: null }, 'USD')).toBeNull();
	});

	it('knows which payout waits for approval', () => {
		expect([
			needsApproval(view(null, 'clerk_day'), 'cash'),
			needsApproval(view(null, 'clerk_day'), 'credit'),
			needsApproval({ completion_held: null }, 'credit'),
		]).toEqual([false, true, false]);
	});
});

describe('the copies bought', () => {
	it('counts the copies of lines with an offer, not the lines, and not a line with no price', () => {
		const lines = [
			line({ buy_quantity: 3 }),
			line({ id: 2, buy_quantity: 2, cash_unit: null, credit_unit: null, rule: 'no_price' }),
			line({ id: 3, buy_quantity: 4, rule: 'no_price', overridden: true }),
		];
		expect(copiesBought(lines)).toBe(7);
	});
});

describe("the buylist page's actions", () => {
	const labels = (actions: ReturnType<typeof buylistActions>) =>
		actions.map((action) => [action.label, action.disabledReason]);

	it('offers a draft, completes it at the counter, rejects or cancels it', () => {
		expect(labels(buylistActions({ status: 'draft', lines: [line()] }, false))).toEqual([
			['Offer', null],
			['Complete and pay…', null],
			['Reject', null],
			['Cancel buylist', null],
		]);
		expect(labels(buylistActions({ status: 'offered', lines: [line()] }, false)).map(([label]) => label)).toEqual([
			'Customer accepts',
			'Complete and pay…',
			'Reject',
			'Cancel buylist',
		]);
		// Accepted (a mail-in the customer said yes to): completing is what is left.
		expect(labels(buylistActions({ status: 'accepted', lines: [line()] }, false))[0]).toEqual(['Complete', null]);
		expect(buylistActions({ status: 'completed', lines: [line()] }, true)).toEqual([]);
	});

	it('offers no Complete on a trade-in taken at the till, which the sale completes; its dialog does not open', () => {
		const fromSale = buylistActions({ status: 'draft', lines: [line()] }, false, true);
		expect(fromSale.map((action) => action.to)).toEqual(['offered', 'rejected', 'cancelled']);
		expect(openDialog('complete', { status: 'draft', lines: [line()] }, false, undefined, true)).toBeNull();
		expect(openDialog('complete', { status: 'draft', lines: [line()] }, false, undefined, false)).toBe('complete');
		// An owner approving a trade-in held at the till still approves it here.
		expect(
			buylistActions({ status: 'awaiting_approval', lines: [line()] }, true, true).map((action) => action.to),
		).toContain('completed');
	});

	it('holds back offering and completing while nothing is bought or a line has no offer', () => {
		expect(notReadyReason({ lines: [] }, false)).toBe('Add a card the shop buys first.');
		expect(notReadyReason({ lines: [line({ rule: 'not_buying', buy_quantity: 0 })] }, false)).toBe(
			'Add a card the shop buys first.',
		);
		const unpriced = { lines: [line({ cash_unit: null, credit_unit: null, rule: 'no_price' })] };
		expect(notReadyReason(unpriced, false)).toBe(
			'Charizard ex has no price to offer from: the owner sets its price on the card page first.',
		);
		expect(notReadyReason(unpriced, true)).toBe(
			"Charizard ex has no price to offer from: set a price for it on the card page, or the line's offer.",
		);
		// A line the shop does not take needs no offer.
		expect(
			notReadyReason(
				{
					lines: [
						line(),
						line({ id: 2, cash_unit: null, credit_unit: null, buy_quantity: 0, rule: 'not_buying' }),
					],
				},
				false,
			),
		).toBeNull();
	});

	it('lets only an administrator approve a buylist waiting for approval', () => {
		const waiting = { status: 'awaiting_approval' as const, lines: [line()] };
		expect(labels(buylistActions(waiting, true))[0]).toEqual(['Approve and complete', null]);
		expect(labels(buylistActions(waiting, false))[0]).toEqual([
			'Approve and complete',
			'Only an administrator can approve a buylist above the staff limit.',
		]);
		expect(openDialog('approve', waiting, false, undefined)).toBeNull();
		expect(openDialog('approve', waiting, true, undefined)).toBe('approve');
	});

	it('opens an override only for an administrator, on a line of a buylist still open', () => {
		const draft = { status: 'draft' as const, lines: [line()] };
		expect(openDialog('override', draft, true, 1)).toBe('override');
		expect(openDialog('override', draft, true, 2)).toBeNull();
		expect(openDialog('override', draft, false, 1)).toBeNull();
		expect(openDialog('override', { ...draft, status: 'accepted' }, true, 1)).toBeNull();
		expect(openDialog('complete', { status: 'accepted', lines: [] }, true, undefined)).toBeNull();
	});
});

describe('a refused buylist command, placed', () => {
	const refused = (code: string, message: string, extensions: object = {}) => ({
		errors: [{ message, extensions: { code, ...extensions } }],
		response: { status: 422 },
	});
	const lines = [line({ id: 11 }), line({ id: 12 }), line({ id: 13 })];

	it('says the staff limit with the approval queue, in the payout asked for', () => {
		const refusal = buylistRefusal(
			refused('BUYLIST_LIMIT_EXCEEDED', 'Above the staff limit.', {
				limit: 5_000,
				total: 5_500,
				payout: 'credit',
			}),
			lines,
			'USD',
		);
		expect(refusal.place).toEqual({ at: 'limit' });
		expect(refusal.message).toBe(
			"$55.00 in store credit is above your limit of $50.00. Nothing was paid: the buylist now waits for an administrator's approval, in the buylists list under “Awaiting approval”.",
		);
	});

	it("puts a line's quantity refusal on that line, and the till and payout beside their fields", () => {
		expect(
			buylistRefusal(
				refused('VALIDATION_FAILED', 'We hold 12 of Charizard ex and buy 1 more.', {
					field: 'lines[2].quantity',
				}),
				lines,
				'USD',
			),
		).toMatchObject({
			place: { at: 'line', line: 13 },
			message: 'We hold 12 of Charizard ex and buy 1 more.',
		});
		expect(buylistRefusal(refused('TILL_NOT_OPEN', 'Till 1 is not open.'), lines, 'USD').place).toEqual({
			at: 'field',
			field: 'till',
		});
		expect(
			buylistRefusal(refused('VALIDATION_FAILED', 'Choose cash or credit.', { field: 'payout' }), lines, 'USD')
				.place,
		).toEqual({ at: 'field', field: 'payout' });
		expect(
			buylistRefusal(refused('VALIDATION_FAILED', 'Too high.', { field: 'offer.credit_unit' }), lines, 'USD')
				.place,
		).toEqual({ at: 'field', field: 'credit_unit' });
	});

	it('says a wrong state above the page', () => {
		expect(
			buylistRefusal(refused('INVALID_TRANSITION', 'A completed buylist cannot be offered.'), lines, 'USD'),
		).toMatchObject({ place: { at: 'page' }, message: 'A completed buylist cannot be offered.' });
	});
});

describe('what a buylist paid', () => {
	it('says the payout once completed or waiting for approval, nothing before', () => {
		expect(paidWords({ status: 'completed', payout_method: 'cash', total_offer: 1_250 }, 'USD')).toBe(
			'$12.50 in cash',
		);
		expect(paidWords({ status: 'awaiting_approval', payout_method: 'credit', total_offer: 9_000 }, 'USD')).toBe(
			'$90.00 in store credit, awaiting approval',
		);
		expect(paidWords({ status: 'offered', payout_method: null, total_offer: 0 }, 'USD')).toBe('');
	});
});
