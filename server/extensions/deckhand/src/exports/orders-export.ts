import type { Knex } from 'knex';
import { z } from 'zod';
import { CHANNELS } from '@deckhand/contract/checkout/checkout-limits.ts';
import { ORDER_STATUSES } from '@deckhand/contract/orders/order-states.ts';
import { momentCell, moneyCell, textCell, wholeCell } from './csv-cells.ts';
import { checkRange, dateRange, oneOf, parseParams, rowId, searchText } from './export-params.ts';
import { keysetPages, recordsOf, type Row } from './keyset-pages.ts';
import { byKey, withinRecordFilters, type RecordFilters } from './list-filters.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import type { CsvFile } from './send-csv.ts';

/** One row per order (its lines counted, not listed): the file a shop's books and sales reports start from. */
export const ORDER_COLUMNS = [
	'order_id',
	'number',
	'date_created',
	'status',
	'channel',
	'customer_id',
	'customer_name',
	'subtotal',
	'discount',
	'tax',
	'total',
	'credit_applied',
	'lines',
	'copies',
	'tracking_number',
] as const;

const ordersExportParams = z.object({
	q: searchText('q', 40),
	status: oneOf('status', ORDER_STATUSES),
	channel: oneOf('channel', CHANNELS),
	customer: rowId('customer', 'a customer'),
	...dateRange,
});

export type OrdersExport = RecordFilters & { channel?: string | undefined };

/** `GET /deckhand/exports/orders.csv`: the orders list's filters (number, status, channel, customer, from, to). */
export function parseOrdersExport(params: Record<string, unknown>): OrdersExport {
	const filters = parseParams(ordersExportParams, params);
	checkRange(filters);
	return filters;
}

export async function ordersCsv(database: Knex, filters: OrdersExport): Promise<CsvFile> {
	const { currency } = await readShopSettings(database);
	const rows = () => {
		const query = database('orders')
			.leftJoin('customers', 'customers.id', 'orders.customer')
			.select(
				'orders.id',
				'orders.number',
				'orders.date_created',
				'orders.status',
				'orders.channel',
				'orders.customer',
				'customers.name as customer_name',
			)
			.select(
				'orders.subtotal',
				'orders.discount',
				'orders.tax',
				'orders.total',
				'orders.credit_applied',
				'orders.tracking_number',
			);
		if (filters.channel) query.where('orders.channel', filters.channel);
		return withinRecordFilters(query, database, 'orders', filters);
	};
	const records = async (page: Row[]) => {
		const lines = await database('order_lines')
			.whereIn(
				'order',
				page.map((row) => row['id'] as number),
			)
			.groupBy('order')
			.select('order')
			.count({ lines: '*' })
			.sum({ copies: 'quantity' });
		const [lineCount, copies] = [byKey(lines, 'order', 'lines'), byKey(lines, 'order', 'copies')];
		return page.map((row) => [
			wholeCell(row['id']),
			textCell(row['number']),
			momentCell(row['date_created']),
			textCell(row['status']),
			textCell(row['channel']),
			wholeCell(row['customer']),
			textCell(row['customer_name']),
			moneyCell(row['subtotal'], currency),
			moneyCell(row['discount'], currency),
			moneyCell(row['tax'], currency),
			moneyCell(row['total'], currency),
			moneyCell(row['credit_applied'], currency),
			String(lineCount(row['id'])),
			String(copies(row['id'])),
			textCell(row['tracking_number']),
		]);
	};
	return {
		what: 'orders',
		columns: ORDER_COLUMNS,
		bom: true,
		records: recordsOf(keysetPages(rows, 'orders.id'), records),
	};
}
