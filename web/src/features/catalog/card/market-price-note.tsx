import { Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { MARKET_STALE_DAYS } from '@deckhand/contract/domain/limits.ts';
import { formatDate } from '../../../lib/i18n/formats.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { MarketPrice } from './market-price-query.ts';

/** Where a market price comes from, as people name it; a source the dashboard has no name for is shown as stored. */
const SOURCE_NAMES: Record<string, string> = { tcgplayer: 'TCGplayer' };

/**
 * A SKU's market price (usually TCGplayer's, from the last import) with the day it was taken,
 * under its price, where the two are compared; one older than `MARKET_STALE_DAYS` is flagged
 * stale, which a reprice from the market would not use either unless told an older age. The
 * source is named only where a SKU has prices from more than one. Under the price rather than a
 * column of its own: the SKU table already fills a tablet's width.
 */
export function MarketPriceNote({ prices, currency }: { prices: MarketPrice[] | undefined; currency: string }) {
	const { t } = useLingui();
	const days = MARKET_STALE_DAYS;
	if (!prices || prices.length === 0) return null;
	return prices.map((market) => {
		const money = formatMoney(market.price, currency);
		const source = SOURCE_NAMES[market.source] ?? market.source;
		const date = formatDate(market.priced_at);
		return (
			<Text key={market.source} size="xs" c="dimmed" mt={4}>
				{prices.length > 1 ? t`Market (${source}) ${money} · ${date}` : t`Market ${money} · ${date}`}
				{market.stale ? (
					<Text
						span
						size="xs"
						fw={600}
						c="orange"
						title={t`Older than ${days} days: a reprice from the market skips it.`}
					>
						{' · '}
						<Trans>stale</Trans>
					</Text>
				) : null}
			</Text>
		);
	});
}
