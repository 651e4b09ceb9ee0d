import type { Knex } from 'knex';
import { formatMoney } from '../checkout/format-money.ts';
import { insertedId, nowForDb } from '../db.ts';
import { creditBalance, lockCustomer } from './customer-credit.ts';
import { InsufficientCreditError, invalid } from '../errors.ts';
import type { CreditAdjustment } from './adjust-credit-input.ts';

/**
 * `POST /deckhand/credit/adjust`: one `manual_adjustment` row in the customer's ledger, with
 * the balance after it, the customer locked meanwhile (`lockCustomer`). Credit taken back never takes the balance below 0.
 */
export async function adjustCredit(database: Knex, adjustment: CreditAdjustment, user: string) {
	return database.transaction(async (trx) => {
		const now = nowForDb(trx);
		const customer = await lockCustomer(trx, adjustment.customer);
		if (!customer) throw invalid('customer', `There is no customer #${adjustment.customer}.`);
		const balance = await creditBalance(trx, adjustment.customer);
		if (balance + adjustment.amount < 0) {
			const settings = (await trx('shop_settings').select('currency').first()) ?? {};
			const money = (amount: number) => formatMoney(amount, String(settings.currency ?? 'USD'));
			throw new InsufficientCreditError(`${customer.name} has ${money(balance)} of store credit, so at most ${money(balance)} can be taken off, not ${money(-adjustment.amount)}.`, {
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
		return { entry: { id: insertedId(inserted), ...entry, date_created: new Date(now).toISOString() }, balance: entry.balance_after };
	});
}
