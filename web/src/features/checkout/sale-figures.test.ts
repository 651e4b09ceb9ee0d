import { describe, expect, it } from 'vitest';
import { restoreCart, type CartLine } from './cart.ts';
import { EMPTY_SALE, type SaleInHand, type Tender } from './sale-in-hand.ts';
import { cashToTender, completeBlocker, creditToUse, saleFigures, tradeInTender } from './sale-figures.ts';

const staff = { taxRateBp: 825, staffDiscountCapPercent: 10, admin: false, currency: 'USD', creditSharePercent: 100 };
const robin = { id: 3, name: 'Robin', email: null, phone: null };
const line = (sku: number, unitPrice: number, quantity = 1, onHand = 10): CartLine => ({
	sku,
	name: `Card ${sku}`,
	details: 'OBF 125 · NM',
	unitPrice,
	onHand,
	quantity,
});

/** A sale of $20.00 (total $21.65 with 8.25 % tax) unless other lines are given. */
function sale(tender: Partial<Tender> = {}, more: Partial<SaleInHand> = {}, lines = [line(1, 2_000)]): SaleInHand {
	return { ...EMPTY_SALE, cart: restoreCart(lines, {}), tender: { ...EMPTY_SALE.tender, ...tender }, ...more };
}

function blocker(inHand: SaleInHand, { balance = null as number | null, counter = true, checking = false } = {}) {
	return completeBlocker(inHand, saleFigures(inHand, staff, balance), { counter, checking, currency: 'USD' });
}

describe('completeBlocker: a disabled Complete always says why', () => {
	it.each<[string, SaleInHand, string]>([
		['an empty cart', { ...EMPTY_SALE }, 'Add a card to the cart.'],
		[
			'a quantity that does not read',
			{ ...sale({ cash: '30' }), cart: restoreCart([line(1, 2_000)], { 1: 'two' }) },
			'Fix the quantity of Card 1.',
		],
		[
			'more copies than on hand',
			sale({ cash: '30' }, {}, [line(1, 2_000, 3, 1)]),
			'Only 1 of Card 1 on hand: lower its quantity.',
		],
		['a discount that does not read', sale({ cash: '30' }, { discount: '1.234' }), 'Fix the discount.'],
		['a discount over the staff cap', sale({ cash: '30' }, { discount: '5' }), 'Fix the discount.'],
		[
			'store credit that does not read',
			sale({ credit: 'abc', cash: '30' }, { customer: robin }),
			'Fix the store credit amount.',
		],
		['a card amount that does not read', sale({ card: '1,2,3' }), 'Fix the card amount.'],
		['a cash amount that does not read', sale({ cash: '$20' }), 'Fix the cash amount.'],
		[
			'card over the total',
			sale({ card: '30' }),
			'Card and store credit come to more than the total: lower one of them.',
		],
		['nothing tendered', sale(), 'Take payment: $21.65 to pay (F2 puts it in Cash).'],
		['cash short', sale({ cash: '18.65' }), 'Cash is short by $3.00.'],
		['card short', sale({ card: '20' }), 'Payment is short by $1.65.'],
	])('%s', (_what, inHand, reason) => {
		expect(blocker(inHand)).toBe(reason);
	});

	it('says more store credit than the customer has', () => {
		expect(blocker(sale({ credit: '16', cash: '10' }, { customer: robin }), { balance: 1_500 })).toBe(
			'Lower the store credit: Robin has less than that.',
		);
	});

	it('waits while a restored sale’s prices and stock are being checked', () => {
		expect(blocker(sale({ cash: '30' }), { checking: true })).toBe('Checking the prices and stock of this sale…');
	});

	it('lets a paid sale complete, and an online order be created unpaid', () => {
		expect(blocker(sale({ cash: '21.65' }))).toBeNull();
		expect(blocker(sale({ cash: '50' }))).toBeNull();
		expect(blocker(sale(), { counter: false })).toBeNull();
	});
});

describe('filling the tenders', () => {
	it('uses all store credit up to what card leaves to pay, and never more than the balance', () => {
		expect(creditToUse(saleFigures(sale({}, { customer: robin }), staff, 1_500), 1_500)).toBe(1_500);
		expect(creditToUse(saleFigures(sale({}, { customer: robin }), staff, 5_000), 5_000)).toBe(2_165);
		expect(creditToUse(saleFigures(sale({ card: '20' }, { customer: robin }), staff, 5_000), 5_000)).toBe(165);
		// Cash is filled last (F2): cash already typed does not shrink the credit used.
		expect(creditToUse(saleFigures(sale({ cash: '21.65' }, { customer: robin }), staff, 5_000), 5_000)).toBe(2_165);
	});

	it('puts what credit and card leave into cash (F2)', () => {
		expect(cashToTender(saleFigures(sale({ credit: '15', card: '5' }, { customer: robin }), staff, 1_500))).toBe(
			165,
		);
		expect(cashToTender(saleFigures(sale({ card: '30' }), staff, null))).toBe(0);
	});

	it('counts store credit only with a customer chosen', () => {
		expect(saleFigures(sale({ credit: '15' }), staff, null).amounts.credit).toBe(0);
	});
});

