import type { Knex } from 'knex';
import { dbTime } from '../db.ts';
import type { Span } from './period.ts';
import { lineSumsWithin } from './line-sums.ts';
import { averageOf, salesWithin, whole, within } from './sales-within.ts';

/*
 * The figures of one period (docs/reports.md, "What counts"), each a single aggregate query over
 * the rows of the period's moments. Money in minor units, counts whole.
 */

export interface SalesFigures {
	/** Σ (subtotal − discount) of the sales: net of tax. */
	sales: number;
	orders: number;
	/** sales / orders, half up; null without orders. */
	average_order_value: number | null;
	units_sold: number;
	/** Σ tax of the sales. */
	tax: number;
}

/** What the sales cost the shop (administrators only): the cost recorded for each line when it was sold. */
export interface CostFigures {
	/** Σ quantity × the line's recorded unit cost, over the lines that have one. */
	cost_of_sales: number;
	/** sales − cost_of_sales. */
	gross_margin: number;
	/** Lines sold with no cost recorded (their cost counted as unknown, so the margin is that much too high). */
	uncosted_lines: number;
}

export interface BuylistFigures {
	/** Σ total_offer of the buylists completed in the period, paid in cash… */
	buylist_cash: number;
	/** …and in store credit. */
	buylist_credit: number;
}

export interface CreditFigures {
	/** Σ of the ledger's positive entries: buylist payouts, refunds to credit, adjustments up. */
	credit_issued: number;
	/** Σ of what sales took from customers' credit (`order_payment` entries, as a positive amount). */
	credit_redeemed: number;
	/** Σ of the other entries taking credit away (adjustments down), as a positive amount. */
	credit_removed: number;
	/** Σ of every entry before the period's end: what the shop owes its customers in credit then. */
	credit_outstanding: number;
}

export type PeriodFigures = SalesFigures & BuylistFigures & CreditFigures & Partial<CostFigures>;

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
