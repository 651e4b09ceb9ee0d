import { formatMoney as moneyIn } from '@deckhand/contract/domain/money.ts';

/**
 * "$12.50": an amount in minor units as a clerk reads it, in the shop's currency (ISO 4217) and the
 * English the server's messages are written in. A code the runtime cannot write money in is
 * written as dollars rather than failing the message.
 */
export function formatMoney(amount: number, currency: string): string {
	try {
		return moneyIn(amount, currency, 'en-US');
	} catch {
		return moneyIn(amount, 'USD', 'en-US');
	}
}
