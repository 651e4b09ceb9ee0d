import { NumberInput, Text, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../../lib/directus/errors.ts';
import { formatMoney, minorDigits } from '../../../lib/money.ts';
import { reasonWhyNot } from '../../../lib/permissions/capabilities.ts';
import { useCapabilities } from '../../../lib/permissions/use-capabilities.ts';
import { changePrice, refreshCard, type SkuRow } from './card-detail-query.ts';

const MAX_PRICE = 10_000_000;

/**
 * A SKU's price: editable in place by an administrator (Enter or leaving the field saves),
 * shown disabled with the reason to everyone else. The server refuses staff price changes too.
 */
export function PriceCell({ card, sku, currency }: { card: number; sku: SkuRow; currency: string }) {
	const capabilities = useCapabilities();
	const queryClient = useQueryClient();
	const digits = minorDigits(currency);
	const shown = sku.price === null ? '' : sku.price / 10 ** digits;
	const [value, setValue] = useState<number | string>(shown);
	const mutation = useMutation({
		mutationFn: (price: number | null) => changePrice(sku.id, price),
		onSuccess: () => refreshCard(queryClient, card),
	});
	const label = `Price of ${sku.condition} ${sku.finish} ${sku.language}`;
	if (!capabilities?.changePrices)
		return (
			<Tooltip label={reasonWhyNot('changePrices')}>
				<NumberInput aria-label={label} value={shown} disabled w={120} decimalScale={digits} fixedDecimalScale placeholder="Unpriced" />
			</Tooltip>
		);
	const minor = value === '' ? null : Math.round(Number(value) * 10 ** digits);
	const error = minor !== null && (!Number.isFinite(minor) || minor < 0 || minor > MAX_PRICE) ? `From ${formatMoney(0, currency)} to ${formatMoney(MAX_PRICE, currency)}.` : null;
	const save = () => {
		if (!error && minor !== sku.price) mutation.mutate(minor);
	};
	return (
		<div>
			<NumberInput aria-label={label} value={value} onChange={setValue} onBlur={save} onKeyDown={(event) => event.key === 'Enter' && save()}
				w={120} decimalScale={digits} fixedDecimalScale min={0} placeholder="Unpriced" error={error ?? (mutation.error ? describeError(mutation.error).message : null)} />
			{mutation.isSuccess && minor === sku.price ? <Text size="xs" c="teal">Saved</Text> : null}
		</div>
	);
}
