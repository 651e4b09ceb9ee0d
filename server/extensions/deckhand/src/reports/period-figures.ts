import type { Knex } from 'knex';
import { dbTime } from '../db.ts';
import type { BuylistFigures, CreditFigures, PeriodFigures } from '@deckhand/contract/reports/period-figures.ts';
import type { Span } from './period.ts';
import { lineSumsWithin } from './line-sums.ts';
import { averageOf, salesWithin, whole, within } from './sales-within.ts';

/*
 * The figures of one period (docs/reports.md, "What counts"), each a single aggregate query over
 * the rows of the period's moments. Money in minor units, counts whole.
 */

async function salesOf(database: Knex, span: Span): Promise<{ sales: number; orders: number; tax: number }> {
	const row = await salesWithin(database, span)
		.select(
			database.raw('count(*) as orders'),
			database.raw('sum(orders.subtotal - orders.discount) as sales'),
			database.raw('sum(orders.tax) as tax'),
		)
		.first();
	return { sales: whole(row?.sales), orders: whole(row?.orders), tax: whole(row?.tax) };
}

/** Buylists completed in the period, dated by their completion (the `completed` event of `buylist_events`). */
async function buylistsOf(database: Knex, span: Span): Promise<BuylistFigures> {
	const rows: Array<{ payout_method: string | null; spend: unknown }> = await within(
		database('buylists')
			.join('buylist_events', 'buylist_events.buylist', 'buylists.id')
			.where('buylists.status', 'completed')
			.where('buylist_events.to_status', 'completed'),
		database,
		'buylist_events.date_created',
		span,
	)
		.groupBy('buylists.payout_method')
		.select('buylists.payout_method', database.raw('sum(buylists.total_offer) as spend'));
	const spend = (method: string) => whole(rows.find((row) => row.payout_method === method)?.spend);
	return { buylist_cash: spend('cash'), buylist_credit: spend('credit') };
}

async function creditOf(database: Knex, span: Span): Promise<CreditFigures> {
	const moved = await within(database('credit_ledger'), database, 'date_created', span)
		.select(
			database.raw('sum(case when amount > 0 then amount else 0 end) as issued'),
			database.raw("sum(case when amount < 0 and reason = 'order_payment' then -amount else 0 end) as redeemed"),
			database.raw("sum(case when amount < 0 and reason <> 'order_payment' then -amount else 0 end) as removed"),
		)
		.first();
	const owed = await database('credit_ledger')
		.where('date_created', '<', dbTime(database, span.end))
		.sum({ outstanding: 'amount' })
		.first();
	return {
		credit_issued: whole(moved?.issued),
		credit_redeemed: whole(moved?.redeemed),
		credit_removed: whole(moved?.removed),
		credit_outstanding: whole(owed?.outstanding),
	};
}

/** Every figure of one period; the cost figures only when `withCosts` (an administrator asks). */
export async function periodFigures(database: Knex, span: Span, withCosts: boolean): Promise<PeriodFigures> {
	const { sales, orders, tax } = await salesOf(database, span);
	const lines = (await lineSumsWithin(database, [span], withCosts))[0]!;
	const figures: PeriodFigures = {
		sales,
		orders,
		average_order_value: averageOf(sales, orders),
		units_sold: lines.units,
		tax,
		...(await buylistsOf(database, span)),
		...(await creditOf(database, span)),
	};
	return withCosts
		? {
				...figures,
				cost_of_sales: lines.cost,
				gross_margin: sales - lines.cost,
				uncosted_lines: lines.uncosted_lines,
			}
		: figures;
}
