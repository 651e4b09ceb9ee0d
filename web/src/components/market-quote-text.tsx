import { Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CATALOGUE_SOURCE_NAMES, type CatalogueSourceId } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { staleDaysOf, type MarketQuoteView } from '@deckhand/contract/catalogue/market-quotes.ts';
import { MARKET_STALE_DAYS } from '@deckhand/contract/domain/limits.ts';
import { formatDate } from '../lib/i18n/formats.ts';
import { formatMoney } from '../lib/money.ts';

/** Where a market price comes from besides the catalogue's sources: an import's file. */
const IMPORT_SOURCE_NAMES: Readonly<Record<string, string>> = { tcgplayer: 'TCGplayer' };

/** A source by its published name; one the dashboard has no name for, as stored. */
export const sourceName = (source: string) =>
	CATALOGUE_SOURCE_NAMES[source as CatalogueSourceId] ?? IMPORT_SOURCE_NAMES[source] ?? source;

/**
 * A market price with its source and the day it was quoted, wherever one shows (a trade-in's
 * offer, the till's and the catalog's cards, a card's SKUs, the price review): a catalogue
 * source's quote the shop follows, or a SKU's imported price. One older than its source's
 * refresh (`staleDaysOf`, judged by the server) is flagged stale, in words and colour.
 */
export function MarketQuoteText({
	quote,
	currency,
	finish,
}: {
	quote: Pick<MarketQuoteView, 'source' | 'quoted_at' | 'stale'> & { price?: number };
	currency: string;
	/** The finish's name, where a card's several finishes are listed together. */
	finish?: string;
}) {
	const { t } = useLingui();
	const days = staleDaysOf(quote.source, MARKET_STALE_DAYS);
	const source = sourceName(quote.source);
	const date = formatDate(quote.quoted_at);
	const money = quote.price === undefined ? null : formatMoney(quote.price, currency);
	const words =
		money === null
			? t`Market price from ${source}, ${date}`
			: finish === undefined
				? t`Market ${money} · ${source}, ${date}`
				: t`${finish} ${money} · ${source}, ${date}`;
	return (
		<Text span size="xs" c="dimmed">
			{words}
			{quote.stale ? (
				<Text span size="xs" fw={600} c="orange" title={t`Not refreshed for more than ${days} days.`}>
					{' · '}
					<Trans>stale</Trans>
				</Text>
			) : null}
		</Text>
	);
}
