import { Text, Tooltip } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PRICE_EDIT } from '@deckhand/contract/pricing/price-commands.ts';
import { MoneyField } from '../../../components/fields/number-fields.tsx';
import { useCommandMutation } from '../../../lib/api/use-command-mutation.ts';
import { describeError } from '../../../lib/directus/errors.ts';
import { boundsFrom } from '../../../lib/fields/schema-bounds.ts';
import { moneyText, readMoney } from '../../../lib/fields/typed-number.ts';
import { reasonWhyNot } from '../../../lib/permissions/capabilities.ts';
import { useCapabilities } from '../../../lib/permissions/use-capabilities.ts';
import { skuWords } from '../../../lib/sku-words.ts';
import { changePrice, type SkuRow } from './card-detail-query.ts';

const PRICE = { label: msg`Price`, ...boundsFrom(PRICE_EDIT.shape.price) };

/**
 * A SKU's price: editable in place by an administrator, shown disabled with the reason to
 * everyone else (the server refuses staff price changes too). Enter saves, Escape puts the saved
 * price back; leaving the field saves nothing, and says so while the text differs from the
 * price. An empty field is "unpriced". The row's key holds the saved price, so a saved change
 * starts the cell afresh.
 */
export function PriceCell({ card, sku, currency }: { card: number; sku: SkuRow; currency: string }) {
	const { t } = useLingui();
	const capabilities = useCapabilities();
	const saved = moneyText(sku.price, currency);
	const [text, setText] = useState(saved);
	const [error, setError] = useState<string | null>(null);
	const mutation = useCommandMutation('price-set', {
		mutationFn: (price: number | null) => changePrice(sku.id, price),
		changed: () => ({ card }),
		showsError: true,
	});
	const words = skuWords(sku, ' ');
	const label = t`Price of ${words}`;
	if (!capabilities?.changePrices)
		return (
			<Tooltip label={reasonWhyNot('changePrices')}>
				<MoneyField
					aria-label={label}
					currency={currency}
					value={saved}
					disabled
					w={130}
					placeholder={t`Unpriced`}
					readOnly
				/>
			</Tooltip>
		);
	const save = () => {
		const reading = readMoney(text, PRICE, currency);
		if (!reading.ok) return setError(reading.error);
		setError(null);
		if (reading.value !== sku.price) mutation.mutate(reading.value);
	};
	const revert = () => {
		setText(saved);
		setError(null);
		mutation.reset();
	};
	const unsaved = text !== saved && !mutation.isPending;
	return (
		<div>
			<MoneyField
				aria-label={label}
				currency={currency}
				value={text}
				w={130}
				placeholder={t`Unpriced`}
				onChange={(event) => setText(event.currentTarget.value)}
				onKeyDown={(event) => {
					if (event.key === 'Enter') save();
					if (event.key === 'Escape') revert();
				}}
				error={error ?? (mutation.error ? describeError(mutation.error).message : null)}
			/>
			{unsaved && !error && !mutation.error ? (
				<Text size="xs" c="dimmed">
					<Trans>Not saved: Enter saves, Esc undoes</Trans>
				</Text>
			) : null}
		</div>
	);
}
