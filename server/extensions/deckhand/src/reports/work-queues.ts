import type { Knex } from 'knex';
import { dbTime, isoTime } from '../db.ts';
import { inventoryQueries } from '../inventory/inventory-list.ts';
import { parseInventoryQuery } from '../inventory/inventory-query.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { dayStart, shopToday } from './period.ts';
import type { ShopClock } from './report-params.ts';
import { whole } from './sales-within.ts';

/*
 * What needs doing now (docs/reports.md, "Work queues"): each count is the number of rows of a
 * list the dashboard already opens from its address, counted with that list's own filter.
 */

/** A till left open since an earlier day of the shop: counted and closed it should have been. */
export interface StaleTill {
	till: number;
	name: string;
	session: number;
	opened_at: string;
}

export interface WorkQueues {
	/** Paid orders waiting to be shipped or picked up (`/orders?status=paid`). */
	orders_to_fulfil: number;
	/** Trade-ins a clerk completed above the staff limit, waiting for an administrator (`/buylists?status=awaiting_approval`). */
	buylists_awaiting_approval: number;
	/** SKUs with 1 to the low-stock threshold copies, the inventory's "low" (`/catalog?stock=low`). */
	low_stock_skus: number;
	/** SKUs with no price, the inventory's "unpriced" (`/catalog?unpriced=true`). */
	unpriced_skus: number;
	/** Administrators only: market-price moves waiting for a decision (`/prices/review`). */
	price_reviews_pending?: number;
	/** Till sessions open since before today's midnight in the shop's time zone, and which they are. */
	tills_open_from_earlier_days: number;
	stale_tills: StaleTill[];
}

const counted = async (query: Knex.QueryBuilder): Promise<number> => whole((await query.count({ n: '*' }).first())?.n);

/** The inventory list's own count for its filter (its parser and its filters, so the two can never differ). */
async function inventoryCount(
	database: Knex,
	filter: Record<string, string>,
	lowStockThreshold: number,
): Promise<number> {
	const row = await inventoryQueries(database, parseInventoryQuery(filter), lowStockThreshold).count;
	return whole(row?.total);
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

export async function workQueues(database: Knex, clock: ShopClock, admin: boolean): Promise<WorkQueues> {
	const { low_stock_threshold } = await readShopSettings(database);
	const stale = await staleTills(database, clock);
	const queues: WorkQueues = {
		orders_to_fulfil: await counted(database('orders').where('status', 'paid')),
		buylists_awaiting_approval: await counted(database('buylists').where('status', 'awaiting_approval')),
		low_stock_skus: await inventoryCount(database, { stock: 'low' }, low_stock_threshold),
		unpriced_skus: await inventoryCount(database, { unpriced: 'true' }, low_stock_threshold),
		tills_open_from_earlier_days: stale.length,
		stale_tills: stale,
	};
	return admin
		? { ...queues, price_reviews_pending: await counted(database('price_reviews').where('status', 'pending')) }
		: queues;
}
