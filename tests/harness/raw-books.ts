import type { Knex } from 'knex';

/*
 * The reports' figures worked out again the plain way, for the tests to compare with the
 * server's aggregates: every row read as it is, then filtered and added up here, one row at a
 * time, with the definitions of docs/reports.md written out afresh.
 */

/** A timestamp column's value in milliseconds, from either database (SQLite: milliseconds; PostgreSQL: a Date). */
export const ms = (value: unknown): number =>
	value instanceof Date
		? value.getTime()
		: typeof value === 'string' && !/^\d+$/.test(value)
			? Date.parse(value)
			: Number(value);

const n = (value: unknown): number => Number(value);

export interface RawBooks {
	orders: Array<{ id: number; status: string; subtotal: number; discount: number; tax: number; at: number }>;
	lines: Array<{
		id: number;
		order: number;
		sku: number;
		quantity: number;
		line_total: number;
		unit_cost: number | null;
	}>;
	/** Completed buylists with the moment of their completion. */
	completions: Array<{ id: number; payout_method: string; total_offer: number; at: number }>;
	ledger: Array<{ amount: number; reason: string; at: number }>;
	movements: Array<{ sku: number; delta: number; reason: string; at: number }>;
	skus: Array<{ id: number; card: number; quantity: number; price: number | null; unit_cost: number | null }>;
	cards: Map<number, { name: string; set: number }>;
	sets: Map<number, { name: string; code: string; game: number }>;
	games: Map<number, { name: string; code: string }>;
}

export async function readRawBooks(db: Knex): Promise<RawBooks> {
	const costs = new Map(
		(await db('order_line_costs').select('order_line', 'unit_cost')).map((row) => [
			n(row.order_line),
			n(row.unit_cost),
		]),
	);
	const skuCosts = new Map(
		(await db('sku_costs').select('sku', 'unit_cost')).map((row) => [n(row.sku), n(row.unit_cost)]),
	);
	const completedAt = new Map(
		(await db('buylist_events').where('to_status', 'completed').select('buylist', 'date_created')).map((row) => [
			n(row.buylist),
			ms(row.date_created),
		]),
	);
	return {
		orders: (await db('orders').select('id', 'status', 'subtotal', 'discount', 'tax', 'date_created')).map(
			(row) => ({
				id: n(row.id),
				status: row.status,
				subtotal: n(row.subtotal),
				discount: n(row.discount),
				tax: n(row.tax),
				at: ms(row.date_created),
			}),
		),
		lines: (await db('order_lines').select('id', 'order', 'sku', 'quantity', 'line_total')).map((row) => ({
			id: n(row.id),
			order: n(row.order),
			sku: n(row.sku),
			quantity: n(row.quantity),
			line_total: n(row.line_total),
			unit_cost: costs.get(n(row.id)) ?? null,
		})),
		completions: (
			await db('buylists').where('status', 'completed').select('id', 'payout_method', 'total_offer')
		).map((row) => ({
			id: n(row.id),
			payout_method: row.payout_method,
			total_offer: n(row.total_offer),
			at: completedAt.get(n(row.id))!,
		})),
		ledger: (await db('credit_ledger').select('amount', 'reason', 'date_created')).map((row) => ({
			amount: n(row.amount),
			reason: row.reason,
			at: ms(row.date_created),
		})),
		movements: (await db('stock_movements').select('sku', 'delta', 'reason', 'date_created')).map((row) => ({
			sku: n(row.sku),
			delta: n(row.delta),
			reason: row.reason,
			at: ms(row.date_created),
		})),
		skus: (await db('skus').select('id', 'card', 'quantity', 'price')).map((row) => ({
			id: n(row.id),
			card: n(row.card),
			quantity: n(row.quantity),
			price: row.price === null ? null : n(row.price),
			unit_cost: skuCosts.get(n(row.id)) ?? null,
		})),
		cards: new Map(
			(await db('cards').select('id', 'name', 'set')).map((row) => [
				n(row.id),
				{ name: row.name, set: n(row.set) },
			]),
		),
		sets: new Map(
			(await db('sets').select('id', 'name', 'code', 'game')).map((row) => [
				n(row.id),
				{ name: row.name, code: row.code, game: n(row.game) },
			]),
		),
		games: new Map(
			(await db('games').select('id', 'name', 'code')).map((row) => [
				n(row.id),
				{ name: row.name as string, code: row.code as string },
			]),
		),
	};
}

export interface Moments {
	start: number;
	end: number;
}

export const inside = (at: number, { start, end }: Moments) => at >= start && at < end;
export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The orders that count as sales in the moments: paid, shipped or completed, taken then. */
export const salesIn = (books: RawBooks, moments: Moments) =>
	books.orders.filter(
		(order) => ['paid', 'shipped', 'completed'].includes(order.status) && inside(order.at, moments),
	);

/** The lines of those sales. */
export function soldLinesIn(books: RawBooks, moments: Moments) {
	const sold = new Set(salesIn(books, moments).map((order) => order.id));
	return books.lines.filter((line) => sold.has(line.order));
}

