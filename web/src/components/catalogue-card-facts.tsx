import { Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { CatalogueCardRow } from '@deckhand/contract/catalogue/catalogue-cards.ts';
import { formatNumber } from '../lib/i18n/formats.ts';
import { finishWord } from '../lib/sku-words.ts';
import { MarketQuoteText } from './market-quote-text.tsx';

/** What the shop holds of a card: "not stocked" when it never had a SKU of it. */
export function StockWords({ card, size = 'xs' }: { card: Pick<CatalogueCardRow, 'skus' | 'held'>; size?: string }) {
	const { t } = useLingui();
	const held = formatNumber(card.held);
	return (
		<Text span size={size}>
			{card.skus === 0 ? t`Not stocked` : t`${held} on hand`}
		</Text>
	);
}

/** The market prices the shop follows for a card, a finish a line. */
export function CardMarket({
	card,
	currency,
	align,
}: {
	card: Pick<CatalogueCardRow, 'market'>;
	currency: string;
	align?: 'end';
}) {
	return (
		<Stack gap={0} align={align}>
			{card.market.map((quote) => (
				<MarketQuoteText
					key={quote.finish}
					quote={quote}
					currency={currency}
					finish={finishWord(quote.finish)}
				/>
			))}
		</Stack>
	);
}
