import { readItems } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { Till } from '@deckhand/contract/schema/shop.ts';
import { read } from '../api/deckhand-client.ts';
import { tillKeys } from '../api/keys.ts';
import { directus } from '../directus/client.ts';

export type TillChoice = Pick<Till, 'id' | 'name' | 'active'>;

/** Every till, active ones first, by name. */
export const tillsQuery = () =>
	queryOptions({
		queryKey: tillKeys.list(),
		queryFn: async () =>
			(await directus.request(
				readItems('tills', { fields: ['id', 'name', 'active'], sort: ['-active', 'name'], limit: -1 }),
			)) as TillChoice[],
		staleTime: 60_000,
	});

/** A session as the till endpoints answer it: the till's name beside its id, times as ISO text. */
export type { SessionView as SessionRow, TillStatus } from '@deckhand/contract/tills/till-history.ts';

/** A till and its open session, if any. */
export const tillStatusQuery = (till: number) =>
	queryOptions({
		queryKey: tillKeys.status(till),
		queryFn: () => read(ENDPOINTS.tillStatus, { params: { till } }),
		staleTime: 10_000,
	});
