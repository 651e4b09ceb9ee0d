// The permission matrix's subjects of the shop's own collections: the catalogue, stock, sales, buying, credit and
// tills.
import { costRow, draftBuylist, must, newTill, openOrder, openedTill, unique } from './access-shop.ts';
import { book, card, customer, items, json, sku, type Subject } from './access-subject-kinds.ts';

export const SHOP_SUBJECTS: Record<string, Subject> = {
	games: items('games', async () => ({ name: unique('Matrix game '), code: unique('mx') }), {
		name: 'Matrix game, renamed',
	}),
	sets: items('sets', async (shop) => ({ game: shop.game, code: unique('ms'), name: unique('Matrix set ') }), {
		name: 'Matrix set, renamed',
	}),
	cards: items('cards', async (shop) => ({ set: shop.set, name: unique('Matrix card ') }), { rarity: 'Matrix' }),
	skus: items(
		'skus',
		async (shop) => ({ card: await card(shop), condition: 'NM', finish: 'normal', language: 'EN' }),
		{ bin: 'M-1' },
		{
			scopes: {
				update: {
					inside: async (_shop, row) => json('PATCH', `/items/skus/${row}`, { bin: unique('M-') }),
					outside: async (_shop, row) => json('PATCH', `/items/skus/${row}`, { price: 1_234 }),
				},
			},
		},
	),
	sku_costs: items(
		'sku_costs',
		async (shop) => ({ sku: await sku(shop), unit_cost: 300 }),
		{ unit_cost: 350 },
		{ row: (shop) => costRow(shop) },
	),
	stock_movements: book(
		'stock_movements',
		async (shop) => ({ sku: await sku(shop), delta: 1, reason: 'count' }),
		{ note: 'matrix' },
		async (shop) => {
			const stocked = await sku(shop);
			return (await shop.db('stock_movements').where('sku', stocked).orderBy('id', 'desc').first('id')).id;
		},
	),
	customers: items('customers', async () => ({ name: unique('Matrix customer ') }), { notes: 'matrix' }),
	orders: book(
		'orders',
		async () => ({ number: unique('M-'), channel: 'counter', status: 'completed' }),
		{ tracking_number: 'MATRIX' },
		async (shop) => (await openOrder(shop)).order,
	),
	order_lines: book(
		'order_lines',
		async (shop) => ({
			order: (await openOrder(shop)).order,
			sku: await sku(shop),
			quantity: 1,
			unit_price: 100,
			line_total: 100,
		}),
		{ quantity: 2 },
		async (shop) => (await openOrder(shop)).plainLine,
	),
	order_line_costs: book(
		'order_line_costs',
		async (shop) => ({ order_line: (await openOrder(shop)).plainLine, unit_cost: 100 }),
		{ unit_cost: 1 },
		async (shop) => {
			const { costedLine } = await openOrder(shop);
			return (await shop.db('order_line_costs').where('order_line', costedLine).first('id')).id;
		},
	),
	order_events: book(
		'order_events',
		async (shop) => ({ order: (await openOrder(shop)).order, to_status: 'paid' }),
		{ note: 'matrix' },
		async (shop) => {
			const { order } = await openOrder(shop);
			return (await shop.db('order_events').where('order', order).first('id')).id;
		},
	),
	order_payments: book(
		'order_payments',
		async (shop) => ({ order: (await openOrder(shop)).order, method: 'card', amount: 1 }),
		{ amount: 2 },
		async (shop) => {
			const { order } = await openOrder(shop);
			return (await shop.db('order_payments').where('order', order).first('id')).id;
		},
	),
	buylists: book(
		'buylists',
		async () => ({ number: unique('B-'), status: 'draft' }),
		{ status: 'cancelled' },
		async (shop) => (await draftBuylist(shop)).buylist,
	),
	buylist_lines: book(
		'buylist_lines',
		async (shop) => ({
			buylist: (await draftBuylist(shop)).buylist,
			card: await card(shop),
			condition: 'NM',
			finish: 'normal',
			language: 'EN',
			quantity: 1,
		}),
		{ quantity: 2 },
		async (shop) => (await draftBuylist(shop)).line,
	),
	buying_rules: items('buying_rules', async (shop) => ({ card: await card(shop), hot_percent: 10 }), {
		hot_percent: 20,
	}),
	credit_ledger: book(
		'credit_ledger',
		async (shop) => ({
			customer: await customer(shop),
			amount: 500,
			reason: 'manual_adjustment',
			balance_after: 500,
		}),
		{ note: 'matrix' },
		async (shop) => {
			const adjusted = await must(shop, 'POST', '/deckhand/credit/adjust', {
				customer: await customer(shop),
				amount: 500,
				note: 'Matrix credit',
			});
			return adjusted.entry.id;
		},
	),
	shop_settings: {
		table: 'shop_settings',
		key: 'id',
		create: async () => json('POST', '/items/shop_settings', { receipt_footer: 'Matrix' }),
		read: () => json('GET', '/items/shop_settings'),
		// The footer's own value again: the settings stay as the other files expect them.
		update: async (shop) =>
			json('PATCH', '/items/shop_settings', {
				receipt_footer: (await shop.db('shop_settings').first('receipt_footer')).receipt_footer,
			}),
		delete: (_shop, row) => json('DELETE', `/items/shop_settings/${row}`),
		row: async (shop) => (await shop.db('shop_settings').first('id')).id,
		created: (body) => body?.data?.id,
	},
	tills: items(
		'tills',
		async () => ({ name: unique('Matrix till ') }),
		() => ({ name: unique('Matrix till ') }),
		{ row: newTill },
	),
	till_sessions: book(
		'till_sessions',
		async (shop) => ({ till: await newTill(shop), opening_float: 0, opened_at: new Date().toISOString() }),
		{ close_note: 'matrix' },
		async (shop) => (await openedTill(shop)).session,
	),
};