/** Every figure of a period, as `GET /deckhand/reports/kpis` should give it to an administrator. */
export function expectedFigures(books: RawBooks, moments: Moments) {
	const orders = salesIn(books, moments);
	const lines = soldLinesIn(books, moments);
	const sales = sum(orders.map((order) => order.subtotal - order.discount));
	const costed = lines.filter((line) => line.unit_cost !== null);
	const cost = sum(costed.map((line) => line.quantity * line.unit_cost!));
	const completions = books.completions.filter((buylist) => inside(buylist.at, moments));
	const entries = books.ledger.filter((entry) => inside(entry.at, moments));
	return {
		sales,
		orders: orders.length,
		average_order_value: orders.length === 0 ? null : Math.round(sales / orders.length),
		units_sold: sum(lines.map((line) => line.quantity)),
		tax: sum(orders.map((order) => order.tax)),
		buylist_cash: sum(
			completions.filter((buylist) => buylist.payout_method === 'cash').map((buylist) => buylist.total_offer),
		),
		buylist_credit: sum(
			completions.filter((buylist) => buylist.payout_method === 'credit').map((buylist) => buylist.total_offer),
		),
		credit_issued: sum(entries.filter((entry) => entry.amount > 0).map((entry) => entry.amount)),
		credit_redeemed: sum(
			entries
				.filter((entry) => entry.amount < 0 && entry.reason === 'order_payment')
				.map((entry) => -entry.amount),
		),
		credit_removed: sum(
			entries
				.filter((entry) => entry.amount < 0 && entry.reason !== 'order_payment')
				.map((entry) => -entry.amount),
		),
		credit_outstanding: sum(books.ledger.filter((entry) => entry.at < moments.end).map((entry) => entry.amount)),
		cost_of_sales: cost,
		gross_margin: sales - cost,
		uncosted_lines: lines.length - costed.length,
	};
}

/** The stock now: at its prices, and at cost. */
export function expectedStock(books: RawBooks) {
	const held = books.skus.filter((sku) => sku.quantity > 0);
	return {
		retail_value: sum(held.filter((sku) => sku.price !== null).map((sku) => sku.quantity * sku.price!)),
		unpriced_on_hand: held.filter((sku) => sku.price === null).length,
		cost_value: sum(held.filter((sku) => sku.unit_cost !== null).map((sku) => sku.quantity * sku.unit_cost!)),
		uncosted_on_hand: held.filter((sku) => sku.unit_cost === null).length,
	};
}

type Kind = 'cards' | 'sets' | 'games';

/** The sales' lines of the moments added up per card, set or game (in no particular order). */
function soldBy(books: RawBooks, moments: Moments, kind: Kind) {
	const groups = new Map<
		number,
		{
			id: number;
			name: string;
			detail: string;
			units: number;
			revenue: number;
			cost: number;
			uncosted_lines: number;
		}
	>();
	const skus = new Map(books.skus.map((sku) => [sku.id, sku]));
	for (const line of soldLinesIn(books, moments)) {
		const cardId = skus.get(line.sku)!.card;
		const card = books.cards.get(cardId)!;
		const set = books.sets.get(card.set)!;
		const game = books.games.get(set.game)!;
		const [id, name, detail] =
			kind === 'cards'
				? [cardId, card.name, set.code]
				: kind === 'sets'
					? [card.set, set.name, game.name]
					: [set.game, game.name, game.code];
		const group = groups.get(id) ?? { id, name, detail, units: 0, revenue: 0, cost: 0, uncosted_lines: 0 };
		group.units += line.quantity;
		group.revenue += line.line_total;
		if (line.unit_cost === null) group.uncosted_lines += 1;
		else group.cost += line.quantity * line.unit_cost;
		groups.set(id, group);
	}
	return [...groups.values()];
}

/** The ten cards or sets that earned most over their recorded cost in the moments, most first, ties by id. */
export function expectedTopByMargin(books: RawBooks, moments: Moments, kind: 'cards' | 'sets') {
	return soldBy(books, moments, kind)
		.map((group) => ({ ...group, margin: group.revenue - group.cost }))
		.sort((a, b) => b.margin - a.margin || a.id - b.id)
		.slice(0, 10);
}

/** Cards, sets or games by revenue in the moments, most first, ties by id (`limit`: the first so many). */
export function expectedByRevenue(books: RawBooks, moments: Moments, kind: Kind, limit = Infinity) {
	return soldBy(books, moments, kind)
		.map(({ id, name, detail, units, revenue }) => ({ id, name, detail, units, revenue }))
		.sort((a, b) => b.revenue - a.revenue || a.id - b.id)
		.slice(0, limit);
}

/** The stock on hand per game, by name then id (`only`: the SKUs to count, all of them when not given). */
export function expectedStockByGame(books: RawBooks, only: (sku: RawBooks['skus'][number]) => boolean = () => true) {
	const games = new Map<
		number,
		{
			id: number;
			name: string;
			skus: number;
			copies: number;
			retail_value: number;
			unpriced_on_hand: number;
			cost_value: number;
			uncosted_on_hand: number;
		}
	>();
	for (const sku of books.skus.filter((row) => row.quantity > 0 && only(row))) {
		const id = books.sets.get(books.cards.get(sku.card)!.set)!.game;
		const game = games.get(id) ?? {
			id,
			name: books.games.get(id)!.name,
			skus: 0,
			copies: 0,
			retail_value: 0,
			unpriced_on_hand: 0,
			cost_value: 0,
			uncosted_on_hand: 0,
		};
		game.skus += 1;
		game.copies += sku.quantity;
		if (sku.price === null) game.unpriced_on_hand += 1;
		else game.retail_value += sku.quantity * sku.price;
		if (sku.unit_cost === null) game.uncosted_on_hand += 1;
		else game.cost_value += sku.quantity * sku.unit_cost;
		games.set(id, game);
	}
	return [...games.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
}

/** SKUs that neither sold nor received copies (a trade-in, an import) in the 90 days before `now`. */
export function agedSkus(books: RawBooks, now: number): (sku: RawBooks['skus'][number]) => boolean {
	const since = now - 90 * 86_400_000;
	const moved = new Set(
		books.movements
			.filter(
				(movement) => ['sale', 'buylist_intake', 'import'].includes(movement.reason) && movement.at >= since,
			)
			.map((movement) => movement.sku),
	);
	return (sku) => !moved.has(sku.id);
}
