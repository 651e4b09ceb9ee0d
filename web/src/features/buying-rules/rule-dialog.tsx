import { Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { PercentField, QuantityField } from '../../components/fields/number-fields.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { createRule, updateRule, type RuleRow } from './buying-rules-query.ts';
import { RULE_BOUNDS } from './rule-bounds.ts';
import { RuleTargetFields } from './rule-target-fields.tsx';
import { ruleBody, ruleRules, valuesOf, EMPTY_RULE, type RuleValues } from './rule-values.ts';

/** The server names the rule's columns; the form's fields are named for what they hold. */
const FORM_FIELDS: Record<string, keyof RuleValues> = {
	hot_percent: 'hot',
	not_buying: 'notBuying',
	buy_limit: 'buyLimit',
	hold_threshold: 'holdThreshold',
};
const fieldOf = (field: string) => FORM_FIELDS[field] ?? field;

/**
 * Adds a buying rule (`rule` null) or changes one: the card or set it is for, a hot-list bonus,
 * "not buying", and "buy at most N while we hold M or more", with a note. Each field is checked as
 * the server checks it and said beside the field, which keeps what was typed; a refusal the
 * server still makes (another rule for the same card, added meanwhile) is said there too.
 */
export function RuleDialog({ rule, onClose }: { rule: RuleRow | null; onClose: () => void }) {
	const { t } = useLingui();
	const form = useForm<RuleValues>({
		initialValues: rule ? valuesOf(rule) : EMPTY_RULE,
		validate: ruleRules,
		validateInputOnBlur: true,
	});
	const mutation = useCommandMutation('buying-rule-save', {
		mutationFn: (values: RuleValues) =>
			rule ? updateRule(rule.id, ruleBody(values)) : createRule(ruleBody(values)),
		onSuccess: onClose,
		onError: (error) => {
			// Directus's own words for a unique column name no card; the field says it in the shop's.
			const problem = describeError(error);
			if (problem.code === 'RECORD_NOT_UNIQUE' && problem.field === 'card')
				form.setFieldError('card', t`This card has a rule already: change that rule instead.`);
			else if (problem.code === 'RECORD_NOT_UNIQUE' && problem.field === 'set')
				form.setFieldError('set', t`This set has a rule already: change that rule instead.`);
			else placeOnField(form, error, fieldOf);
		},
	});
	const mostLimit = formatNumber(RULE_BOUNDS.buyLimitMax);
	const mostHeld = formatNumber(RULE_BOUNDS.holdThresholdMax);
	const noteMax = formatNumber(RULE_BOUNDS.noteMax);
	const initialCard = rule?.card
		? {
				id: rule.card.id,
				label: `${rule.card.name} · ${rule.card.collector_number ? `${rule.card.set.code} ${rule.card.collector_number}` : rule.card.set.code}`,
			}
		: null;
	return (
		<Modal opened onClose={onClose} title={rule ? t`Change buying rule` : t`Add a buying rule`} size="lg">
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<FormAlert problem={formProblem(form, mutation.error, fieldOf)} />
					<RuleTargetFields form={form} initialCard={initialCard} />
					<PercentField
						label={t`Hot list bonus`}
						description={t`Offer this much more than the settings’ cash and credit %, 1 to 100 %. Empty: no bonus.`}
						{...form.getInputProps('hot')}
					/>
					<Checkbox
						label={t`Not buying`}
						description={t`Offers nothing for these cards: the intake takes none.`}
						{...form.getInputProps('notBuying', { type: 'checkbox' })}
					/>
					<Stack gap={4}>
						<Text size="sm" fw={500}>
							<Trans>Limit</Trans>
						</Text>
						<Group align="flex-start" grow>
							<QuantityField
								label={t`Buy at most`}
								description={t`Copies, 0 to ${mostLimit}.`}
								{...form.getInputProps('buyLimit')}
							/>
							<QuantityField
								label={t`While we hold`}
								description={t`Copies or more on hand, 0 to ${mostHeld}.`}
								{...form.getInputProps('holdThreshold')}
							/>
						</Group>
						<Text size="xs" c="dimmed">
							<Trans>
								Below the stock level the shop buys up to it, then at most the limit more. Both empty:
								no limit.
							</Trans>
						</Text>
					</Stack>
					<Textarea
						label={t`Note`}
						description={t`Why, for the staff (up to ${noteMax} characters).`}
						autosize
						minRows={2}
						{...form.getInputProps('note')}
					/>
					<FormButtons
						submitLabel={rule ? t`Save rule` : t`Add rule`}
						pending={mutation.isPending}
						onCancel={onClose}
					/>
				</Stack>
			</form>
		</Modal>
	);
}
