import type { Knex } from 'knex';
import { invalid } from '../errors.ts';
import { dbBoolean } from '../db.ts';

type Payload = Record<string, unknown>;

const given = (value: unknown) => value !== null && value !== undefined;

/**
 * What a buying rule must say as a whole (its fields' own bounds are `domain/field-rules.ts`):
 * it is for one card or one set, not both; a limit has both its numbers or neither; it does
 * something (hot, not buying or a limit); and a card is not both hot and not bought.
 * `rule` is the row as it will be after the write.
 */
export function checkBuyingRule(rule: Payload): void {
	if (given(rule['card']) === given(rule['set']))
		throw invalid('card', 'A buying rule is for one card or one whole set: choose exactly one of them.');
	if (given(rule['buy_limit']) !== given(rule['hold_threshold']))
		throw invalid(
			given(rule['buy_limit']) ? 'hold_threshold' : 'buy_limit',
			'A limit says both numbers, "buy at most N while we hold M or more", or neither.',
		);
	const hot = given(rule['hot_percent']);
	const notBuying = dbBoolean(rule['not_buying']);
	if (hot && notBuying)
		throw invalid('hot_percent', 'A card the shop is not buying cannot be on the hot list: choose one.');
	if (!hot && !notBuying && !given(rule['buy_limit']))
		throw invalid('hot_percent', 'A buying rule must do something: a hot list %, not buying, or a limit.');
}

/** The same check on an update, for each rule changed, with the fields it keeps. */
export async function checkBuyingRuleUpdate(database: Knex, keys: unknown[], payload: Payload): Promise<void> {
	const rows: Payload[] = await database('buying_rules')
		.select('card', 'set', 'hot_percent', 'not_buying', 'buy_limit', 'hold_threshold')
		.whereIn('id', keys as number[]);
	for (const row of rows) checkBuyingRule({ ...row, ...payload });
}
