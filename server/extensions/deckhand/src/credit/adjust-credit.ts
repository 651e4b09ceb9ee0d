import type { Knex } from 'knex';
import { formatMoney } from '../checkout/format-money.ts';
import { isSqlite, nowForDb } from '../db.ts';
import { InsufficientCreditError, invalid } from '../errors.ts';
import type { CreditAdjustment } from './adjust-credit-input.ts';

/**
 * `POST /deckhand/credit/adjust`: one `manual_adjustment` row in the customer's ledger, with
 * the balance after it. The customer row is locked on PostgreSQL (as checkout locks it), so an
 * adjustment and a sale paid in credit never both read the same balance; SQLite has one
 * writer anyway. Credit taken back never takes the balance below 0.
 */
export async function adjustCredit(database: Knex, adjustment: CreditAdjustment, user: string) {
	return database.transaction(async (trx) => {
		const now = nowForDb(trx);
		const query = trx('customers').select('id', 'name').where('id', adjustment.customer);
		const customer = await (isSqlite(trx) ? query : query.forUpdate()).first();
		if (!customer) throw invalid('customer', `There is no customer #${adjustment.customer}.`);

		const sum = await trx('credit_ledger').where('customer', adjustment.customer).sum({ balance: 'amount' }).first();
		const balance = Number(sum?.balance ?? 0);
		if (balance + adjustment.amount < 0) {
			const settings = (await trx('shop_settings').select('currency').first()) ?? {};
			const money = (amount: number) => formatMoney(amount, String(settings.currency ?? 'USD'));
			throw new InsufficientCreditError(`${String(customer.name)} has ${money(balance)} of store credit, so at most ${money(balance)} can be taken off, not ${money(-adjustment.amount)}.`, {
				field: 'amount',
				customer: adjustment.customer,
				balance,
				requested: -adjustment.amount,
			});
		}

		const entry = {
			customer: adjustment.customer,
			amount: adjustment.amount,
			reason: 'manual_adjustment',
			order: null,
			buylist: null,
			note: adjustment.note,
			balance_after: balance + adjustment.amount,
			user_created: user,
			date_created: now,
		};
		const [inserted] = await trx('credit_ledger').insert(entry, ['id']);
		const id = Number(typeof inserted === 'object' && inserted !== null ? (inserted as { id: unknown }).id : inserted);
		return { entry: { id, ...entry, date_created: new Date(now).toISOString() }, balance: entry.balance_after };
	});
}
