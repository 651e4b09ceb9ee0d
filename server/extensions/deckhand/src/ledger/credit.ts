import type { Knex } from 'knex';
import { formatMoney } from '../checkout/format-money.ts';
import { lockingRead } from '../db.ts';
import { InsufficientCreditError, invalid } from '../errors.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import type { Books } from './command.ts';
import type { CreditEntryRow } from '@deckhand/contract/ledger/ledger-rows.ts';

/**
 * The customer's row, locked on PostgreSQL for the rest of the transaction, so that two
 * commands touching the same customer's credit (a sale, a refund, an adjustment) wait for each
 * other instead of both reading one balance; SQLite has one writer anyway. Undefined when there
 * is no such customer.
 */
export async function lockCustomer(
	trx: Knex.Transaction,
	customer: number,
): Promise<{ id: number; name: string } | undefined> {
	const query = trx('customers').select('id', 'name').where('id', customer);
	const row = await lockingRead(trx, query).first();
	return row ? { id: Number(row.id), name: String(row.name) } : undefined;
}

/** A customer's store credit: the sum of the ledger, never a stored figure. */
export async function creditBalance(trx: Knex.Transaction, customer: number): Promise<number> {
	const row = await trx('credit_ledger').where('customer', customer).sum({ balance: 'amount' }).first();
	return Number(row?.['balance'] ?? 0);
}

export type CreditReason = 'buylist_payout' | 'order_payment' | 'refund' | 'manual_adjustment';

export interface CreditPosting {
	customer: number;
	/** Signed, in minor units: + gives credit, − spends or takes it back. */
	amount: number;
	reason: CreditReason;
	order?: number | null;
	buylist?: number | null;
	note: string | null;
}

/** How a refusal is said: the request field it names, and the sentence (the default says the balance and the amount asked). */
export interface CreditRefusal {
	field: string;
	sentence?: (words: { name: string; balance: string; requested: string }) => string;
}

/**
 * The one writer of `credit_ledger`: locks the customer, sums the ledger, refuses a posting
 * that would take the balance below 0 (INSUFFICIENT_CREDIT), and writes the row with the
 * balance after it. Answers the row as written.
 */
export async function postCredit(
	books: Books,
	posting: CreditPosting,
	refusal: CreditRefusal,
): Promise<CreditEntryRow> {
	const { trx } = books;
	const customer = await lockCustomer(trx, posting.customer);
	if (!customer) throw invalid('customer', `There is no customer #${posting.customer}.`);
	const balance = await creditBalance(trx, posting.customer);
	if (balance + posting.amount < 0) {
		const { currency } = await readShopSettings(trx);
		const words = {
			name: customer.name,
			balance: formatMoney(balance, currency),
			requested: formatMoney(-posting.amount, currency),
		};
		const sentence =
			refusal.sentence ??
			(({ name, balance, requested }) =>
				`${name} has ${balance} of store credit, less than the ${requested} asked.`);
		throw new InsufficientCreditError(sentence(words), {
			field: refusal.field,
			customer: posting.customer,
			balance,
			requested: -posting.amount,
		});
	}
	const row = {
		customer: posting.customer,
		amount: posting.amount,
		reason: posting.reason,
		order: posting.order ?? null,
		buylist: posting.buylist ?? null,
		note: posting.note,
		balance_after: balance + posting.amount,
		user_created: books.actor.user,
		date_created: books.now,
	};
	const id = await books.insert('credit_ledger', row);
	return { id, ...row, date_created: books.isoNow };
}