describe("the shop's share of a sale store credit may pay", () => {
	const halfCredit = { ...staff, creditSharePercent: 50 };
	it('says more credit than the share beside the field and holds the sale, as the server would refuse it', () => {
		const figures = saleFigures(sale({ credit: '10.83', cash: '10.82' }, { customer: robin }), halfCredit, 5_000);
		expect(figures.creditProblem).toBe('Store credit may pay at most 50 % of a sale: $10.82 of this one.');
		expect(
			completeBlocker(sale({ credit: '10.83', cash: '10.82' }, { customer: robin }), figures, {
				counter: true,
				checking: false,
				currency: 'USD',
			}),
		).toBe("Lower the store credit to the shop's share of the sale.");
	});

	it('uses credit only up to the share', () => {
		expect(creditToUse(saleFigures(sale({}, { customer: robin }), halfCredit, 5_000), 5_000)).toBe(1_082);
	});
});

describe('a trade-in’s credit paying towards the sale (one visit, one cart)', () => {
	const withRobin = (tender: Partial<Tender>) => sale(tender, { customer: robin, tradeIn: 12 });

	it('lets the sale spend the balance and the trade-in’s credit, and keeps what is left as credit', () => {
		const figures = saleFigures(withRobin({ credit: '21.65' }), staff, 500, 3_000);
		expect(figures.creditAvailable).toBe(3_500);
		expect(figures.creditProblem).toBeNull();
		expect(figures.creditLeft).toBe(1_335);
		expect(
			completeBlocker(withRobin({ credit: '21.65' }), figures, {
				counter: true,
				checking: false,
				currency: 'USD',
			}),
		).toBeNull();
	});

	it('uses all the credit there is up to the total, and the difference is paid by other tenders', () => {
		const figures = saleFigures(withRobin({}), staff, 0, 1_200);
		expect(creditToUse(figures, figures.creditAvailable!)).toBe(1_200);
		expect(cashToTender(saleFigures(withRobin({ credit: '12' }), staff, 0, 1_200))).toBe(965);
	});

	it('says more credit than the balance and the trade-in bring, naming the trade-in', () => {
		const figures = saleFigures(withRobin({ credit: '20' }), staff, 500, 1_000);
		expect(figures.creditProblem).toBe(
			'Robin has $15.00 of store credit with the trade-in, less than the $20.00 asked.',
		);
	});

	it('holds the shop’s share of the sale credit may pay, trade-in or not', () => {
		const figures = saleFigures(withRobin({ credit: '15' }), { ...staff, creditSharePercent: 50 }, 0, 5_000);
		expect(figures.creditProblem).toBe('Store credit may pay at most 50 % of a sale: $10.82 of this one.');
		expect(creditToUse(figures, figures.creditAvailable!)).toBe(1_082);
	});

	it('pays the sale with the trade-in first on F2: its credit, then the rest in cash', () => {
		// 2 000 with tax is 2 165: 648 of trade-in credit, 1 517 in cash.
		expect(tradeInTender(saleFigures(withRobin({}), staff, 900, 648), '')).toEqual({ credit: 648, cash: 1_517 });
		// A trade-in worth more than the sale pays all of it, within the shop's share; card first stays.
		expect(tradeInTender(saleFigures(withRobin({}), staff, 0, 5_000), '')).toEqual({ credit: 2_165, cash: 0 });
		expect(tradeInTender(saleFigures(withRobin({ card: '10' }), staff, 0, 5_000), '')).toEqual({
			credit: 1_165,
			cash: 0,
		});
		const half = { ...staff, creditSharePercent: 50 };
		expect(tradeInTender(saleFigures(withRobin({}), half, 0, 5_000), '')).toEqual({ credit: 1_082, cash: 1_083 });
	});

	it('leaves a store credit the clerk typed, and a sale with no trade-in credit, to F2 as before', () => {
		expect(tradeInTender(saleFigures(withRobin({ credit: '1' }), staff, 0, 648), '1')).toBeNull();
		expect(tradeInTender(saleFigures(withRobin({}), staff, 900, 0), '')).toBeNull();
		expect(tradeInTender(saleFigures(sale({}), staff, null, 648), '')).toBeNull();
	});

	it('knows no credit for a walk-in or while the balance is unknown', () => {
		expect(saleFigures(sale({}), staff, null, 1_000)).toMatchObject({ creditAvailable: null, creditLeft: null });
		expect(saleFigures(sale({}, { customer: robin }), staff, null, 1_000)).toMatchObject({
			creditAvailable: null,
			creditLeft: null,
		});
	});
});
