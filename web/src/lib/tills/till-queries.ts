import { customEndpoint, readItems } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import type { Till, TillSession } from '@deckhand/contract/schema/collections.ts';
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
export type SessionRow = Omit<TillSession, 'till' | 'opened_by' | 'closed_by'> & {
	till: number;
	till_name: string;
	opened_by: string | null;
	closed_by: string | null;
};

export interface TillStatus {
	till: TillChoice;
	/** The open session; `expected_cash` only for administrators (a clerk counts blind). */
	session: SessionRow | null;
}

/** A till and its open session, if any. */
export const tillStatusQuery = (till: number) =>
	queryOptions({
		queryKey: tillKeys.status(till),
		queryFn: () =>
			directus.request(customEndpoint<TillStatus>({ path: `/deckhand/tills/${till}/status`, method: 'GET' })),
		staleTime: 10_000,
	});
