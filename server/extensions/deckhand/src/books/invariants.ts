import type { Knex } from 'knex';
import { BUYLIST_INVARIANTS } from './buylist-invariants.ts';
import { HISTORY_INVARIANTS } from './history-invariants.ts';
import type { Invariant } from './invariant.ts';
import { ORDER_INVARIANTS } from './order-invariants.ts';
import { SUMMARY_INVARIANTS } from './summary-invariants.ts';
import { TILL_INVARIANTS } from './till-invariants.ts';

/**
 * The shop's books must always balance. Each query returns the rows that break a rule, so an
 * empty result everywhere means the data is consistent. Run by the server (at start, hourly and
 * on request), by `npm run check:books`, by tests and benchmarks, on SQLite and PostgreSQL alike.
 */
export const INVARIANTS: readonly Invariant[] = [
	...HISTORY_INVARIANTS,
	...ORDER_INVARIANTS,
	...BUYLIST_INVARIANTS,
	...TILL_INVARIANTS,
	...SUMMARY_INVARIANTS,
];

/** Every broken rule (as the code states it) with up to five rows that break it; `{}` when the books balance. */
export async function findViolations(db: Knex): Promise<Record<string, unknown[]>> {
	const violations: Record<string, unknown[]> = {};
	for (const invariant of INVARIANTS) {
		const rows: unknown[] = await invariant.query(db).limit(5);
		if (rows.length > 0) violations[invariant.rule] = rows;
	}
	return violations;
}
