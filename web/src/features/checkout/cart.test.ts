import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/en.po';
import { messages as german } from '../../locales/de.po';
import type { InventoryRow } from '@deckhand/contract/inventory/inventory-list.ts';
import {
	cartProblem,
	cartReducer,
	EMPTY_CART,
	restoreCart,
	type Cart,
	type CartAction,
	type CartLine,
} from './cart.ts';

function row(id: number, price: number | null, quantity: number, name = `Card ${id}`): InventoryRow {
	return {
		id,
		condition: 'NM',
		finish: id % 2 ? 'foil' : 'normal',
		language: 'EN',
		edition: null,
		price,
		quantity,
		bin: null,
		barcode: null,
		card: {
			id,
			name,
			collector_number: '125',
			rarity: null,
			kind: 'single',
			image: null,
			catalogue_picture: false,
		},
		set: { id: 1, code: 'OBF', name: 'Obsidian Flames' },
		game: { id: 1, name: 'Pokémon', code: 'PKM' },
	};
}

const run = (...actions: CartAction[]): Cart => actions.reduce(cartReducer, EMPTY_CART);

describe('cartReducer', () => {
	it('adds a scanned SKU as a line of one, selected, described by set, number, condition and finish', () => {
		const cart = run({ type: 'add', row: row(1, 499, 3, 'Charizard ex') });
		expect(cart.lines).toEqual([
			{ sku: 1, name: 'Charizard ex', details: 'OBF 125 · NM · foil', unitPrice: 499, onHand: 3, quantity: 1 },
		]);
		expect(cart.selected).toBe(1);
	});

	it('adds the same SKU again as one more copy on its line', () => {
		const cart = run(
			{ type: 'add', row: row(1, 499, 3) },
			{ type: 'add', row: row(2, 100, 5) },
			{ type: 'add', row: row(1, 499, 3) },
		);
		expect(cart.lines.map((l) => [l.sku, l.quantity])).toEqual([
			[1, 2],
			[2, 1],
		]);
		expect(cart.selected).toBe(1);
	});

	it('refuses an unpriced SKU and says why, adding nothing', () => {
		const cart = run({ type: 'add', row: row(2, null, 4, 'Pikachu') });
		expect(cart.lines).toEqual([]);
		expect(cart.notice).toBe(
			'Pikachu (OBF 125 · NM) has no price yet; an administrator must price it before it is sold.',
		);
	});

	it('takes a typed quantity as typed, or not at all, saying why on the line', () => {
		let cart = run(
			{ type: 'add', row: row(1, 499, 13, 'Charizard ex') },
			{ type: 'typeQuantity', sku: 1, text: '1000' },
		);
		expect(cart.lines[0]!.quantity, 'the line keeps what it held: nothing is charged for 1000 or 13').toBe(1);
		expect(cart.typed[1]).toEqual({ text: '1000', error: 'Quantity must be a whole number from 1 to 999.' });
		expect(cartProblem(cart), 'the Complete button says which line to fix').toBe(
			'Fix the quantity of Charizard ex.',
		);
		cart = cartReducer(cart, { type: 'typeQuantity', sku: 1, text: '14' });
		expect(cart.typed[1]).toEqual({ text: '14', error: 'Only 13 of Charizard ex on hand.' });
		for (const text of ['0', '1.5', '-2', ''])
			expect(cartReducer(cart, { type: 'typeQuantity', sku: 1, text }).typed[1]!.error).toBe(
				'Quantity must be a whole number from 1 to 999.',
			);
		cart = cartReducer(cart, { type: 'typeQuantity', sku: 1, text: '013' });
		expect([cart.lines[0]!.quantity, cart.typed[1], cartProblem(cart)]).toEqual([
			13,
			{ text: '013', error: null },
			null,
		]);
	});

	it('stops + and a second scan at what is on hand, saying so on the line', () => {
		let cart = run(
			{ type: 'add', row: row(1, 499, 2, 'Charizard ex') },
			{ type: 'step', by: 1 },
			{ type: 'step', by: 1 },
		);
		expect(cart.lines[0]!.quantity).toBe(2);
		expect(cart.problems[1]).toBe('Only 2 of Charizard ex on hand.');
		cart = cartReducer(cart, { type: 'add', row: row(1, 499, 1, 'Charizard ex') });
		expect(cart.lines[0]!.quantity).toBe(1);
		expect(cart.problems[1]).toBe('Only 1 of Charizard ex on hand.');
	});

	it('never lets a line hold more than 999, even with more on hand', () => {
		const cart = run(
			{ type: 'add', row: row(1, 5, 5_000) },
			{ type: 'typeQuantity', sku: 1, text: '999' },
			{ type: 'step', by: 1 },
		);
		expect(cart.lines[0]!.quantity).toBe(999);
		expect(cart.problems[1]).toBe('A line holds at most 999 copies.');
	});

	it('steps the selected line with + and −, and moves the selection with the arrows', () => {
		let cart = run(
			{ type: 'add', row: row(1, 499, 3) },
			{ type: 'add', row: row(2, 100, 5) },
			{ type: 'step', by: 1 },
			{ type: 'step', by: 1 },
		);
		expect(cart.lines.map((l) => l.quantity)).toEqual([1, 3]);
		cart = cartReducer(cart, { type: 'moveSelection', by: -1 });
		cart = [
			{ type: 'step', by: 1 } as const,
			{ type: 'step', by: -1 } as const,
			{ type: 'step', by: -1 } as const,
		].reduce(cartReducer, cart);
		expect(cart.selected).toBe(1);
		expect(cart.lines[0]!.quantity).toBe(1);
	});

	it('removes the selected line and selects its neighbour', () => {
		const cart = run(
			{ type: 'add', row: row(1, 499, 3) },
			{ type: 'add', row: row(2, 100, 5) },
			{ type: 'add', row: row(3, 100, 5) },
			{ type: 'select', sku: 2 },
			{ type: 'remove' },
		);
		expect(cart.lines.map((l) => l.sku)).toEqual([1, 3]);
		expect(cart.selected).toBe(3);
	});

	it('keeps the cart as it was when the server refuses a line, and says so on that line', () => {
		const before = run(
			{ type: 'add', row: row(1, 499, 3) },
			{ type: 'add', row: row(2, 100, 5) },
			{ type: 'typeQuantity', sku: 1, text: '3' },
		);
		const after = cartReducer(before, {
			type: 'refused',
			sku: 1,
			message: 'Only 1 of Card 1 (NM, foil) left.',
			available: 1,
		});
		expect(after.lines.map((l) => [l.sku, l.quantity])).toEqual([
			[1, 3],
			[2, 1],
		]);
		expect(after.problems[1]).toBe('Only 1 of Card 1 (NM, foil) left.');
		expect(after.lines[0]!.onHand).toBe(1);
		expect(cartProblem(after), 'retrying the same quantity would be refused again').toBe(
			'Only 1 of Card 1 on hand: lower its quantity.',
		);
	});
});

