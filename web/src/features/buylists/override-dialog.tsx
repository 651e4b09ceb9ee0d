import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { BUYLIST_LIMITS } from '@deckhand/contract/buylists/buylist-states.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { MoneyField } from '../../components/fields/number-fields.tsx';
import { moneyText, readMoney } from '../../lib/fields/typed-number.ts';
import { buylistRefusal } from './buylist-refusal.ts';
import type { BuylistLineView, BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';
import { buylistAnswer, changeBuylistLine } from './buylists-query.ts';
import { skuWords } from '../../lib/sku-words.ts';

const CASH = { label: msg`Cash per copy`, min: 0, max: BUYLIST_LIMITS.offerMax, required: true };
const CREDIT = { label: msg`Credit per copy`, min: 0, max: BUYLIST_LIMITS.offerMax, required: true };

/** An administrator sets what one copy of a line is offered, in cash and in credit (credit never below cash), or gives the computed offer back. */
export function OverrideDialog({
	view,
	line,
	currency,
	onClose,
}: {
	view: BuylistView;
	line: BuylistLineView;
	currency: string;
	onClose: () => void;
}) {
	const { t } = useLingui();
	const [cash, setCash] = useState(moneyText(line.cash_unit, currency));
	const [credit, setCredit] = useState(moneyText(line.credit_unit, currency));
	const [errors, setErrors] = useState<{ cash_unit?: string; credit_unit?: string }>({});
	const mutation = useCommandMutation('buylist-line', {
		...buylistAnswer,
		mutationFn: (offer: { cash_unit: number; credit_unit: number } | null) =>
			changeBuylistLine(view.id, line.id, { offer }),
		onSuccess: onClose,
		onError: (error) => {
			const refusal = buylistRefusal(error, view.lines, currency);
			if (
				refusal.place.at === 'field' &&
				(refusal.place.field === 'cash_unit' || refusal.place.field === 'credit_unit')
			)
				setErrors({ [refusal.place.field]: refusal.message });
		},
	});
	const refusal = mutation.error ? buylistRefusal(mutation.error, view.lines, currency) : null;
	const name = line.card.name;
	const sku = skuWords(line);
	const submit = () => {
		const cashReading = readMoney(cash, CASH, currency);
		const creditReading = readMoney(credit, CREDIT, currency);
		const found = {
			cash_unit: cashReading.ok ? undefined : cashReading.error,
			credit_unit: creditReading.ok ? undefined : creditReading.error,
		};
		if (cashReading.ok && creditReading.ok && (creditReading.value ?? 0) < (cashReading.value ?? 0))
			found.credit_unit = t`Credit per copy must be at least the cash per copy.`;
		setErrors(found);
		if (found.cash_unit || found.credit_unit || !cashReading.ok || !creditReading.ok) return;
		mutation.mutate({ cash_unit: cashReading.value ?? 0, credit_unit: creditReading.value ?? 0 });
	};
	return (
		<Modal opened onClose={onClose} title={t`Override offer · ${name}`}>
			<form
				noValidate
				onSubmit={(event) => {
					event.preventDefault();
					submit();
				}}
			>
				<Stack>
					<Text size="sm" c="dimmed">
						{sku}
					</Text>
					<FormAlert problem={refusal && refusal.place.at !== 'field' ? refusal.problem : null} />
					<Group grow align="start">
						<MoneyField
							currency={currency}
							label={t`Cash per copy`}
							value={cash}
							error={errors.cash_unit}
							onChange={(event) => setCash(event.currentTarget.value)}
							data-autofocus
						/>
						<MoneyField
							currency={currency}
							label={t`Credit per copy`}
							value={credit}
							error={errors.credit_unit}
							onChange={(event) => setCredit(event.currentTarget.value)}
						/>
					</Group>
					<Text size="xs" c="dimmed">
						<Trans>Changing the line's condition, finish or language gives the computed offer back.</Trans>
					</Text>
					{line.overridden ? (
						<Button
							variant="subtle"
							style={{ alignSelf: 'flex-start' }}
							onClick={() => mutation.mutate(null)}
						>
							<Trans>Use the computed offer</Trans>
						</Button>
					) : null}
					<FormButtons submitLabel={t`Set offer`} pending={mutation.isPending} onCancel={onClose} />
				</Stack>
			</form>
		</Modal>
	);
}
