import type { Knex } from 'knex';
import type { BuylistReturnPoint, SalesPoint } from '@deckhand/contract/reports/chart-series.ts';
import { dbTime, isSqlite } from '../db.ts';
import { inBucket, sumsPerBucket } from './bucket-rows.ts';
import type { Bucket, Span } from './period.ts';
import { SALES_IN_SQL } from './sales-within.ts';

/*
 * The charts' series over a period's days, weeks or months (docs/reports.md, "Charts"): one
 * statement per series, the buckets joined by range to the indexed timestamp.
 */

/** Sales and orders per bucket. */
export async function salesSeries(database: Knex, buckets: Bucket[]): Promise<SalesPoint[]> {
	const sums = await sumsPerBucket(database, buckets, {
		sums: { sales: 'sum(orders.subtotal - orders.discount)', orders: 'count(orders.id)' },
		from: `left join orders on ${inBucket('orders.date_created')} and orders.status in ${SALES_IN_SQL}`,
	});
	return buckets.map(({ label, from, to }, index) => ({ label, from, to, ...sums[index]! }));
}

/**
 * What the shop paid for trade-ins per bucket (buylists completed then, cash and credit), against
 * what the copies it bought sold for: the sales in the bucket of SKUs that came in through a
 * buylist during the period (a SKU's copies are alike, so a sale of that SKU counts, whichever
 * copy it was), at their lines' prices.
 */
export async function buylistReturnSeries(
	database: Knex,
	buckets: Bucket[],
	period: Span,
): Promise<BuylistReturnPoint[]> {
	const spend = await sumsPerBucket(database, buckets, {
		sums: { buylist_spend: 'sum(buylists.total_offer)' },
		from: `left join buylist_events on ${inBucket('buylist_events.date_created')} and buylist_events.to_status = 'completed' join buylists on buylists.id = buylist_events.buylist and buylists.status = 'completed'`,
	});
	const bought = `order_lines.sku in (select intake.sku from stock_movements intake where intake.reason = 'buylist_intake' and intake.date_created >= ? and intake.date_created < ?)`;
	const intake = [dbTime(database, period.start), dbTime(database, period.end)];
	const sold = await sumsPerBucket(
		database,
		buckets,
		isSqlite(database)
			? {
					sums: { bought_sales: 'sum(order_lines.line_total)' },
					from: `left join orders on ${inBucket('orders.date_created')} and orders.status in ${SALES_IN_SQL}
						join order_lines on order_lines."order" = orders.id
						where ${bought}`,
					bindings: intake,
				}
			: {
					/*
					 * PostgreSQL reads the year's few lines of bought SKUs first (by SKU), then compared each
					 * with every bucket (366 × 9 800: 250 ms); `width_bucket` finds each line's bucket by a
					 * binary search of the buckets' starts, and the buckets are joined by number (35 ms).
					 */
					sums: { bought_sales: 'sum(sold.line_total)' },
					from: `left join (select width_bucket(orders.date_created, cast(? as timestamptz[])) - 1 as idx, order_lines.line_total
							from orders join order_lines on order_lines."order" = orders.id
							where orders.status in ${SALES_IN_SQL} and orders.date_created >= ? and orders.date_created < ? and ${bought}) sold on sold.idx = buckets.idx`,
					bindings: [
						buckets.map((bucket) => new Date(bucket.start)),
						new Date(buckets[0]!.start),
						new Date(buckets.at(-1)!.end),
						...intake,
					],
				},
	);
	return buckets.map(({ label, from, to }, index) => ({ label, from, to, ...spend[index]!, ...sold[index]! }));
}
