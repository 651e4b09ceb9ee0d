import { Button, Table, Text, TextInput } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BuylistArrival } from '@deckhand/contract/buylists/buylist-arrivals.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { PRICE_EDIT } from '@deckhand/contract/pricing/price-commands.ts';
import { MoneyField } from '../../components/fields/number-fields.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { boundsFrom } from '../../lib/fields/schema-bounds.ts';
import { moneyText, readMoney, readText } from '../../lib/fields/typed-number.ts';
import { formatMoney } from '../../lib/money.ts';
import { skuWords } from '../../lib/sku-words.ts';
import { setBin, setFirstPrice } from './arrivals-query.ts';

const PRICE = { label: msg`Price`, ...boundsFrom(PRICE_EDIT.shape.price) };
const BIN = { label: msg`Bin`, max: LIMITS.binMax };

type Props = { arrival: BuylistArrival; currency: string; mayPrice: boolean };

/** Where the suggested price comes from, said under it. */
function SuggestionNote({ arrival, currency }: Omit<Props, 'mayPrice'>) {
	const { suggested } = arrival;
	if (arrival.price !== null) return null;
	if (!suggested)
		return (
			<Text size="xs">
				<Trans>No market price, nor another condition priced: price it yourself.</Trans>
			</Text>
		);
	const price = formatMoney(suggested.price, currency);
	return (
		<Text size="xs">
			{suggested.from === 'market' ? (
				<Trans>Suggested {price}, the market price</Trans>
			) : (
				<Trans>Suggested {price}, from the card’s other conditions</Trans>
			)}
		</Text>
	);
}

/**
 * One SKU bought in: its price (the suggestion typed in for an administrator, text for a clerk)
 * and its bin, saved together by the row's button, the price through the price command and the
 * bin as the SKU's. What was typed stays in the fields when either is refused, the refusal beside it.
 */
export function ArrivalRow({ arrival, currency, mayPrice }: Props) {
	const { t } = useLingui();
	const [priceText, setPriceText] = useState(moneyText(arrival.price ?? arrival.suggested?.price ?? null, currency));
	const [binText, setBinText] = useState(arrival.bin ?? '');
	const [priceError, setPriceError] = useState<string | null>(null);
	const [binError, setBinError] = useState<string | null>(null);
	const pricing = useCommandMutation('price-set', {
		mutationFn: (price: number) => setFirstPrice(arrival.sku, price),
		changed: () => ({ card: arrival.card.id }),
		showsError: true,
	});
	const shelving = useCommandMutation('sku-save', {
		mutationFn: (bin: string | null) => setBin(arrival.sku, bin),
		changed: () => ({ card: arrival.card.id }),
		showsError: true,
	});
	const words = `${arrival.card.name} (${skuWords(arrival)})`;

	const save = async () => {
		const price = mayPrice ? readMoney(priceText, PRICE, currency) : null;
		const bin = readText(binText.trim(), BIN);
		setPriceError(price && !price.ok ? price.error : null);
		setBinError(bin.ok ? null : bin.error);
		if ((price && !price.ok) || !bin.ok) return;
		try {
			if (price?.value != null && price.value !== arrival.price) await pricing.mutateAsync(price.value);
		} catch (error) {
			return setPriceError(describeError(error).message);
		}
		const shelf = bin.value === '' ? null : bin.value;
		if (shelf !== arrival.bin)
			await shelving.mutateAsync(shelf).catch((error: unknown) => setBinError(describeError(error).message));
	};

	return (
		<Table.Tr data-sku={arrival.sku}>
			<Table.Th scope="row" fw={500}>
				{arrival.card.name}
				<Text size="xs">{skuWords(arrival)}</Text>
			</Table.Th>
			<Table.Td ta="right">{arrival.quantity}</Table.Td>
			<Table.Td>
				{mayPrice ? (
					<MoneyField
						aria-label={t`Price of ${words}`}
						currency={currency}
						w={130}
						value={priceText}
						placeholder={t`Unpriced`}
						onChange={(event) => setPriceText(event.currentTarget.value)}
						error={priceError}
					/>
				) : (
					<Text size="sm" fs={arrival.price === null ? 'italic' : undefined}>
						{arrival.price === null ? t`Unpriced` : formatMoney(arrival.price, currency)}
					</Text>
				)}
				<SuggestionNote arrival={arrival} currency={currency} />
			</Table.Td>
			<Table.Td>
				<TextInput
					aria-label={t`Bin of ${words}`}
					w={130}
					placeholder="A-01-03"
					value={binText}
					onChange={(event) => setBinText(event.currentTarget.value)}
					error={binError}
				/>
			</Table.Td>
			<Table.Td>
				<Button
					variant="light"
					onClick={() => void save()}
					loading={pricing.isPending || shelving.isPending}
					aria-label={t`Save ${words}`}
				>
					<Trans>Save</Trans>
				</Button>
			</Table.Td>
		</Table.Tr>
	);
}
