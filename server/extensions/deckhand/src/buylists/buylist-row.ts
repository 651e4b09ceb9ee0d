import type { Knex } from 'knex';
import { lockingRead } from '../db.ts';
import { BuylistTransitionError, invalid } from '../errors.ts';
import type { Books } from '../ledger/command.ts';
import {
	BUYLIST_TRANSITIONS,
	isBuylistStatus,
	type BuylistStatus,
	type PayoutMethod,
} from '@deckhand/contract/buylists/buylist-states.ts';

export interface BuylistRow {
	id: number;
	number: string;
	status: BuylistStatus;
	customer: number | null;
	payout_method: PayoutMethod | null;
	total_cash: number;
	total_credit: number;
}

const nullableId = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The buylist, locked on PostgreSQL for the rest of the command, so that two commands on the same
 * buylist (a line added while it is completed) wait for each other. Refused when there is none.
 */
export async function lockBuylist(trx: Knex.Transaction, id: number, field = 'id'): Promise<BuylistRow> {
	const query = trx('buylists')
		.select('id', 'number', 'status', 'customer', 'payout_method', 'total_cash', 'total_credit')
		.where('id', id);
	const row = await lockingRead(trx, query).first();
	if (!row) throw invalid(field, `There is no buylist #${id}.`);
	return {
		id: Number(row.id),
		number: String(row.number),
		status: row.status,
		customer: nullableId(row.customer),
		payout_method: row.payout_method ?? null,
		total_cash: Number(row.total_cash),
		total_credit: Number(row.total_credit),
	};
}

/** Refuses a change the buylist's state does not allow, with INVALID_TRANSITION naming where it stands (and the field asked to change). */
export function refuseUnless(
	buylist: BuylistRow,
	allowed: readonly BuylistStatus[],
	to: BuylistStatus,
	sentence: string,
	field?: string,
): void {
	if (allowed.includes(buylist.status)) return;
	throw stateRefusal(buylist, to, sentence, field);
}

/** INVALID_TRANSITION: "Buylist B-000012 is <where it stands>: <sentence>", naming the field asked to change. */
export function stateRefusal(buylist: BuylistRow, to: BuylistStatus, sentence: string, field?: string) {
	return new BuylistTransitionError(`Buylist ${buylist.number} is ${buylist.status.replace('_', ' ')}: ${sentence}`, {
		buylist: buylist.id,
		from: buylist.status,
		to,
		allowed: isBuylistStatus(buylist.status) ? [...BUYLIST_TRANSITIONS[buylist.status]] : [],
		...(field === undefined ? {} : { field }),
	});
}

/** Updates the buylist only if it still has the status the command read (a guarded update), and records the change. */
export async function updateBuylist(books: Books, buylist: BuylistRow, values: Record<string, unknown>): Promise<void> {
	const updated = await books.trx('buylists').where({ id: buylist.id, status: buylist.status }).update(values);
	if (updated === 0)
		throw invalid(
			'id',
			`Buylist ${buylist.number} was changed by someone else a moment ago; nothing was changed. Look again and retry.`,
		);
	books.updated('buylists', [buylist.id], values);
}
