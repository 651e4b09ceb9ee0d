import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import {
	CATALOGUE_SOURCE_NAMES,
	type CatalogueRunCounts,
	type CatalogueRunStatus,
	type CatalogueSourceId,
	type RunDownload,
} from '@deckhand/contract/catalogue/catalogue-run.ts';
import type { SourceSchedule } from '@deckhand/contract/catalogue/source-settings.ts';
import { formatSize } from '../../lib/i18n/formats.ts';

/**
 * Each source by its own name (`CATALOGUE_SOURCE_NAMES`) and the games it gives (names of products:
 * the same in every language); `prices`: a price feed, which brings market prices for the cards the
 * shop has, no cards.
 */
export const SOURCES: Record<CatalogueSourceId, { name: string; games: string; prices: boolean }> = {
	scryfall: { name: CATALOGUE_SOURCE_NAMES['scryfall'], games: 'Magic: The Gathering', prices: false },
	'pokemon-tcg-data': { name: CATALOGUE_SOURCE_NAMES['pokemon-tcg-data'], games: 'Pokémon', prices: false },
	ygoprodeck: { name: CATALOGUE_SOURCE_NAMES['ygoprodeck'], games: 'Yu-Gi-Oh!', prices: false },
	lorcanajson: { name: CATALOGUE_SOURCE_NAMES['lorcanajson'], games: 'Disney Lorcana', prices: false },
	'one-piece': { name: CATALOGUE_SOURCE_NAMES['one-piece'], games: 'One Piece', prices: false },
	cardmarket: {
		name: CATALOGUE_SOURCE_NAMES['cardmarket'],
		games: 'Magic, Yu-Gi-Oh!, Pokémon, One Piece, Lorcana',
		prices: true,
	},
	tcgcsv: {
		name: CATALOGUE_SOURCE_NAMES['tcgcsv'],
		games: 'Magic, Yu-Gi-Oh!, Pokémon, One Piece, Lorcana',
		prices: true,
	},
};

/** Where a run stands (translated where shown). */
export const RUN_STATUS_WORDS: Record<CatalogueRunStatus, MessageDescriptor> = {
	reading: msg({ message: 'Reading', context: 'catalogue run status' }),
	applying: msg({ message: 'Applying', context: 'catalogue run status' }),
	done: msg({ message: 'Done', context: 'catalogue run status' }),
	failed: msg({ message: 'Failed', context: 'catalogue run status' }),
	cancelled: msg({ message: 'Cancelled', context: 'catalogue run status' }),
};

/**
 * What a run did, in words: "12 new cards, 3 corrected, 40 prices". Only what happened is named;
 * a run that found everything as it was says so.
 */
export function countsInWords({ sets, cards, quotes }: CatalogueRunCounts): string {
	const found = sets.linked + cards.linked;
	const corrected = sets.updated + cards.updated;
	const parts = [
		sets.created > 0 ? plural(sets.created, { one: '# new set', other: '# new sets' }) : null,
		cards.created > 0 ? plural(cards.created, { one: '# new card', other: '# new cards' }) : null,
		corrected > 0 ? plural(corrected, { one: '# corrected', other: '# corrected' }) : null,
		found > 0 ? plural(found, { one: '# found in the shop', other: '# found in the shop' }) : null,
		quotes.applied > 0 ? plural(quotes.applied, { one: '# price', other: '# prices' }) : null,
	].filter((part) => part !== null);
	return parts.length > 0 ? parts.join(', ') : t`Nothing changed`;
}

/** How often a source runs on its own. */
export const SCHEDULE_WORDS: Record<SourceSchedule, MessageDescriptor> = {
	off: msg({ message: 'Off: by hand only', context: 'catalogue schedule' }),
	daily: msg({ message: 'Daily', context: 'catalogue schedule' }),
	weekly: msg({ message: 'Weekly, on Mondays', context: 'catalogue schedule' }),
};

/** The hour a scheduled run starts, as a clock shows it: 04:00. */
export const hourWords = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** What a run downloaded: every file unchanged since the last download, or how much came. */
export function downloadInWords({ files, unchanged, bytes }: RunDownload): string {
	if (files > 0 && unchanged === files) return t`Unchanged since the last download`;
	const size = formatSize(bytes);
	return plural(files - unchanged, {
		one: `# new file downloaded (${size})`,
		other: `# new files downloaded (${size})`,
	});
}
