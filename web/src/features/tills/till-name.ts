import { t } from '@lingui/core/macro';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { sameTillName } from '@deckhand/contract/tills/till-names.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import type { TillChoice } from '../../lib/tills/till-queries.ts';

/**
 * The server's rules for a till's name (`domain/field-rules.ts`, `hooks/till-rules.ts`) in the
 * same words, said before the owner saves: 1 to 60 characters once the spaces around are left
 * out, and no other till (retired ones included) called the same, case aside. `self` is the till
 * being renamed, which may keep its name.
 */
export function tillNameProblem(text: string, tills: readonly TillChoice[], self: number | null): string | null {
	const length = text.trim().length;
	if (length < 1 || length > LIMITS.tillNameMax) {
		const max = formatNumber(LIMITS.tillNameMax);
		return t`Till name must be 1 to ${max} characters long.`;
	}
	const taken = tills.find((till) => till.id !== self && sameTillName(till.name, text));
	if (!taken) return null;
	const other = taken.name;
	return taken.active
		? t`Another till is already called ${other}; choose another name.`
		: t`${other} is the name of a retired till; bring that till back, or choose another name.`;
}
