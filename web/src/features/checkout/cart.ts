import { plural, t } from '@lingui/core/macro';
import { CHECKOUT_LINE } from '@deckhand/contract/checkout/checkout-input.ts';
import { msg } from '@lingui/core/macro';
import type { InventoryRow } from '@deckhand/contract/inventory/inventory-list.ts';
import { boundsFrom } from '../../lib/fields/schema-bounds.ts';
import { readWhole } from '../../lib/fields/typed-number.ts';
import { formatMoney } from '../../lib/money.ts';
import { saleLineDetails } from '../../lib/sku-words.ts';

/** One line of the sale on the counter: a SKU, what the clerk reads about it, and how many. */
export interface CartLine {
	sku: number;
	name: string;
	/** "OBF 125 · NM · foil · JA": set, number, condition, finish and (if not English) language. */
	details: string;
	unitPrice: number;
	onHand: number;
	quantity: number;
}

export interface Cart {
	lines: CartLine[];
	/** The line the quantity keys act on: the last one added or clicked. */
	selected: number | null;
	/** Why a line is not as the clerk asked (stock bound, or the server's OUT_OF_STOCK), by SKU. */
	problems: Record<number, string>;
	/**
	 * A quantity as the clerk typed it, by SKU, shown exactly so, with the reason when it does not
	 * read as a quantity the line can hold; the sale cannot complete while one does not.
	 */
	typed: Record<number, { text: string; error: string | null }>;
	/**
	 * Lines the till cannot sell as they stand, with why, by SKU: a restored sale's SKU that has no
	 * price any more or is no longer in the catalog. The sale cannot complete while one is here.
	 */
	held: Record<number, string>;
	/** Why the last scan added nothing (e.g. an unpriced SKU), shown under the scan box. */
	notice: string | null;
}

/** A SKU as the server has it now, to bring a restored line up to date. */
export interface SkuNow {
	id: number;
	price: number | null;
	quantity: number;
}

export type CartAction =
	| { type: 'add'; row: InventoryRow }
	| { type: 'typeQuantity'; sku: number; text: string }
	| { type: 'step'; by: 1 | -1 }
	| { type: 'select'; sku: number }
	| { type: 'moveSelection'; by: 1 | -1 }
	| { type: 'remove'; sku?: number }
	| { type: 'refused'; sku: number; message: string; available?: number }
	| { type: 'refreshed'; asked: number[]; skus: SkuNow[]; currency: string }
	| { type: 'notice'; message: string | null };

export const EMPTY_CART: Cart = { lines: [], selected: null, problems: {}, typed: {}, held: {}, notice: null };

export function describeRow(row: InventoryRow): { name: string; details: string } {
	const details = saleLineDetails({
		setCode: row.set.code,
		collectorNumber: row.card.collector_number,
		condition: row.condition,
		finish: row.finish,
		language: row.language,
		kind: row.card.kind,
	});
	return { name: row.card.name, details };
}

/** The copies of one SKU a line may hold, as the checkout takes them. */
const QUANTITY = boundsFrom(CHECKOUT_LINE.shape.quantity);

/** The most of one SKU a line may hold: what is on hand, and never more than a line's bound. */
const bound = (line: CartLine) => Math.min(line.onHand, QUANTITY.max);

/** "Only 2 of Charizard ex on hand.": said on a line when stock is short, in the language spoken when it is said. */
function onlyOnHand(onHand: number, name: string): string {
	return plural(onHand, { one: `Only # of ${name} on hand.`, other: `Only # of ${name} on hand.` });
}

function tooMany(line: CartLine): string {
	if (bound(line) === line.onHand) return onlyOnHand(line.onHand, line.name);
	const most = QUANTITY.max;
	return plural(most, { one: 'A line holds at most # copy.', other: 'A line holds at most # copies.' });
}

/**
 * A key (+, −, another scan) moves a line's quantity within 1 … on hand, saying why when it stops
 * at the bound; it ends any typed text on that line.
 */
