import { CHECKOUT_LIMITS } from '../../../../server/extensions/deckhand/src/checkout/checkout-limits.ts';
import type { InventoryRow } from '../../../../server/extensions/deckhand/src/inventory/inventory-list.ts';
import { readWhole } from '../../lib/fields/typed-number.ts';
import { FINISH_WORDS } from '../../lib/sku-words.ts';

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
	/** Why the last scan added nothing (e.g. an unpriced SKU), shown under the scan box. */
	notice: string | null;
}

export type CartAction =
	| { type: 'add'; row: InventoryRow }
	| { type: 'typeQuantity'; sku: number; text: string }
	| { type: 'step'; by: 1 | -1 }
	| { type: 'select'; sku: number }
	| { type: 'moveSelection'; by: 1 | -1 }
	| { type: 'remove'; sku?: number }
	| { type: 'refused'; sku: number; message: string; available?: number }
	| { type: 'notice'; message: string | null }
	| { type: 'clear' };

export const EMPTY_CART: Cart = { lines: [], selected: null, problems: {}, typed: {}, notice: null };

export function describeRow(row: InventoryRow): { name: string; details: string } {
	const number = row.card.collector_number ? `${row.set.code} ${row.card.collector_number}` : row.set.code;
	const details = [number, row.condition, row.finish === 'normal' ? '' : FINISH_WORDS[row.finish as keyof typeof FINISH_WORDS], row.language === 'EN' ? '' : row.language].filter(Boolean).join(' · ');
	return { name: row.card.name, details };
}

/** The most of one SKU a line may hold: what is on hand, and never more than a line's bound. */
const bound = (line: CartLine) => Math.min(line.onHand, CHECKOUT_LIMITS.lineQuantityMax);

const tooMany = (line: CartLine) =>
	bound(line) === line.onHand ? `Only ${line.onHand} of ${line.name} on hand.` : `A line holds at most ${CHECKOUT_LIMITS.lineQuantityMax} copies.`;

/**
 * A key (+, −, another scan) moves a line's quantity within 1 … on hand, saying why when it stops
 * at the bound; it ends any typed text on that line.
 */
function withQuantity(cart: Cart, line: CartLine, wanted: number): Cart {
	const quantity = Math.max(CHECKOUT_LIMITS.lineQuantityMin, Math.min(wanted, bound(line)));
	const problems = { ...cart.problems };
	if (wanted > bound(line)) problems[line.sku] = tooMany(line);
	else delete problems[line.sku];
	const typed = { ...cart.typed };
	delete typed[line.sku];
	return { ...cart, lines: cart.lines.map((l) => (l.sku === line.sku ? { ...l, quantity } : l)), problems, typed };
}

/** A typed quantity is taken as typed, or not at all: never lowered to what the line can hold. */
function typedQuantity(cart: Cart, line: CartLine, text: string): Cart {
	const reading = readWhole(text, { label: 'Quantity', min: CHECKOUT_LIMITS.lineQuantityMin, max: CHECKOUT_LIMITS.lineQuantityMax, required: true });
	const error = !reading.ok ? reading.error : reading.value! > line.onHand ? tooMany(line) : null;
	const problems = { ...cart.problems };
	delete problems[line.sku];
	const lines = error === null ? cart.lines.map((l) => (l.sku === line.sku ? { ...l, quantity: reading.ok ? reading.value! : l.quantity } : l)) : cart.lines;
	return { ...cart, lines, problems, typed: { ...cart.typed, [line.sku]: { text, error } }, selected: line.sku };
}

/** Why the sale cannot complete as the lines stand: the first typed quantity that does not read. */
export const cartProblem = (cart: Cart): string | null => Object.values(cart.typed).find((typed) => typed.error !== null)?.error ?? null;

/** The till's cart: pure, so every key and click is tested without a browser. */
export function cartReducer(cart: Cart, action: CartAction): Cart {
	switch (action.type) {
		case 'add': {
			const { row } = action;
			const { name, details } = describeRow(row);
			if (row.price === null) return { ...cart, notice: `${name} (${details}) has no price yet; an administrator must price it before it is sold.` };
			const existing = cart.lines.find((line) => line.sku === row.id);
			// Adding the same SKU again is one more copy on its line (the server takes one line per SKU).
			if (existing) return { ...withQuantity(cart, { ...existing, onHand: row.quantity }, existing.quantity + 1), selected: row.id, notice: null };
			if (row.quantity < 1) return { ...cart, notice: `${name} (${details}) is out of stock.` };
			const line: CartLine = { sku: row.id, name, details, unitPrice: row.price, onHand: row.quantity, quantity: 1 };
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
			const next = index === -1 ? cart.lines.length - 1 : Math.max(0, Math.min(cart.lines.length - 1, index + action.by));
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
			const selected = cart.selected === sku ? (lines[Math.min(index, lines.length - 1)]?.sku ?? null) : cart.selected;
			return { ...cart, lines, problems, typed, selected };
		}
		case 'refused': {
			// The server's stock is the truth: the line keeps its quantity (nothing is changed behind the clerk's back) and says what is left.
			const lines = action.available === undefined ? cart.lines : cart.lines.map((l) => (l.sku === action.sku ? { ...l, onHand: action.available! } : l));
			return { ...cart, lines, problems: { ...cart.problems, [action.sku]: action.message }, selected: action.sku };
		}
		case 'notice':
			return { ...cart, notice: action.message };
		case 'clear':
			return EMPTY_CART;
	}
}
