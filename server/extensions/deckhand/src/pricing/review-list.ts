import type { Knex } from 'knex';
import { dbNumberOrNull, isoTime } from '../db.ts';
import { staleDaysOf } from '@deckhand/contract/catalogue/market-quotes.ts';
import { MARKET_STALE_DAYS } from '@deckhand/contract/domain/limits.ts';
import type { Person, ReviewMarket, ReviewPage } from '@deckhand/contract/pricing/review-list.ts';
import type { ReviewListQuery } from './review-input.ts';
import { changePercent, isStale } from './reprice-rules.ts';

const person = (row: Record<string, unknown>, prefix: string): Person | null =>
	row[`${prefix}_id`] === null || row[`${prefix}_id`] === undefined
		? null
		: {
				first_name: (row[`${prefix}_first`] as string | null) ?? null,
				last_name: (row[`${prefix}_last`] as string | null) ?? null,
				email: String(row[`${prefix}_email`] ?? ''),
			};

/** The market price a review was priced from, its staleness judged now by the server's clock. */
function marketOf(row: Record<string, unknown>, now: number): ReviewMarket | null {
	if (row['market_price'] === null || row['market_price'] === undefined) return null;
	const source = String(row['market_source']);
	const quotedAt = isoTime(row['market_at']);
	return {
		before: dbNumberOrNull(row['market_before']),
		price: Number(row['market_price']),
		source,
		quoted_at: quotedAt,
		stale: isStale(Date.parse(quotedAt), now, staleDaysOf(source, MARKET_STALE_DAYS)),
	};
}

/**
 * `GET /deckhand/prices/reviews`: one page of the reviews in a status, with how many there are in all.
 */
export async function reviewList(database: Knex, query: ReviewListQuery): Promise<ReviewPage> {
	const total = Number(
		(await database('price_reviews').where('status', query.status).count({ n: '*' }).first())?.['n'] ?? 0,
	);
	const rows = await database('price_reviews as r')
		.join('skus as s', 's.id', 'r.sku')
		.join('cards as c', 'c.id', 's.card')
		.join('sets as t', 't.id', 'c.set')
		.leftJoin('directus_users as p', 'p.id', 'r.user_created')
		.leftJoin('directus_users as d', 'd.id', 'r.decided_by')
		.where('r.status', query.status)
		// Pending: the newest run first; decided: the latest decision first. Within a run, in SKU order.
		.orderBy([
			{ column: query.status === 'pending' ? 'r.date_created' : 'r.date_decided', order: 'desc' },
			{ column: 'r.run' },
			{ column: 'r.sku' },
		])
		.offset(query.offset)
		.limit(query.limit)
		.select(
			'r.id',
			'r.status',
			'r.run',
			'r.old_price',
			'r.proposed_price',
			'r.kind',
			'r.market_before',
			'r.market_price',
			'r.market_source',
			'r.market_at',
			'r.date_created',
			'r.date_decided',
			's.id as sku_id',
			's.condition',
			's.finish',
			's.language',
			's.edition',
			's.quantity',
			's.price as current_price',
			'c.id as card_id',
			'c.name',
			'c.collector_number',
			't.code as set_code',
			'p.id as p_id',
			'p.first_name as p_first',
			'p.last_name as p_last',
			'p.email as p_email',
			'd.id as d_id',
			'd.first_name as d_first',
			'd.last_name as d_last',
			'd.email as d_email',
		);
	const now = Date.now();
	return {
		total,
		rows: rows.map((row) => {
			const old = dbNumberOrNull(row.old_price);
			const proposed = Number(row.proposed_price);
			return {
				id: Number(row.id),
				status: row.status,
				kind: row.kind,
				run: row.run,
				old_price: old,
				proposed_price: proposed,
				current_price: dbNumberOrNull(row.current_price),
				change_percent: changePercent(old, proposed),
				market: marketOf(row, now),
				card: {
					id: Number(row.card_id),
					name: row.name,
					set_code: row.set_code,
					collector_number: row.collector_number ?? null,
				},
				sku: {
					id: Number(row.sku_id),
					condition: row.condition,
					finish: row.finish,
					language: row.language,
					edition: row.edition ?? null,
					quantity: Number(row.quantity),
				},
				proposed_by: person(row, 'p'),
				date_created: isoTime(row.date_created),
				decided_by: person(row, 'd'),
				date_decided: row.date_decided === null ? null : isoTime(row.date_decided),
			};
		}),
	};
}