function withQuantity(cart: Cart, line: CartLine, wanted: number): Cart {
	const quantity = Math.max(QUANTITY.min, Math.min(wanted, bound(line)));
	const problems = { ...cart.problems };
	if (wanted > bound(line)) problems[line.sku] = tooMany(line);
	else delete problems[line.sku];
	const typed = { ...cart.typed };
	delete typed[line.sku];
	return { ...cart, lines: cart.lines.map((l) => (l.sku === line.sku ? { ...l, quantity } : l)), problems, typed };
}

/** A typed quantity is taken as typed, or not at all: never lowered to what the line can hold. */
function typedQuantity(cart: Cart, line: CartLine, text: string): Cart {
	const reading = readWhole(text, { label: msg`Quantity`, ...QUANTITY, required: true });
	const error = !reading.ok ? reading.error : reading.value! > line.onHand ? tooMany(line) : null;
	const problems = { ...cart.problems };
	delete problems[line.sku];
	const lines =
		error === null
			? cart.lines.map((l) =>
					l.sku === line.sku ? { ...l, quantity: reading.ok ? reading.value! : l.quantity } : l,
				)
			: cart.lines;
	return { ...cart, lines, problems, typed: { ...cart.typed, [line.sku]: { text, error } }, selected: line.sku };
}

/**
 * Why the sale cannot complete as the lines stand, in a sentence for the Complete button: a line
 * the till cannot sell, a typed quantity that does not read, or more copies than are on hand
 * (after the server said so, or when a restored sale finds less stock).
 */
export function cartProblem(cart: Cart): string | null {
	const held = Object.values(cart.held)[0];
	if (held) return held;
	const mistyped = cart.lines.find((line) => cart.typed[line.sku]?.error);
	if (mistyped) {
		const { name } = mistyped;
		return t`Fix the quantity of ${name}.`;
	}
	const short = cart.lines.find((line) => line.quantity > line.onHand);
	if (!short) return null;
	const { name, onHand } = short;
	return plural(onHand, {
		one: `Only # of ${name} on hand: lower its quantity.`,
		other: `Only # of ${name} on hand: lower its quantity.`,
	});
}

/** A sale put aside and brought back: its lines as they were, each typed quantity read again. */
export function restoreCart(lines: CartLine[], typed: Record<number, string>): Cart {
	const cart: Cart = { ...EMPTY_CART, lines, selected: lines.at(-1)?.sku ?? null };
	return lines.reduce(
		(restored, line) =>
			typed[line.sku] === undefined ? restored : typedQuantity(restored, line, typed[line.sku]!),
		cart,
	);
}

/**
 * A restored line brought up to what the server has now, handled as the live cart handles the
 * server's word: the quantity is never changed behind the clerk's back; a new price is taken
 * (the server charges it) and said on the line, less stock than the line holds is said and holds
 * the sale back, and a SKU that cannot be sold any more holds the sale until its line is removed.
 */
function refreshLine(cart: Cart, line: CartLine, now: SkuNow | undefined, currency: string): Cart {
	const held = { ...cart.held };
	const problems = { ...cart.problems };
	delete problems[line.sku];
	const { name, details } = line;
	if (!now || now.price === null) {
		held[line.sku] = now
			? t`${name} (${details}) has no price now; remove its line, or ask an administrator to price it.`
			: t`${name} (${details}) is no longer in the catalog; remove its line.`;
		return { ...cart, held, problems };
	}
	delete held[line.sku];
	const fresh = { ...line, unitPrice: now.price, onHand: now.quantity };
	const price = formatMoney(now.price, currency);
	const was = formatMoney(line.unitPrice, currency);
	const left = now.quantity;
	const said = [
		now.price === line.unitPrice ? '' : t`The price is now ${price} (it was ${was} when the sale was rung up).`,
		line.quantity > now.quantity
			? plural(left, { one: `Only # of ${name} on hand now.`, other: `Only # of ${name} on hand now.` })
			: '',
	].filter(Boolean);
	if (said.length > 0) problems[line.sku] = said.join(' ');
	const refreshed = { ...cart, lines: cart.lines.map((l) => (l.sku === line.sku ? fresh : l)), held, problems };
	const typed = cart.typed[line.sku];
	// A typed quantity is read again against the stock there is now; what the line says stays.
	return typed === undefined
		? refreshed
		: { ...typedQuantity(refreshed, fresh, typed.text), problems, selected: cart.selected };
}