describe('a restored sale', () => {
	const kept = (
		sku: number,
		unitPrice: number,
		onHand: number,
		quantity: number,
		name = `Card ${sku}`,
	): CartLine => ({ sku, name, details: 'OBF 125 · NM', unitPrice, onHand, quantity });
	const refreshed = (
		cart: Cart,
		skus: Array<{ id: number; price: number | null; quantity: number }>,
		asked = cart.lines.map((line) => line.sku),
	) => cartReducer(cart, { type: 'refreshed', asked, skus, currency: 'USD' });

	it('comes back with its lines, the last one selected, each typed quantity read again as typed', () => {
		const cart = restoreCart([kept(1, 499, 3, 2), kept(2, 100, 9, 1)], { 2: '07', 1: 'x' });
		expect(cart.lines.map((line) => [line.sku, line.quantity])).toEqual([
			[1, 2],
			[2, 7],
		]);
		expect(cart.typed).toEqual({
			1: { text: 'x', error: 'Quantity must be a whole number from 1 to 999.' },
			2: { text: '07', error: null },
		});
		expect(cart.selected).toBe(2);
	});

	it('takes the price the server charges now and says it changed on the line, without holding the sale back', () => {
		const cart = refreshed(restoreCart([kept(1, 499, 3, 2, 'Charizard ex'), kept(2, 100, 5, 1)], {}), [
			{ id: 1, price: 549, quantity: 3 },
			{ id: 2, price: 100, quantity: 9 },
		]);
		expect(cart.lines.map((line) => [line.unitPrice, line.onHand, line.quantity])).toEqual([
			[549, 3, 2],
			[100, 9, 1],
		]);
		expect(cart.problems).toEqual({ 1: 'The price is now $5.49 (it was $4.99 when the sale was rung up).' });
		expect(cartProblem(cart)).toBeNull();
	});

	it('keeps its quantity when stock fell below it, as after a refusal: said on the line, and the sale waits until it is lowered', () => {
		let cart = refreshed(restoreCart([kept(1, 499, 3, 3, 'Charizard ex')], {}), [
			{ id: 1, price: 499, quantity: 1 },
		]);
		expect([cart.lines[0]!.quantity, cart.lines[0]!.onHand]).toEqual([3, 1]);
		expect(cart.problems[1]).toBe('Only 1 of Charizard ex on hand now.');
		expect(cartProblem(cart)).toBe('Only 1 of Charizard ex on hand: lower its quantity.');
		cart = cartReducer(cart, { type: 'typeQuantity', sku: 1, text: '1' });
		expect(cartProblem(cart)).toBeNull();
	});

	it('reads a typed quantity again against the stock there is now', () => {
		const cart = refreshed(restoreCart([kept(1, 499, 20, 12, 'Charizard ex')], { 1: '12' }), [
			{ id: 1, price: 499, quantity: 10 },
		]);
		expect(cart.typed[1]).toEqual({ text: '12', error: 'Only 10 of Charizard ex on hand.' });
		expect(cartProblem(cart)).toBe('Fix the quantity of Charizard ex.');
	});

	it('holds the sale back while a line has no price any more or is no longer in the catalog, until that line is removed', () => {
		let cart = refreshed(restoreCart([kept(1, 499, 3, 1, 'Charizard ex'), kept(2, 100, 5, 1, 'Pikachu')], {}), [
			{ id: 1, price: null, quantity: 3 },
		]);
		expect(cart.held).toEqual({
			1: 'Charizard ex (OBF 125 · NM) has no price now; remove its line, or ask an administrator to price it.',
			2: 'Pikachu (OBF 125 · NM) is no longer in the catalog; remove its line.',
		});
		expect(cartProblem(cart)).toBe(cart.held[1]);
		cart = cartReducer(cart, { type: 'remove', sku: 1 });
		cart = cartReducer(cart, { type: 'remove', sku: 2 });
		expect([cart.held, cartProblem(cart)]).toEqual([{}, null]);
	});

	it('leaves lines it did not ask about alone (scanned while the check was on its way)', () => {
		const cart = refreshed(restoreCart([kept(1, 499, 3, 1), kept(2, 100, 5, 1)], {}), [], [1]);
		expect(Object.keys(cart.held)).toEqual(['1']);
		expect(cart.lines[1]).toEqual(kept(2, 100, 5, 1));
	});
});

describe('in German', () => {
	afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

	it('says why a line holds the sale back in German, with money as German writes it', () => {
		i18n.loadAndActivate({ locale: 'de', messages: german });
		const line: CartLine = {
			sku: 1,
			name: 'Glurak ex',
			details: 'OBF 125 · NM',
			unitPrice: 499,
			onHand: 3,
			quantity: 3,
		};
		const cart = cartReducer(restoreCart([line], {}), {
			type: 'refreshed',
			asked: [1],
			skus: [{ id: 1, price: 549, quantity: 1 }],
			currency: 'USD',
		});
		expect(cart.problems[1]).toBe(
			'Der Preis ist jetzt 5,49\u00a0$ (beim Erfassen des Verkaufs war er 4,99\u00a0$). Von Glurak ex ist jetzt nur 1 vorrätig.',
		);
		expect(cartProblem(cart)).toBe('Von Glurak ex ist nur 1 vorrätig: Verringern Sie die Menge.');
		expect(cartReducer(cart, { type: 'typeQuantity', sku: 1, text: '2' }).typed[1]!.error).toBe(
			'Von Glurak ex ist nur 1 vorrätig.',
		);
	});
});
