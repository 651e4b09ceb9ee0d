import { createItem, readItems, updateItem } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { tillKeys } from '../../lib/api/keys.ts';
import { directus } from '../../lib/directus/client.ts';

/*
 * The owner's changes to the tills go through the items API: `tills` is a collection the
 * administrator policy writes and staff only read; the server's hooks hold the name's bound, its
 * uniqueness and "no retiring an open till" whoever writes.
 */

export const addTill = (name: string) => directus.request(createItem('tills', { name }, { fields: ['id'] }));

export const renameTill = (till: number, name: string) =>
	directus.request(updateItem('tills', till, { name }, { fields: ['id'] }));

/** Retires a till (`false`: out of the choices, history kept) or brings it back (`true`). */
export const setTillActive = (till: number, active: boolean) =>
	directus.request(updateItem('tills', till, { active }, { fields: ['id'] }));

/** The ids of the tills open now: one of them cannot be retired until it is counted and closed. */
export const openTillsQuery = () =>
	queryOptions({
		queryKey: tillKeys.open(),
		queryFn: async () => {
			const sessions = await directus.request(
				readItems('till_sessions', { fields: ['till'], filter: { status: { _eq: 'open' } }, limit: -1 }),
			);
			return new Set(sessions.map((session) => Number(session.till)));
		},
	});
