import type { Books } from '../ledger/command.ts';
import { postCredit } from '../ledger/credit.ts';
import type { CreditAdjusted, CreditAdjustment } from '@deckhand/contract/credit/credit-adjustment.ts';

/**
 * `POST /deckhand/credit/adjust`: one `manual_adjustment` row in the customer's ledger, with
 * the balance after it (`ledger/credit.ts`). Credit taken back never takes the balance below 0.
 */
export async function adjustCredit(books: Books, adjustment: CreditAdjustment): Promise<CreditAdjusted> {
	const entry = await postCredit(
		books,
		{
			customer: adjustment.customer,
			amount: adjustment.amount,
			reason: 'manual_adjustment',
			note: adjustment.note,
		},
		{
			field: 'amount',
			sentence: ({ name, balance, requested }) =>
				`${name} has ${balance} of store credit, so at most ${balance} can be taken off, not ${requested}.`,
		},
	);
	return { entry, balance: entry.balance_after };
}
