import type { Knex } from 'knex';
import { inBucket, sumsPerBucket } from './bucket-rows.ts';
import type { Span } from './period.ts';
import { product, SALES_IN_SQL, whole } from './sales-within.ts';
import { splitAtUtcDays, type UtcDay } from './utc-days.ts';

/*
 * The sales' lines summed over spans of time (the KPIs' period, the days of the sales-by-day
 * report): copies sold and, for an administrator, their recorded cost and the lines sold without
 * one. The whole UTC days inside the spans are read from the sales summary (`card_day_sales`,
 * `ledger/card-day-sales.ts`), which already holds each day's lines summed, so no order is read
 * for its date, no line for its copies and no cost looked up (docs/reports.md, "Speed"); what is
 * left at each span's ends (the shop's midnights are not UTC's) is summed from the lines.
 */

export interface LineSums {
	units: number;
	/** Σ quantity × the unit cost recorded with the line, over the lines that have one. */
	cost: number;
	uncosted_lines: number;
}

type Moments = Pick<Span, 'start' | 'end'>;
type Figure = keyof LineSums;

/** The lines' sums, each as the summary keeps it and as it is worked out from the lines themselves. */
const FROM_LINES: Record<Figure, string> = {
	units: 'sum(order_lines.quantity)',
	cost: `sum(${product('order_lines.quantity', 'order_line_costs.unit_cost')})`,
	uncosted_lines: 'count(order_lines.id) - count(order_line_costs.id)',
};

/** Spans that do not overlap (a period, the buckets of a series), each summed; the cost figures only `withCosts` (0 otherwise: never read). */
export async function lineSumsWithin(database: Knex, spans: Moments[], withCosts: boolean): Promise<LineSums[]> {
	const figures: Figure[] = withCosts ? ['units', 'cost', 'uncosted_lines'] : ['units'];
	const totals: LineSums[] = spans.map(() => ({ units: 0, cost: 0, uncosted_lines: 0 }));
	const add = (index: number, row: Partial<Record<Figure, unknown>> | undefined) => {
		for (const figure of figures) totals[index]![figure] += whole(row?.[figure]);
	};
	const splits = spans.map(splitAtUtcDays);

	const spanOfDay = new Map<UtcDay, number>();
	splits.forEach(({ days }, index) => {
		for (let day = days?.first ?? 0; days && day < days.end; day++) spanOfDay.set(day, index);
	});
	if (spanOfDay.size > 0) {
		const days = [...spanOfDay.keys()];
		const rows: Array<Record<string, unknown>> = await database('card_day_sales')
			.where('day', '>=', Math.min(...days))
			.where('day', '<=', Math.max(...days))
			.groupBy('day')
			.select('day', ...figures.map((figure) => database.raw(`sum(${figure}) as ${figure}`)));
		for (const row of rows) {
			const index = spanOfDay.get(Number(row['day']));
			if (index !== undefined) add(index, row);
		}
	}

	const edges = splits.flatMap(({ edges }, index) => edges.map((edge) => ({ ...edge, index })));
	if (edges.length > 0) {
		const costs = withCosts ? 'left join order_line_costs on order_line_costs.order_line = order_lines.id' : '';
		const sums = await sumsPerBucket(database, edges, {
			sums: Object.fromEntries(figures.map((figure) => [figure, FROM_LINES[figure]])) as Record<Figure, string>,
			from: `left join orders on ${inBucket('orders.date_created')} and orders.status in ${SALES_IN_SQL} join order_lines on order_lines."order" = orders.id ${costs}`,
		});
		sums.forEach((row, edge) => add(edges[edge]!.index, row));
	}
	return totals;
}
