/**
 * Deckhand's `customers`, `credit_ledger` and their fields as the API answers them (money in integer minor
 * units, relations as ids unless expanded).
 *
 * Generated from `server/schema/snapshot.yaml` by `npm run contract:generate` (scripts/generate-contract.ts):
 * do not edit; change the snapshot and run it again. A unit test fails while this file differs from it.
 */

import type { CreditReason } from './choices.ts';
import type { Buylist } from './buying.ts';
import type { Order } from './orders.ts';

export interface CreditEntry {
	id: number;
	customer: number | Customer;
	amount: number;
	reason: CreditReason;
	order: number | Order | null;
	buylist: number | Buylist | null;
	note: string | null;
	balance_after: number;
	date_created: string | null;
	user_created: string | null;
}

export interface Customer {
	id: number;
	name: string;
	email: string | null;
	phone: string | null;
	notes: string | null;
	date_created: string | null;
	/** The phone's digits alone, kept by the server for search */
	phone_digits: string | null;
}
