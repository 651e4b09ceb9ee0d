import { msg, t } from '@lingui/core/macro';
import type { BuyingRule } from '@deckhand/contract/schema/buying.ts';
import { errorOf } from '../../lib/fields/form-readings.ts';
import { readPercent, readText, readWhole, type Bounds } from '../../lib/fields/typed-number.ts';
import { RULE_BOUNDS } from './rule-bounds.ts';

/** What a rule is about: one card, or a whole set (a card's own rule is used in place of its set's). */
export type RuleTarget = 'card' | 'set';

/** The rule's dialog as typed: every number kept as text, read by `lib/fields`, never rewritten. */
export interface RuleValues {
	target: RuleTarget;
	/** The chosen card's or set's id, as the pickers give it; '' while none is chosen. */
	card: string;
	set: string;
	hot: string;
	notBuying: boolean;
	buyLimit: string;
	holdThreshold: string;
	note: string;
}

/** What the items API is sent: exactly one of `card` and `set`. */
export type RuleBody = Pick<BuyingRule, 'hot_percent' | 'not_buying' | 'buy_limit' | 'hold_threshold' | 'note'> & {
	card: number | null;
	set: number | null;
};

export const EMPTY_RULE: RuleValues = {
	target: 'card',
	card: '',
	set: '',
	hot: '',
	notBuying: false,
	buyLimit: '',
	holdThreshold: '',
	note: '',
};

const HOT = { label: msg`Hot list bonus`, min: RULE_BOUNDS.hotPercentMin, max: RULE_BOUNDS.hotPercentMax };
const BUY_LIMIT = { label: msg`Buy at most`, min: 0, max: RULE_BOUNDS.buyLimitMax };
const HOLD = { label: msg`While we hold`, min: 0, max: RULE_BOUNDS.holdThresholdMax };
const NOTE = { label: msg`Note`, max: RULE_BOUNDS.noteMax };

/** A stored rule in the dialog, for editing. */
export function valuesOf(
	rule: { card: { id: number } | null; set: { id: number } | null } & Pick<
		BuyingRule,
		'hot_percent' | 'not_buying' | 'buy_limit' | 'hold_threshold' | 'note'
	>,
): RuleValues {
	const text = (value: number | null) => (value === null ? '' : String(value));
	return {
		target: rule.card ? 'card' : 'set',
		card: rule.card ? String(rule.card.id) : '',
		set: rule.set ? String(rule.set.id) : '',
		hot: text(rule.hot_percent),
		notBuying: rule.not_buying,
		buyLimit: text(rule.buy_limit),
		holdThreshold: text(rule.hold_threshold),
		note: rule.note ?? '',
	};
}

/**
 * The server's checks of a rule, field by field, in the words shown beside each field: the
 * chosen card or set; the bonus 1–100 % and never with "not buying"; the limit's two numbers
 * both or neither, within their bounds; a rule that does something; the note's length.
 */
export const ruleRules = {
	card: (value: string, values: RuleValues) =>
		values.target === 'card' && value === '' ? t`Choose the card this rule is for.` : null,
	set: (value: string, values: RuleValues) =>
		values.target === 'set' && value === '' ? t`Choose the set this rule is for.` : null,
	hot: (value: string, values: RuleValues) => {
		const problem = errorOf(readPercent(value, HOT));
		if (problem) return problem;
		if (values.notBuying && value.trim() !== '')
			return t`A card the shop is not buying gets no hot-list bonus: clear the bonus or untick Not buying.`;
		return null;
	},
	buyLimit: (value: string, values: RuleValues) =>
		errorOf(readWhole(value, BUY_LIMIT)) ?? bothOrNeither(value, values.holdThreshold, 'buyLimit'),
	holdThreshold: (value: string, values: RuleValues) =>
		errorOf(readWhole(value, HOLD)) ?? bothOrNeither(values.buyLimit, value, 'holdThreshold'),
	notBuying: (value: boolean, values: RuleValues) =>
		!value && values.hot.trim() === '' && values.buyLimit.trim() === '' && values.holdThreshold.trim() === ''
			? t`A rule must do something: give a hot-list bonus, tick Not buying, or set a limit.`
			: null,
	note: (value: string) => errorOf(readText(value, NOTE)),
};

/** "Buy at most N while we hold M or more" needs both numbers; the one left empty is said. */
function bothOrNeither(limit: string, hold: string, field: 'buyLimit' | 'holdThreshold'): string | null {
	const hasLimit = limit.trim() !== '';
	const hasHold = hold.trim() !== '';
	if (hasLimit === hasHold) return null;
	if (field === 'buyLimit' && !hasLimit) return t`Give how many to buy at most, or clear the stock level too.`;
	if (field === 'holdThreshold' && !hasHold)
		return t`Give the stock level the limit starts at, or clear the most to buy too.`;
	return null;
}

/** The body of a rule whose fields have all passed `ruleRules`. */
export function ruleBody(values: RuleValues): RuleBody {
	const whole = (text: string, bounds: Bounds) => {
		const reading = readWhole(text, bounds);
		return reading.ok ? reading.value : null;
	};
	const hot = readPercent(values.hot, HOT);
	const note = values.note.trim();
	return {
		card: values.target === 'card' ? Number(values.card) : null,
		set: values.target === 'set' ? Number(values.set) : null,
		hot_percent: hot.ok ? hot.value : null,
		not_buying: values.notBuying,
		buy_limit: whole(values.buyLimit, BUY_LIMIT),
		hold_threshold: whole(values.holdThreshold, HOLD),
		note: note === '' ? null : note,
	};
}
