import type { Knex } from 'knex';
import { z } from 'zod';
import { BUYLIST_STATUSES } from '@deckhand/contract/buylists/buylist-states.ts';
import { momentCell, moneyCell, textCell, wholeCell } from './csv-cells.ts';
import { checkRange, dateRange, oneOf, parseParams, rowId, searchText } from './export-params.ts';
import { keysetPages, recordsOf, type Row } from './keyset-pages.ts';
import { byKey, withinRecordFilters, type RecordFilters } from './list-filters.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import type { CsvFile } from './send-csv.ts';

/**
 * One row per buylist: both offers (cash and credit), the payout chosen, and `paid`, what the shop
 * paid out, only once the buylist is completed (a buylist waiting for approval has chosen its
 * payout but paid nothing yet).
 */
export const BUYLIST_COLUMNS = [
	'buylist_id',
	'number',
	'date_created',
	'status',
	'customer_id',
	'customer_name',
	'payout_method',
	'cash_offer',
	'credit_offer',
	'paid',
	'lines',
] as const;

const buylistsExportParams = z.object({
	q: searchText('q', 40),
	status: oneOf('status', BUYLIST_STATUSES),
	customer: rowId('customer', 'a customer'),
	...dateRange,
});

/** `GET /deckhand/exports/buylists.csv`: the buylists list's filters (number, status, customer, from, to). */
export function parseBuylistsExport(params: Record<string, unknown>): RecordFilters {
	const filters = parseParams(buylistsExportParams, params);
	checkRange(filters);
	return filters;
}

export async function buylistsCsv(database: Knex, filters: RecordFilters): Promise<CsvFile> {
	const { currency } = await readShopSettings(database);
	const rows = () =>
		withinRecordFilters(
			database('buylists')
				.leftJoin('customers', 'customers.id', 'buylists.customer')
				.select(
					'buylists.id',
					'buylists.number',
					'buylists.date_created',
					'buylists.status',
					'buylists.customer',
					'customers.name as customer_name',
				)
				.select(
					'buylists.payout_method',
					'buylists.total_cash',
					'buylists.total_credit',
					'buylists.total_offer',
				),
			database,
			'buylists',
			filters,
		);
	const records = async (page: Row[]) => {
		const lines = byKey(
			await database('buylist_lines')
				.whereIn(
					'buylist',
					page.map((row) => row['id'] as number),
				)
				.groupBy('buylist')
				.select('buylist')
				.count({ lines: '*' }),
			'buylist',
			'lines',
		);
		return page.map((row) => [
			wholeCell(row['id']),
			textCell(row['number']),
			momentCell(row['date_created']),
			textCell(row['status']),
			wholeCell(row['customer']),
			textCell(row['customer_name']),
			textCell(row['payout_method']),
			moneyCell(row['total_cash'], currency),
			moneyCell(row['total_credit'], currency),
			row['status'] === 'completed' ? moneyCell(row['total_offer'], currency) : '',
			String(lines(row['id'])),
		]);
	};
	return {
		what: 'buylists',
		columns: BUYLIST_COLUMNS,
		bom: true,
		records: recordsOf(keysetPages(rows, 'buylists.id'), records),
	};
}
