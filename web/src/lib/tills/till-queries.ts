import { customEndpoint, readItems } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import type { Till, TillSession } from '../../../../server/schema/collections.ts';
import { directus } from '../directus/client.ts';

/**
 * Query keys of the tills, where every feature reaches them: a cash sale or refund (checkout,
 * orders) changes what the Tills screen shows, so those features refresh `tillKeys.all`.
 */
export const tillKeys = {
	all: ['tills'] as const,
	list: () => [...tillKeys.all, 'list'] as const,
	/** The tills with an open session (administrators, to say before retiring one that it must be counted first). */
	open: () => [...tillKeys.all, 'open'] as const,
	status: (till: number) => [...tillKeys.all, 'status', till] as const,
	sessions: (till: number | 'all', page: number) => [...tillKeys.all, 'sessions', till, page] as const,
	report: (till: number, session: number) => [...tillKeys.all, 'report', till, session] as const,
};

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
