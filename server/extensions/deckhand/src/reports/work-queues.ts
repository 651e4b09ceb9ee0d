import type { Knex } from 'knex';
import type { StaleTill, WorkQueues } from '@deckhand/contract/reports/work-queues.ts';
import type { Channel } from '@deckhand/contract/schema/choices.ts';
import { dbTime, isoTime } from '../db.ts';
import { inventoryCount } from '../inventory/inventory-list.ts';
import { parseInventoryQuery } from '../inventory/inventory-query.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { dayStart, shopToday } from './period.ts';
import type { ShopClock } from './report-params.ts';
import { whole } from './sales-within.ts';

/*
 * What needs doing now (docs/reports.md, "Work queues"): each count is the number of rows of a
 * list the dashboard already opens from its address, counted with that list's own filter.
 */

/** What the shop restocks: sealed product. A single with one copy left is the usual state of a single, not a gap to fill. */
const LOW_STOCK = { stock: 'low', kind: 'sealed' } as const;

const counted = async (query: Knex.QueryBuilder): Promise<number> => whole((await query.count({ n: '*' }).first())?.n);

/** The inventory list's own count for its filter (its parser and its filters, so the two can never differ). */
function inventoryCountOf(
	database: Knex,
	filter: Readonly<Record<string, string>>,
	lowStockThreshold: number,
): Promise<number> {
	return inventoryCount(database, parseInventoryQuery(filter), lowStockThreshold);
}

/** Open sessions of tills opened before the shop's day began, oldest first. */
async function staleTills(database: Knex, { timeZone, now }: ShopClock): Promise<StaleTill[]> {
	const midnight = dayStart(shopToday(now, timeZone), timeZone);
	const rows = await database('till_sessions as s')
		.join('tills as t', 't.id', 's.till')
		.where('s.status', 'open')
		.where('s.opened_at', '<', dbTime(database, midnight))
		.orderBy([{ column: 's.opened_at' }, { column: 's.id' }])
		.select('s.id as session', 's.till', 't.name', 's.opened_at');
	return rows.map((row) => ({
		till: Number(row.till),
		name: String(row.name),
		session: Number(row.session),
		opened_at: isoTime(row.opened_at),
	}));
}

/** Paid orders of a channel that ships or hands over later: a counter sale left the shop with its customer. */
const toFulfil = (database: Knex, channel: Exclude<Channel, 'counter'>) =>
	counted(database('orders').where({ status: 'paid', channel }));

export async function workQueues(database: Knex, clock: ShopClock, admin: boolean): Promise<WorkQueues> {
	const { low_stock_threshold } = await readShopSettings(database);
	const stale = await staleTills(database, clock);
	const queues: WorkQueues = {
		online_orders_to_fulfil: await toFulfil(database, 'online'),
		phone_orders_to_fulfil: await toFulfil(database, 'phone'),
		buylists_awaiting_approval: await counted(database('buylists').where('status', 'awaiting_approval')),
		low_stock_skus: await inventoryCountOf(database, LOW_STOCK, low_stock_threshold),
		unpriced_skus: await inventoryCountOf(database, { unpriced: 'true' }, low_stock_threshold),
		bought_in_waiting_skus: await inventoryCountOf(database, { bought_in_waiting: 'true' }, low_stock_threshold),
		tills_open_from_earlier_days: stale.length,
		stale_tills: stale,
	};
	return admin
		? { ...queues, price_reviews_pending: await counted(database('price_reviews').where('status', 'pending')) }
		: queues;
}
