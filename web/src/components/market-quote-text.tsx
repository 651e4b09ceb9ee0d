import { Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CATALOGUE_SOURCE_NAMES, type CatalogueSourceId } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { QUOTE_STALE_DAYS, type MarketQuoteView } from '@deckhand/contract/catalogue/market-quotes.ts';
import { formatDate } from '../lib/i18n/formats.ts';
import { formatMoney } from '../lib/money.ts';

/** A source by its published name; one the dashboard has no name for, as stored. */
export const sourceName = (source: string) => CATALOGUE_SOURCE_NAMES[source as CatalogueSourceId] ?? source;

/**
 * A market price the shop follows, with its source and the day it was quoted; one older than a
 * missed refresh (`QUOTE_STALE_DAYS`, judged by the server) is flagged stale, in words and colour.
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
	const days = QUOTE_STALE_DAYS;
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
