import * as z from 'zod/mini';
import { id, oneOf, page, searchText } from '../../lib/search-params.ts';

/** What a rule does, as the list filters it. */
export const RULE_KINDS = ['hot', 'not_buying', 'limit'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/**
 * The buying rules screen's address: the search (a card's or a set's name or code), the kind of
 * rule shown, the page, and the open dialog with the rule it is about (`?dialog=edit&rule=3`).
 */
export const buyingRulesSearchSchema = z.object({
	q: searchText(200),
	kind: oneOf(RULE_KINDS),
	page,
	dialog: oneOf(['add', 'edit', 'delete']),
	rule: id,
});
export type BuyingRulesSearch = z.infer<typeof buyingRulesSearchSchema>;
export type RuleDialog = NonNullable<BuyingRulesSearch['dialog']>;

export const RULES_PAGE_SIZE = 50;

/** The list's filter: the kind of rule, and the search on the card's or the set's name or code. */
export function rulesFilter({ q, kind }: Pick<BuyingRulesSearch, 'q' | 'kind'>): Record<string, unknown> | undefined {
	const parts: Array<Record<string, unknown>> = [];
	if (kind === 'hot') parts.push({ hot_percent: { _nnull: true } });
	if (kind === 'not_buying') parts.push({ not_buying: { _eq: true } });
	if (kind === 'limit') parts.push({ buy_limit: { _nnull: true } });
	if (q)
		parts.push({
			_or: [
				{ card: { name: { _icontains: q } } },
				{ card: { set: { code: { _icontains: q } } } },
				{ set: { name: { _icontains: q } } },
				{ set: { code: { _icontains: q } } },
			],
		});
	if (parts.length === 0) return undefined;
	return parts.length === 1 ? parts[0] : { _and: parts };
}