/** The till's cart: pure, so every key and click is tested without a browser. */
export function cartReducer(cart: Cart, action: CartAction): Cart {
	switch (action.type) {
		case 'add': {
			const { row } = action;
			const { name, details } = describeRow(row);
			if (row.price === null)
				return {
					...cart,
					notice: t`${name} (${details}) has no price yet; an administrator must price it before it is sold.`,
				};
			const existing = cart.lines.find((line) => line.sku === row.id);
			// Adding the same SKU again is one more copy on its line (the server takes one line per SKU).
			if (existing)
				return {
					...withQuantity(cart, { ...existing, onHand: row.quantity }, existing.quantity + 1),
					selected: row.id,
					notice: null,
				};
			if (row.quantity < 1) return { ...cart, notice: t`${name} (${details}) is out of stock.` };
			const line: CartLine = {
				sku: row.id,
				name,
				details,
				unitPrice: row.price,
				onHand: row.quantity,
				quantity: 1,
			};
			return { ...cart, lines: [...cart.lines, line], selected: row.id, notice: null };
		}
		case 'typeQuantity': {
			const line = cart.lines.find((l) => l.sku === action.sku);
			return line ? typedQuantity(cart, line, action.text) : cart;
		}
		case 'step': {
			const line = cart.lines.find((l) => l.sku === cart.selected);
			if (!line) return cart;
			return withQuantity(cart, line, line.quantity + action.by);
		}
		case 'select':
			return cart.lines.some((l) => l.sku === action.sku) ? { ...cart, selected: action.sku } : cart;
		case 'moveSelection': {
			if (cart.lines.length === 0) return cart;
			const index = cart.lines.findIndex((l) => l.sku === cart.selected);
			const next =
				index === -1 ? cart.lines.length - 1 : Math.max(0, Math.min(cart.lines.length - 1, index + action.by));
			return { ...cart, selected: cart.lines[next]!.sku };
		}
		case 'remove': {
			const sku = action.sku ?? cart.selected;
			const index = cart.lines.findIndex((l) => l.sku === sku);
			if (index === -1) return cart;
			const lines = cart.lines.filter((l) => l.sku !== sku);
			const problems = { ...cart.problems };
			delete problems[sku!];
			const typed = { ...cart.typed };
			delete typed[sku!];
			const held = { ...cart.held };
			delete held[sku!];
			const selected =
				cart.selected === sku ? (lines[Math.min(index, lines.length - 1)]?.sku ?? null) : cart.selected;
			return { ...cart, lines, problems, typed, held, selected };
		}
		case 'refused': {
			// The server's stock is the truth: the line keeps its quantity (nothing is changed behind the clerk's back) and says what is left.
			const lines =
				action.available === undefined
					? cart.lines
					: cart.lines.map((l) => (l.sku === action.sku ? { ...l, onHand: action.available! } : l));
			return {
				...cart,
				lines,
				problems: { ...cart.problems, [action.sku]: action.message },
				selected: action.sku,
			};
		}
		case 'refreshed':
			return action.asked.reduce((next, sku) => {
				const line = next.lines.find((l) => l.sku === sku);
				return line
					? refreshLine(
							next,
							line,
							action.skus.find((now) => now.id === sku),
							action.currency,
						)
					: next;
			}, cart);
		case 'notice':
			return { ...cart, notice: action.message };
	}
}
