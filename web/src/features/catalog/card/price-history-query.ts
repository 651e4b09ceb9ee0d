import { readRevisions } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { directus } from '../../../lib/directus/client.ts';
import { cardKeys } from './card-detail-query.ts';
import { priceChanges, type SkuRevision } from './price-changes.ts';

/** Rows shown; the window read is larger because bin or barcode edits leave revisions too. */
export const PRICE_HISTORY_ROWS = 100;
const REVISIONS_READ = 500;

/** Under the card's key, so `refreshCard` after a price change reloads the history too. */
export const priceHistoryKeys = {
	card: (card: number, skus: number[]) => [...cardKeys.detail(card), 'price-history', skus] as const,
};

/**
 * The price changes of the card's SKUs, newest first, from Directus revisions: every price
 * change through the items API (inline edit, restore, bulk reprice) leaves one. Administrators
 * only: staff may not read revisions at all, since they hold costs too.
 */
export const priceHistoryQuery = (card: number, skus: number[]) =>
	queryOptions({
		queryKey: priceHistoryKeys.card(card, skus),
		queryFn: async () =>
			priceChanges(
				(await directus.request(
					readRevisions({
						filter: { collection: { _eq: 'skus' }, item: { _in: skus.map(String) } },
						fields: ['id', 'item', 'delta', 'activity.action', 'activity.timestamp', 'activity.user.first_name', 'activity.user.last_name', 'activity.user.email'] as never,
						sort: ['-id'],
						limit: REVISIONS_READ,
					}),
				)) as unknown as SkuRevision[],
				PRICE_HISTORY_ROWS,
			),
	});
