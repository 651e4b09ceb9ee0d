import type { Knex } from 'knex';
import { z } from 'zod';
import { phoneSearch } from '@deckhand/contract/domain/phone-search.ts';
import { momentCell, moneyCell, textCell, wholeCell } from './csv-cells.ts';
import { parseParams, searchText } from './export-params.ts';
import { keysetPages, recordsOf, type Row } from './keyset-pages.ts';
import { byKey, whereContains } from './list-filters.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { nearNameIds } from '../customers/typo-search.ts';
import type { CsvFile } from './send-csv.ts';

/** One row per customer, with the store credit they hold (Σ ledger) and how many orders they placed. */
export const CUSTOMER_COLUMNS = [
	'customer_id',
	'name',
	'email',
	'phone',
	'notes',
	'credit_balance',
	'orders',
	'date_created',
] as const;

const customersExportParams = z.object({ q: searchText('q', 200) });

/** `GET /deckhand/exports/customers.csv`: the customers list's search (`q`: part of a name, an email, a phone number or the notes). */
export function parseCustomersExport(params: Record<string, unknown>): { q?: string | undefined } {
	return parseParams(customersExportParams, params);
}

/**
 * The customers list's search: name, email or notes, and the phone read as a phone number
 * (`domain/phone-search.ts`) or else as text; a name found by no one as typed, the names near it
 * (`customers/typo-search.ts`), as the list finds them.
 */
function withinSearch(builder: Knex.QueryBuilder, q: string, near: number[] | null): Knex.QueryBuilder {
	if (near?.length) return builder.whereIn('customers.id', near);
	const phone = phoneSearch(q);
	return builder.where((any) => {
		for (const column of ['customers.name', 'customers.email', 'customers.notes'])
			any.orWhere((text) => whereContains(text, column, q));
		if (!phone) any.orWhere((text) => whereContains(text, 'customers.phone', q));
		else {
			any.orWhere((digits) => whereContains(digits, 'customers.phone_digits', phone.contains));
			if (phone.endsWith) any.orWhere('customers.phone_digits', 'like', `%${phone.endsWith}`);
		}
	});
}

export async function customersCsv(database: Knex, filters: { q?: string | undefined }): Promise<CsvFile> {
	const { currency } = await readShopSettings(database);
	const near = filters.q ? await nearNameIds(database, filters.q) : null;
	const rows = () => {
		const query = database('customers').select(
			'customers.id',
			'customers.name',
			'customers.email',
			'customers.phone',
			'customers.notes',
			'customers.date_created',
		);
		return filters.q ? withinSearch(query, filters.q, near) : query;
	};
	const records = async (page: Row[]) => {
		const ids = page.map((row) => row['id'] as number);
		const [credit, orders] = await Promise.all([
			database('credit_ledger')
				.whereIn('customer', ids)
				.groupBy('customer')
				.select('customer')
				.sum({ balance: 'amount' }),
			database('orders').whereIn('customer', ids).groupBy('customer').select('customer').count({ orders: '*' }),
		]);
		const [balance, orderCount] = [byKey(credit, 'customer', 'balance'), byKey(orders, 'customer', 'orders')];
		return page.map((row) => [
			wholeCell(row['id']),
			textCell(row['name']),
			textCell(row['email']),
			textCell(row['phone']),
			textCell(row['notes']),
			moneyCell(balance(row['id']), currency),
			String(orderCount(row['id'])),
			momentCell(row['date_created']),
		]);
	};
	return {
		what: 'customers',
		columns: CUSTOMER_COLUMNS,
		bom: true,
		records: recordsOf(keysetPages(rows, 'customers.id'), records),
	};
}
