import { CONDITIONS } from '@deckhand/contract/domain/limits.ts';

/**
 * A condition's share of the NM price (`shop_settings.condition_<c>_percent`); NM is the price
 * itself, whatever its setting. A market quote is an NM price: offers, reprices and the reviews
 * a market move queues all price a condition from it with this one share.
 */
export const conditionShare = (condition: string, conditionPercent: Readonly<Record<string, number>>) =>
	condition === 'NM' ? 100 : (conditionPercent[condition] ?? 0);

/** A condition's price from an NM market price: × the condition's share, rounded down to the minor unit. */
export const conditionPrice = (
	nmPrice: number,
	condition: string,
	conditionPercent: Readonly<Record<string, number>>,
) => Math.floor((nmPrice * conditionShare(condition, conditionPercent)) / 100);

/**
 * `conditionShare` as an SQL expression of a condition column, for a statement that prices every
 * SKU at once: the shares are bound values, so the rule stays the one above.
 */
export function conditionShareSql(
	column: string,
	conditionPercent: Readonly<Record<string, number>>,
): { sql: string; bindings: Array<string | number> } {
	return {
		// Cast: PostgreSQL gives a bound value in a CASE's result no type of its own.
		sql: `CASE ${column} ${CONDITIONS.map(() => 'WHEN ? THEN CAST(? AS INTEGER)').join(' ')} ELSE 0 END`,
		bindings: CONDITIONS.flatMap((condition) => [condition, conditionShare(condition, conditionPercent)]),
	};
}
