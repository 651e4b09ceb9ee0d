import type { Knex } from 'knex';
import type { Books } from '../ledger/command.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { loadCardFacts, offerSettings } from './card-facts.ts';
import { computeOffers, type Offer, type OfferLine } from './offers.ts';
import { dbBoolean, dbNumberOrNull, isoTime } from '../db.ts';
import { followedQuotes, followingOf } from '../pricing/followed-quotes.ts';

type Row = Record<string, unknown>;

export interface StoredLine extends OfferLine {
	id: number;
	offer: Offer;
}

/** A buylist's lines in line order, as stored, with the offer each holds now. */
export async function storedLines(trx: Knex, buylist: number): Promise<StoredLine[]> {
	const rows: Row[] = await trx('buylist_lines').select('*').where('buylist', buylist).orderBy('id');
	return rows.map((row) => {
		const overridden = dbBoolean(row['overridden']);
		return {
			id: Number(row['id']),
			card: Number(row['card']),
			condition: String(row['condition']),
			finish: String(row['finish']),
			language: String(row['language']),
			quantity: Number(row['quantity']),
			override: overridden
				? { cashUnit: Number(row['cash_unit']), creditUnit: Number(row['credit_unit']) }
				: null,
			offer: {
				sku: dbNumberOrNull(row['sku']),
				buy_quantity: Number(row['buy_quantity']),
				price_basis: dbNumberOrNull(row['price_basis']),
				hot_percent: dbNumberOrNull(row['hot_percent']),
				cash_unit: dbNumberOrNull(row['cash_unit']),
				credit_unit: dbNumberOrNull(row['credit_unit']),
				line_cash: Number(row['line_cash']),
				line_credit: Number(row['line_credit']),
				overridden,
				rule: (row['rule'] as Offer['rule']) ?? null,
				price_from: (row['price_from'] as Offer['price_from']) ?? null,
				market_source: (row['market_source'] as string | null) ?? null,
				market_quoted_at: row['market_quoted_at'] ? isoTime(row['market_quoted_at']) : null,
			},
		};
	});
}

const sameOffer = (a: Offer, b: Offer) => (Object.keys(a) as Array<keyof Offer>).every((key) => a[key] === b[key]);

/**
 * Works every line's offer out again (a buy limit is shared by the lines of one card, so one
 * line's change can change another's) and the buylist's cash and credit totals; writes only the
 * lines whose offer changed.
 */
export async function recomputeOffers(books: Books, buylist: number): Promise<void> {
	const { trx } = books;
	const lines = await storedLines(trx, buylist);
	const cards = lines.map((line) => line.card);
	const settings = await readShopSettings(trx);
	const [facts, quotes] = await Promise.all([
		loadCardFacts(trx, cards),
		followedQuotes(trx, cards, followingOf(settings)),
	]);
	const offers = computeOffers(lines, facts, offerSettings(settings), quotes);
	for (const [index, line] of lines.entries()) {
		const offer = offers[index]!;
		if (sameOffer(offer, line.offer)) continue;
		const quotedAt = offer.market_quoted_at === null ? null : new Date(offer.market_quoted_at);
		await trx('buylist_lines')
			.where('id', line.id)
			.update({ ...offer, market_quoted_at: quotedAt });
		books.updated('buylist_lines', [line.id], { ...offer });
	}
	const totals = {
		total_cash: offers.reduce((sum, offer) => sum + offer.line_cash, 0),
		total_credit: offers.reduce((sum, offer) => sum + offer.line_credit, 0),
	};
	await trx('buylists').where('id', buylist).update(totals);
	books.updated('buylists', [buylist], totals);
}
