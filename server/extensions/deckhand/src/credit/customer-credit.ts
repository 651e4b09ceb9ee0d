import type { Knex } from 'knex';
import { isSqlite } from '../db.ts';

/**
 * The customer's row, locked on PostgreSQL for the rest of the transaction, so that two
 * commands touching the same customer's credit (a sale, a refund, an adjustment) wait for each
 * other instead of both reading one balance; SQLite has one writer anyway. Undefined when there
 * is no such customer.
 */
export async function lockCustomer(trx: Knex.Transaction, customer: number): Promise<{ id: number; name: string } | undefined> {
	const query = trx('customers').select('id', 'name').where('id', customer);
	const row = await (isSqlite(trx) ? query : query.forUpdate()).first();
	return row ? { id: Number(row.id), name: String(row.name) } : undefined;
}

/** A customer's store credit: the sum of the ledger, never a stored figure. */
export async function creditBalance(trx: Knex.Transaction, customer: number): Promise<number> {
	const row = await trx('credit_ledger').where('customer', customer).sum({ balance: 'amount' }).first();
	return Number(row?.['balance'] ?? 0);
}
