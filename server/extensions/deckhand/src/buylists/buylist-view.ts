import type { Knex } from 'knex';
import { dbBoolean, dbNumberOrNull, isoTime } from '../db.ts';
import { invalid } from '../errors.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { holdOf } from './approval-queue.ts';
import { completionHeld } from './staff-limits.ts';
import { TRADE_IN_STATUSES } from '@deckhand/contract/buylists/buylist-states.ts';
import { offersShown, withoutOffer, type BuylistViewer } from './offer-visibility.ts';
import type { BuylistLineView, BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';
import type {
	BuylistStatus,
	Condition,
	Finish,
	OfferRule,
	PayoutMethod,
	PriceFrom,
} from '@deckhand/contract/schema/choices.ts';
import { QUOTE_STALE_DAYS } from '@deckhand/contract/catalogue/market-quotes.ts';
import { isStale } from '../pricing/reprice-rules.ts';

type Row = Record<string, unknown>;

const num = (value: unknown) => Number(value ?? 0);

/** A line's market price basis, stale once older than a missed refresh by the server's clock. */
function marketBasis(line: Row, now: number): BuylistLineView['market'] {
	if (line['market_source'] === null || line['market_quoted_at'] === null) return null;
	const quotedAt = isoTime(line['market_quoted_at']);
	return {
		source: String(line['market_source']),
		quoted_at: quotedAt,
		stale: isStale(Date.parse(quotedAt), now, QUOTE_STALE_DAYS),
	};
}

/**
 * A buylist as every buylist route answers it (the BuylistView the dashboard reads): its customer
 * and their store credit, both totals, each line with its card and what shaped its offer, the
 * copies of each card on hand now, its status history, and the sale its credit paid towards.
 * The lines' offers only when the viewer may see them (`offer-visibility.ts`).
 */
export async function buylistView(
	trx: Knex,
	id: number,
	viewer: BuylistViewer & { user?: string },
): Promise<BuylistView> {
	const buylist: Row | undefined = await trx('buylists as b')
		.leftJoin('customers as c', 'c.id', 'b.customer')
		.select('b.*', 'c.name as customer_name')
		.where('b.id', id)
		.first();
	if (!buylist) throw invalid('id', `There is no buylist #${id}.`);
	const customer = dbNumberOrNull(buylist['customer']);
	const [settings, lines, events, order, balance] = await Promise.all([
		readShopSettings(trx),
		trx('buylist_lines as l')
			.join('cards', 'cards.id', 'l.card')
			.join('sets', 'sets.id', 'cards.set')
			.select(
				'l.*',
				'cards.name as card_name',
				'cards.collector_number',
				'cards.image',
				'sets.code as set_code',
				'sets.name as set_name',
			)
			.where('l.buylist', id)
			.orderBy('l.id') as Promise<Row[]>,
		trx('buylist_events')
			.select('id', 'from_status', 'to_status', 'note', 'user_created', 'date_created')
			.where('buylist', id)
			.orderBy('id') as Promise<Row[]>,
		trx('orders').select('id', 'number').where('trade_in', id).first() as Promise<Row | undefined>,
		customer === null
			? Promise.resolve(undefined)
			: (trx('credit_ledger').where('customer', customer).sum({ balance: 'amount' }).first() as Promise<
					Row | undefined
				>),
	]);
	const cards = [...new Set(lines.map((line) => num(line['card'])))];
	const heldRows: Row[] =
		cards.length === 0
			? []
			: await trx('skus').select('card').sum({ held: 'quantity' }).whereIn('card', cards).groupBy('card');
	const held = new Map(heldRows.map((row) => [num(row['card']), num(row['held'])]));
	const status = String(buylist['status']) as BuylistStatus;
	const now = Date.now();
	const totals = { customer, total_cash: num(buylist['total_cash']), total_credit: num(buylist['total_credit']) };
	const view: BuylistView = {
		id,
		number: String(buylist['number']),
		status,
		customer:
			customer === null
				? null
				: { id: customer, name: String(buylist['customer_name']), credit_balance: num(balance?.['balance']) },
		payout_method: (buylist['payout_method'] as PayoutMethod | null) ?? null,
		total_cash: num(buylist['total_cash']),
		total_credit: num(buylist['total_credit']),
		total_offer: num(buylist['total_offer']),
		till_session: dbNumberOrNull(buylist['till_session']),
		user_created: (buylist['user_created'] as string | null) ?? null,
		date_created: isoTime(buylist['date_created']),
		staff_limit: settings.staff_buylist_limit,
		hold: holdOf(buylist),
		completion_held: TRADE_IN_STATUSES.includes(status)
			? await completionHeld(trx, viewer, totals, settings)
			: null,
		offers_withheld: false,
		lines: lines.map((line) => ({
			id: num(line['id']),
			card: {
				id: num(line['card']),
				name: String(line['card_name']),
				set_code: String(line['set_code']),
				set_name: String(line['set_name']),
				collector_number: (line['collector_number'] as string | null) ?? null,
				image: (line['image'] as string | null) ?? null,
			},
			condition: String(line['condition']) as Condition,
			finish: String(line['finish']) as Finish,
			language: String(line['language']),
			quantity: num(line['quantity']),
			buy_quantity: num(line['buy_quantity']),
			sku: dbNumberOrNull(line['sku']),
			held: held.get(num(line['card'])) ?? 0,
			price_basis: dbNumberOrNull(line['price_basis']),
			hot_percent: dbNumberOrNull(line['hot_percent']),
			cash_unit: dbNumberOrNull(line['cash_unit']),
			credit_unit: dbNumberOrNull(line['credit_unit']),
			line_cash: num(line['line_cash']),
			line_credit: num(line['line_credit']),
			overridden: dbBoolean(line['overridden']),
			rule: (line['rule'] as OfferRule | null) ?? null,
			price_from: (line['price_from'] as PriceFrom | null) ?? null,
			market: marketBasis(line, now),
			offer_unit: dbNumberOrNull(line['offer_unit']),
			line_total: dbNumberOrNull(line['line_total']),
		})),
		events: events.map((event) => ({
			id: num(event['id']),
			from_status: (event['from_status'] as BuylistStatus | null) ?? null,
			to_status: String(event['to_status']) as BuylistStatus,
			note: (event['note'] as string | null) ?? null,
			user_created: (event['user_created'] as string | null) ?? null,
			date_created: isoTime(event['date_created']),
		})),
		order: order ? { id: num(order['id']), number: String(order['number']) } : null,
	};
	return offersShown(view, viewer, now, settings.time_zone)
		? view
		: { ...view, offers_withheld: true, lines: view.lines.map(withoutOffer) };
}
