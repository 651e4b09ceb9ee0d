import { createItem, deleteItem, readItems, updateItem } from '@directus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BuyingRule } from '@deckhand/contract/schema/buying.ts';
import { buyingRuleKeys } from '../../lib/api/keys.ts';
import { directus } from '../../lib/directus/client.ts';
import { readPage } from '../../lib/directus/read-page.ts';
import { LIST_FRESH_MS } from '../../lib/list-freshness.ts';
import { rulesFilter, RULES_PAGE_SIZE, type BuyingRulesSearch } from './buying-rules-search.ts';
import type { RuleBody } from './rule-values.ts';

/*
 * The owner's buying rules go through the items API: `buying_rules` is written by administrators
 * and read by staff; the server's hooks hold every bound, one rule per card or set, and the
 * combinations it refuses, whoever writes.
 */

/** A rule as the list shows it, with the card or set it is about. */
export type RuleRow = Pick<
	BuyingRule,
	'id' | 'hot_percent' | 'not_buying' | 'buy_limit' | 'hold_threshold' | 'note' | 'date_updated'
> & {
	card: { id: number; name: string; collector_number: string | null; set: { code: string } } | null;
	set: { id: number; code: string; name: string } | null;
};

const RULE_FIELDS = [
	'id',
	'hot_percent',
	'not_buying',
	'buy_limit',
	'hold_threshold',
	'note',
	'date_updated',
	{ card: ['id', 'name', 'collector_number', { set: ['code'] }], set: ['id', 'code', 'name'] },
] as const;

/** One page of rules and how many match, in two requests sent together (the SDK hands back only `data`). */
export const buyingRulesQuery = ({ q, kind, page }: Pick<BuyingRulesSearch, 'q' | 'kind' | 'page'>) =>
	queryOptions({
		queryKey: buyingRuleKeys.list({ q, kind, page }),
		queryFn: async () => {
			const filter = rulesFilter({ q, kind });
			return readPage<RuleRow>('buying_rules', {
				fields: RULE_FIELDS,
				filter,
				sort: ['-date_updated', '-id'],
				page: page ?? 1,
				limit: RULES_PAGE_SIZE,
			});
		},
		placeholderData: keepPreviousData,
		staleTime: LIST_FRESH_MS,
	});

/** One rule, for its dialog's address (read by filter: a missing row answers empty, not 403). */
export const buyingRuleQuery = (id: number) =>
	queryOptions({
		queryKey: buyingRuleKeys.detail(id),
		queryFn: async (): Promise<RuleRow | null> =>
			(
				await directus.request(
					readItems('buying_rules', { fields: RULE_FIELDS, filter: { id: { _eq: id } }, limit: 1 }),
				)
			)[0] ?? null,
	});

/** Cards to choose from by name or "SET NUMBER", a few at a time. */
export const ruleCardsQuery = (text: string) =>
	queryOptions({
		queryKey: buyingRuleKeys.cards(text),
		queryFn: async () => {
			const words = text.trim();
			const filter = {
				_or: [
					{ name: { _icontains: words } },
					{ collector_number: { _eq: words } },
					{ set: { code: { _icontains: words } } },
				],
			};
			return directus.request(
				readItems('cards', {
					fields: ['id', 'name', 'collector_number', { set: ['code', 'name'] }],
					filter,
					sort: ['name'],
					limit: 20,
				}),
			);
		},
		enabled: text.trim().length >= 2,
		staleTime: 30_000,
	});

/** Every set, to choose from (a shop carries a few hundred at most). */
export const ruleSetsQuery = () =>
	queryOptions({
		queryKey: buyingRuleKeys.sets(),
		queryFn: async () =>
			(await directus.request(
				readItems('sets', { fields: ['id', 'code', 'name'], sort: ['code'], limit: -1 }),
			)) as Array<{ id: number; code: string; name: string }>,
		staleTime: 10 * 60_000,
	});

export const createRule = (body: RuleBody) =>
	directus.request(createItem('buying_rules', body as never, { fields: ['id'] }));
export const updateRule = (id: number, body: RuleBody) =>
	directus.request(updateItem('buying_rules', id, body as never, { fields: ['id'] }));
export const deleteRule = (id: number) => directus.request(deleteItem('buying_rules', id));
