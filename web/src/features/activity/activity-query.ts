import { customEndpoint, readUsers } from '@directus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ActivityPage } from '@deckhand/contract/activity/activity-entry.ts';
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
		queryFn: () =>
			directus.request(
				customEndpoint<ActivityPage>({
					path: '/deckhand/activity',
					method: 'GET',
					params: activityParams(search),
				}),
			),
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
