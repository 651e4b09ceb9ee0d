import { t } from '@lingui/core/macro';
import type { BuyingRule } from '@deckhand/contract/schema/buying.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';

/** What a rule does, in the words the list shows: "Hot +15 %", "Not buying", "Buy at most 4 while we hold 8 or more". */
export function ruleEffects(
	rule: Pick<BuyingRule, 'hot_percent' | 'not_buying' | 'buy_limit' | 'hold_threshold'>,
): string[] {
	const effects: string[] = [];
	if (rule.hot_percent !== null) {
		const percent = formatNumber(rule.hot_percent);
		effects.push(t`Hot +${percent} %`);
	}
	if (rule.not_buying) effects.push(t`Not buying`);
	if (rule.buy_limit !== null && rule.hold_threshold !== null) {
		const most = formatNumber(rule.buy_limit);
		const held = formatNumber(rule.hold_threshold);
		effects.push(
			rule.buy_limit === 0
				? t`Buy none while we hold ${held} or more`
				: t`Buy at most ${most} while we hold ${held} or more`,
		);
	}
	return effects;
}
