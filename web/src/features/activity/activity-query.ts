import { readUsers } from '@directus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { read } from '../../lib/api/deckhand-client.ts';
import { activityKeys } from '../../lib/api/keys.ts';
import { dateRangeProblem } from '../../lib/calendar-days.ts';
import { directus } from '../../lib/directus/client.ts';
import { activityParams, type ActivitySearch } from './activity-search.ts';

export type {
	ActivityDetail,
	ActivityEntry,
	ActivityKind,
	ActivityLink,
	RevisionChange,
} from '@deckhand/contract/activity/activity-entry.ts';

/** A page of the shop's activity, merged from Directus and the ledgers by the server. */
export const activityQuery = (search: ActivitySearch) =>
	queryOptions({
		queryKey: activityKeys.list(search),
		queryFn: () => read(ENDPOINTS.activity, { query: activityParams(search) }),
		placeholderData: keepPreviousData,
		enabled: dateRangeProblem(search) === null,
	});

/** Everyone who can have done something, for the person filter (staff accounts are few). */
export const peopleQuery = () =>
	queryOptions({
		queryKey: activityKeys.people(),
		queryFn: () =>
			directus.request(
				readUsers({
					fields: ['id', 'first_name', 'last_name', 'email'],
					sort: ['first_name', 'last_name', 'email'],
					limit: -1,
				}),
			),
		staleTime: 60_000,
	});
