import type { Knex } from 'knex';
import { conditionLadder, type ShopSettings } from '../settings/shop-settings.ts';
import { identityKey, type BuyingRuleTerms, type CardFacts, type OfferSettings } from './offers.ts';
import { dbBoolean, dbNumberOrNull } from '../db.ts';

type Row = Record<string, unknown>;

function termsOf(row: Row): BuyingRuleTerms {
	const buyLimit = dbNumberOrNull(row['buy_limit']);
	const holdThreshold = dbNumberOrNull(row['hold_threshold']);
	return {
		hotPercent: dbNumberOrNull(row['hot_percent']),
		notBuying: dbBoolean(row['not_buying']),
		limit: buyLimit === null || holdThreshold === null ? null : { buyLimit, holdThreshold },
	};
}

/**
 * What offers are worked out from, for each card: its SKUs and their prices, the copies on hand,
 * and its buying rule (the card's own, else its set's). Read inside the command's transaction.
 */
export async function loadCardFacts(trx: Knex, cards: readonly number[]): Promise<Map<number, CardFacts>> {
	const ids = [...new Set(cards)];
	const facts = new Map<number, CardFacts>();
	if (ids.length === 0) return facts;
	const [cardRows, skuRows] = await Promise.all([
		trx('cards').select('id', 'set').whereIn('id', ids),
		trx('skus').select('id', 'card', 'condition', 'finish', 'language', 'price', 'quantity').whereIn('card', ids),
	]);
	const setOf = new Map(cardRows.map((row: Row) => [Number(row['id']), Number(row['set'])]));
	const ruleRows: Row[] = await trx('buying_rules')
		.select('card', 'set', 'hot_percent', 'not_buying', 'buy_limit', 'hold_threshold')
		.whereIn('card', ids)
		.orWhereIn('set', [...new Set(setOf.values())]);
	const cardRules = new Map(
		ruleRows.filter((row) => row['card'] !== null).map((row) => [Number(row['card']), termsOf(row)]),
	);
	const setRules = new Map(
		ruleRows.filter((row) => row['set'] !== null).map((row) => [Number(row['set']), termsOf(row)]),
	);
	for (const id of ids) {
		const set = setOf.get(id);
		facts.set(id, {
			skus: new Map(),
			held: 0,
			rule: cardRules.get(id) ?? (set === undefined ? undefined : setRules.get(set)) ?? null,
		});
	}
	for (const row of skuRows as Row[]) {
		const card = facts.get(Number(row['card']))!;
		card.skus.set(identityKey(row as { condition: string; finish: string; language: string }), {
			id: Number(row['id']),
			price: dbNumberOrNull(row['price']),
		});
		card.held += Number(row['quantity']);
	}
	return facts;
}

export function offerSettings(settings: ShopSettings): OfferSettings {
	return {
		cashPercent: settings.buylist_cash_percent,
		creditPercent: settings.buylist_credit_percent,
		conditionPercent: conditionLadder(settings),
	};
}
