import type { SchemaOverview } from '@directus/types';
import type { ActivitySource } from './activity-source.ts';
import { buylistEvents } from './sources/buylist-events.ts';
import { cashMovements } from './sources/cash-movements.ts';
import { creditLedger } from './sources/credit-ledger.ts';
import { directusActivity } from './sources/directus-activity.ts';
import { orderEvents } from './sources/order-events.ts';
import { orderPayments } from './sources/order-payments.ts';
import { priceChanges } from './sources/price-changes.ts';
import { stockMovements } from './sources/stock-movements.ts';

/**
 * The books the activity screen reads. A new one is a module in `sources/` (usually a
 * `ledgerSource`), its kind added to `ACTIVITY_KINDS` (`activity-entry.ts`, which also fixes the
 * order of lines of the same moment) with a detail shape, and one line here.
 */
export function activitySources(schema: SchemaOverview, directusDays: number | null): ActivitySource[] {
	return [
		directusActivity(schema, directusDays),
		stockMovements,
		creditLedger,
		priceChanges,
		orderEvents,
		orderPayments,
		cashMovements,
		buylistEvents,
	];
}
