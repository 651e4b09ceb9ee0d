import { SegmentedControl, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ruleCardsQuery, ruleSetsQuery } from './buying-rules-query.ts';
import type { RuleTarget, RuleValues } from './rule-values.ts';

/** A card's choice as the picker writes it: "Charizard ex · OBF 125". */
const cardLabel = (card: { name: string; collector_number: string | null; set: { code: string } }) =>
	`${card.name} · ${card.collector_number ? `${card.set.code} ${card.collector_number}` : card.set.code}`;

/**
 * What the rule is for: a card, found by its name or "SET NUMBER" as typed (asked of the server),
 * or a set chosen from the shop's sets. `initialCard` names the card of a rule being edited.
 */
export function RuleTargetFields({
	form,
	initialCard,
}: {
	form: UseFormReturnType<RuleValues>;
	initialCard: { id: number; label: string } | null;
}) {
	const { t } = useLingui();
	const [typed, setTyped] = useState('');
	const [query, setQuery] = useState('');
	useEffect(() => {
		const timer = setTimeout(() => setQuery(typed.trim()), 250);
		return () => clearTimeout(timer);
	}, [typed]);
	const target = form.values.target;
	const cards = useQuery({ ...ruleCardsQuery(query), enabled: target === 'card' && query.length >= 2 });
	const sets = useQuery({ ...ruleSetsQuery(), enabled: target === 'set' });
	// The chosen card stays a choice while another search shows other cards.
	const [chosen, setChosen] = useState(initialCard);
	const cardOptions = (cards.data ?? []).map((card) => ({ value: String(card.id), label: cardLabel(card) }));
	if (chosen && !cardOptions.some((option) => option.value === String(chosen.id)))
		cardOptions.unshift({ value: String(chosen.id), label: chosen.label });
	return (
		<Stack gap="xs">
			<SegmentedControl
				aria-label={t`Rule for`}
				data={[
					{ value: 'card', label: t`One card` },
					{ value: 'set', label: t`A whole set` },
				]}
				value={target}
				onChange={(value) => form.setFieldValue('target', value as RuleTarget)}
			/>
			{target === 'card' ? (
				<Select
					label={t`Card`}
					placeholder={t`Type a name or “SET NUMBER”`}
					description={t`A card’s own rule is used in place of its set’s.`}
					searchable
					required
					data={cardOptions}
					// The server searched already: every card it answered is a choice.
					filter={({ options }) => options}
					searchValue={typed}
					onSearchChange={setTyped}
					// No list at all until the server has answered a search of 2 characters or more: an empty list is no list.
					nothingFoundMessage={query.length >= 2 && cards.data ? t`No card matches.` : undefined}
					{...form.getInputProps('card')}
					onChange={(value) => {
						const option = cardOptions.find((candidate) => candidate.value === value);
						setChosen(option ? { id: Number(option.value), label: option.label } : null);
						form.setFieldValue('card', value ?? '');
					}}
				/>
			) : (
				<Select
					label={t`Set`}
					placeholder={t`Type a set’s name or code`}
					searchable
					required
					data={(sets.data ?? []).map((set) => ({
						value: String(set.id),
						label: `${set.code} · ${set.name}`,
					}))}
					nothingFoundMessage={t`No set matches.`}
					{...form.getInputProps('set')}
					onChange={(value) => form.setFieldValue('set', value ?? '')}
				/>
			)}
		</Stack>
	);
}
