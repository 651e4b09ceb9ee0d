import { Badge, Button, Group, Menu, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog.tsx';
import { ListHeader } from '../../components/list-header.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { RowActions } from '../../components/row-actions.tsx';
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
	const { t, i18n } = useLingui();
	const search = useSearch({ from: '/signed-in/buying-rules' });
	const navigate = useNavigate({ from: '/buying-rules' });
	const rules = useQuery(buyingRulesQuery(search));
	const manage = useCapabilities()?.manageBuyingRules ?? false;
	// A new search or kind starts again at page 1; opening a dialog keeps the page.
	const change = useCallback(
		(next: Partial<BuyingRulesSearch>) =>
			navigate({
				search: (previous) => ({
					...previous,
					...next,
					page: 'page' in next || 'dialog' in next ? (next.page ?? previous.page) : undefined,
				}),
				replace: true,
			}),
		[navigate],
	);
	const close = () => change({ dialog: undefined, rule: undefined });
	const readOnly = reasonWhyNot('manageBuyingRules');
	const total = rules.data?.total ?? 0;
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
				<form
					style={{ flex: 1 }}
					onSubmit={(event) => {
						event.preventDefault();
						change({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() || undefined });
					}}
				>
					<TextInput
						key={search.q ?? ''}
						name="q"
						aria-label={t`Search buying rules`}
						placeholder={t`Card or set, then Enter`}
						leftSection={<IconSearch size={16} />}
						defaultValue={search.q ?? ''}
					/>
				</form>
				<Select
					aria-label={t`Kind of rule`}
					w={200}
					placeholder={t`Every kind`}
					clearable
					value={search.kind ?? null}
					data={RULE_KINDS.map((value) => ({ value, label: i18n._(KIND_LABELS[value]) }))}
					onChange={(value) => change({ kind: (value ?? undefined) as RuleKind | undefined })}
				/>
			</Group>
			{rules.error ? <QueryProblem error={rules.error} onRetry={() => void rules.refetch()} /> : null}
			{rules.data ? (
				<>
					<Table aria-label={t`Buying rules`} aria-busy={rules.isFetching}>
						<Table.Thead>
							<Table.Tr>
								<Table.Th>
									<Trans>For</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Rule</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Note</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Changed</Trans>
								</Table.Th>
								{manage ? (
									<Table.Th>
										<Trans>Actions</Trans>
									</Table.Th>
								) : null}
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{rules.data.items.map((rule) => {
								const { name, detail } = targetOf(rule);
								return (
									<Table.Tr key={rule.id}>
										<Table.Td>
											<Text size="sm">{name}</Text>
											<Text size="xs" c="dimmed">
												{rule.card ? detail : t`Whole set ${detail}`}
											</Text>
										</Table.Td>
										<Table.Td>
											<Group gap={4}>
												{ruleEffects(rule).map((effect) => (
													<Badge
														key={effect}
														variant="default"
														tt="none"
														styles={{
															root: { overflow: 'visible', height: 'auto' },
															label: { overflow: 'visible', whiteSpace: 'normal' },
														}}
													>
														{effect}
													</Badge>
												))}
											</Group>
										</Table.Td>
										<Table.Td style={{ overflowWrap: 'anywhere' }}>{rule.note}</Table.Td>
										<Table.Td>{rule.date_updated ? formatDate(rule.date_updated) : ''}</Table.Td>
										{manage ? (
											<Table.Td>
												<RowActions label={t`Actions for the rule for ${name}`}>
													<Menu.Item
														onClick={() => change({ dialog: 'edit', rule: rule.id })}
													>
														<Trans>Change</Trans>
													</Menu.Item>
													<Menu.Item
														onClick={() => change({ dialog: 'delete', rule: rule.id })}
													>
														<Trans>Delete</Trans>
													</Menu.Item>
												</RowActions>
											</Table.Td>
										) : null}
									</Table.Tr>
								);
							})}
						</Table.Tbody>
					</Table>
					{total === 0 ? (
						<Text c="dimmed">
							{search.q || search.kind ? (
								<Trans>No rule matches.</Trans>
							) : (
								<Trans>
									No buying rules yet: every card is offered the settings’ cash and credit %.
								</Trans>
							)}
						</Text>
					) : null}
					{total > RULES_PAGE_SIZE ? (
						<Pagination
							total={Math.ceil(total / RULES_PAGE_SIZE)}
							value={search.page ?? 1}
							onChange={(page) => change({ page })}
							aria-label={t`Pages`}
						/>
					) : null}
				</>
			) : null}
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
