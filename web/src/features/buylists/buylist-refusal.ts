import { t } from '@lingui/core/macro';
import { describeError, type Problem } from '../../lib/directus/errors.ts';
import { formatMoney } from '../../lib/money.ts';
import { holdReason } from './hold-words.ts';
import type { BuylistLineView } from '@deckhand/contract/buylists/buylist-view.ts';

/**
 * Where a refused buylist command is said: beside the line, the intake field, the payout or
 * till of the completion, the customer, or above the page. Nothing the clerk typed is changed.
 */
export type RefusalPlace =
	| { at: 'line'; line: number }
	| {
			at: 'field';
			field:
				| 'quantity'
				| 'card'
				| 'condition'
				| 'finish'
				| 'language'
				| 'payout'
				| 'till'
				| 'customer'
				| 'cash_unit'
				| 'credit_unit'
				| 'note';
	  }
	| { at: 'limit' }
	| { at: 'page' };

export interface Refusal {
	place: RefusalPlace;
	message: string;
	problem: Problem;
}

const FIELDS = new Set([
	'quantity',
	'card',
	'condition',
	'finish',
	'language',
	'payout',
	'till',
	'customer',
	'cash_unit',
	'credit_unit',
	'note',
]);
const LINE_FIELD = /^lines\[(\d+)\]/;

interface LimitDetails {
	limit?: unknown;
	total?: unknown;
	payout?: unknown;
	rule?: unknown;
	spent_today?: unknown;
}

function extensionsOf(error: unknown): LimitDetails {
	const errors =
		typeof error === 'object' && error !== null
			? (error as { errors?: Array<{ extensions?: LimitDetails }> }).errors
			: undefined;
	return Array.isArray(errors) ? (errors[0]?.extensions ?? {}) : {};
}

/** The approval queue explained: what was asked, the limit it went over with the day's figures, and where the buylist waits now. */
function limitMessage(error: unknown, currency: string): string {
	const { limit, total, payout, rule, spent_today } = extensionsOf(error);
	if (typeof limit !== 'number' || typeof total !== 'number')
		return t`This payout is above your limit: the buylist now waits for an administrator's approval, in the buylists list under “Awaiting approval”.`;
	const above = formatMoney(total, currency);
	const most = formatMoney(limit, currency);
	if ((rule === 'customer_day' || rule === 'clerk_day') && typeof spent_today === 'number') {
		const reason = holdReason({ rule, spent_today, limit }, total, currency);
		return t`${reason} Nothing was paid: the buylist now waits for an administrator's approval, in the buylists list under “Awaiting approval”.`;
	}
	return payout === 'cash'
		? t`${above} in cash is above your limit of ${most}. Nothing was paid: the buylist now waits for an administrator's approval, in the buylists list under “Awaiting approval”.`
		: t`${above} in store credit is above your limit of ${most}. Nothing was paid: the buylist now waits for an administrator's approval, in the buylists list under “Awaiting approval”.`;
}

/** A refused command, placed: `lines` are the buylist's lines as shown, so `lines[2].quantity` is said on the third line. */
export function buylistRefusal(error: unknown, lines: Pick<BuylistLineView, 'id'>[], currency: string): Refusal {
	const problem = describeError(error);
	if (problem.code === 'BUYLIST_LIMIT_EXCEEDED')
		return { place: { at: 'limit' }, message: limitMessage(error, currency), problem };
	if (problem.code === 'TILL_NOT_OPEN')
		return { place: { at: 'field', field: 'till' }, message: problem.message, problem };
	const field = problem.field;
	const lineIndex = field ? LINE_FIELD.exec(field) : null;
	if (lineIndex) {
		const line = lines[Number(lineIndex[1])];
		if (line) return { place: { at: 'line', line: line.id }, message: problem.message, problem };
	}
	const last = field?.split('.').at(-1);
	if (last && FIELDS.has(last))
		return {
			place: { at: 'field', field: last as Extract<RefusalPlace, { at: 'field' }>['field'] },
			message: problem.message,
			problem,
		};
	return { place: { at: 'page' }, message: problem.message, problem };
}
