import { Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog.tsx';
import { ListHeader } from '../../components/list-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { ListResults } from '../../components/list-screen/list-results.tsx';
import { FilterSelect } from '../../components/list-screen/choice-select.tsx';
import { SearchBox } from '../../components/list-screen/search-box.tsx';
import type { TableColumn } from '../../components/list-screen/table-column.ts';
import { nextListSearch } from '../../lib/list-search.ts';
import { formatDate } from '../../lib/i18n/formats.ts';
import { reasonWhyNot } from '../../lib/permissions/capabilities.ts';
import { useCapabilities } from '../../lib/permissions/use-capabilities.ts';
import { buyingRuleQuery, buyingRulesQuery, deleteRule, type RuleRow } from './buying-rules-query.ts';
import { RULE_KINDS, RULES_PAGE_SIZE, type BuyingRulesSearch, type RuleKind } from './buying-rules-search.ts';
import { RuleDialog } from './rule-dialog.tsx';
import { ruleEffects } from './rule-words.ts';

/** Translated where shown: the list is built once, the language can change. */
const KIND_LABELS: Record<RuleKind, MessageDescriptor> = {
	hot: msg`Hot list`,
	not_buying: msg`Not buying`,
	limit: msg`With a limit`,
};

/** A rule's effects are shown whole, wrapping inside their badge rather than clipped by the column. */
const WHOLE_EFFECT = {
	root: { overflow: 'visible', height: 'auto' },
	label: { overflow: 'visible', whiteSpace: 'normal' },
} as const;

/** What a rule is for, as the list names it: the card with its set and number, or the whole set. */
function targetOf(rule: RuleRow): { name: string; detail: string } {
	if (rule.card)
		return {
			name: rule.card.name,
			detail: rule.card.collector_number
				? `${rule.card.set.code} ${rule.card.collector_number}`
				: rule.card.set.code,
		};
	return { name: rule.set?.name ?? '', detail: rule.set?.code ?? '' };
}

/**
 * The owner's buying rules: per card or per set, a hot-list bonus, "not buying", and "buy at most
 * N while we hold M or more", which every offer at intake follows. Search, kind, page and the
 * open dialog live in the address. Staff read the rules (they explain an offer to a customer)
 * and change none.
 */
export function BuyingRulesPage() {
	const { t } = useLingui();
	const search = useSearch({ from: '/signed-in/buying-rules' });
	const navigate = useNavigate({ from: '/buying-rules' });
	const rules = useQuery(buyingRulesQuery(search));
	const manage = useCapabilities()?.manageBuyingRules ?? false;
	// A new search or kind starts again at page 1; opening a dialog keeps the page.
	const change = useCallback(
		(next: Partial<BuyingRulesSearch>) =>
			navigate({ search: (previous) => nextListSearch(previous, next, ['dialog']), replace: true }),
		[navigate],
	);
	const close = () => change({ dialog: undefined, rule: undefined });
	const readOnly = reasonWhyNot('manageBuyingRules');
	const columns: TableColumn<RuleRow>[] = [
		{
			header: t`For`,
			cell: (rule) => {
				const { name, detail } = targetOf(rule);
				return (
					<>
						<Text size="sm">{name}</Text>
						<Text size="xs" c="dimmed">
							{rule.card ? detail : t`Whole set ${detail}`}
						</Text>
					</>
				);
			},
		},
		{
			header: t`Rule`,
			cell: (rule) => (
				<Group gap={4}>
					{ruleEffects(rule).map((effect) => (
						<Badge key={effect} variant="default" tt="none" styles={WHOLE_EFFECT}>
							{effect}
						</Badge>
					))}
				</Group>
			),
		},
		{ header: t`Note`, breakAnywhere: true, cell: (rule) => rule.note },
		{ header: t`Changed`, cell: (rule) => (rule.date_updated ? formatDate(rule.date_updated) : '') },
	];
	const actions: TableColumn<RuleRow> = {
		header: t`Actions`,
		cell: (rule) => {
			const { name } = targetOf(rule);
			return (
				<RowActions label={t`Actions for the rule for ${name}`}>
					<Menu.Item onClick={() => change({ dialog: 'edit', rule: rule.id })}>
						<Trans>Change</Trans>
					</Menu.Item>
					<Menu.Item onClick={() => change({ dialog: 'delete', rule: rule.id })}>
						<Trans>Delete</Trans>
					</Menu.Item>
				</RowActions>
			);
		},
	};
	return (
		<Stack>
			<ListHeader
				title={t`Buying rules`}
				total={rules.data?.total}
				count={(count) => plural(count, { one: '# rule', other: '# rules' })}
			>
				{manage ? (
					<Button leftSection={<IconPlus size={16} />} onClick={() => change({ dialog: 'add' })}>
						<Trans>Add rule</Trans>
					</Button>
				) : null}
			</ListHeader>
			<Text size="sm" c="dimmed">
				{manage ? (
					<Trans>Offers at intake follow these rules. A card’s own rule is used in place of its set’s.</Trans>
				) : (
					<Trans>Offers at intake follow these rules. {readOnly}</Trans>
				)}
			</Text>
			<Group align="end">
				<SearchBox
					value={search.q}
					onSearch={(q) => change({ q })}
					style={{ flex: 1 }}
					ariaLabel={t`Search buying rules`}
					placeholder={t`Card or set, then Enter`}
				/>
				<FilterSelect
					ariaLabel={t`Kind of rule`}
					w={200}
					placeholder={t`Every kind`}
					values={RULE_KINDS}
					words={KIND_LABELS}
					value={search.kind}
					onChange={(kind) => change({ kind })}
				/>
			</Group>
			<ListResults
				list={rules}
				label={t`Buying rules`}
				columns={manage ? [...columns, actions] : columns}
				rowKey={(rule) => rule.id}
				pageSize={RULES_PAGE_SIZE}
				page={search.page}
				onPage={(page) => change({ page })}
				empty={
					search.q || search.kind ? (
						<Trans>No rule matches.</Trans>
					) : (
						<Trans>No buying rules yet: every card is offered the settings’ cash and credit %.</Trans>
					)
				}
			/>
			{manage && search.dialog === 'add' ? <RuleDialog rule={null} onClose={close} /> : null}
			{manage && (search.dialog === 'edit' || search.dialog === 'delete') && search.rule ? (
				<RuleByAddress id={search.rule} deleting={search.dialog === 'delete'} onClose={close} />
			) : null}
		</Stack>
	);
}

/** The rule a dialog's address names, read by itself: it may be on another page of the list, or gone. */
function RuleByAddress({ id, deleting, onClose }: { id: number; deleting: boolean; onClose: () => void }) {
	const { t } = useLingui();
	const rule = useQuery(buyingRuleQuery(id));
	if (!rule.data) return null;
	const { name } = targetOf(rule.data);
	if (!deleting) return <RuleDialog rule={rule.data} onClose={onClose} />;
	return (
		<ConfirmDeleteDialog
			title={t`Delete the rule for ${name}?`}
			command="buying-rule-delete"
			remove={() => deleteRule(id)}
			onDeleted={onClose}
			onClose={onClose}
		>
			<Trans>Offers for {name} follow the settings (and its set’s rule, if it has one) again.</Trans>
		</ConfirmDeleteDialog>
	);
}
