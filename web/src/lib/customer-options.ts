import { readItems } from '@directus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { customerKeys } from './api/keys.ts';
import { directus } from './directus/client.ts';
import { LIST_FRESH_MS } from './list-freshness.ts';

export interface CustomerOption {
	id: number;
	name: string;
	email: string | null;
	phone: string | null;
}

/**
 * Customers to choose from as someone types part of a name, email or phone (the server searches);
 * with nothing typed, the customer already chosen, so a filter read from the address can name them.
 */
export const customerOptionsQuery = (q: string, selected: number | undefined) =>
	queryOptions({
		queryKey: customerKeys.optionsFor(q, selected ?? null),
		queryFn: async () => {
			const query = q ? { search: q } : selected ? { filter: { id: { _eq: selected } } } : {};
			return (await directus.request(
				readItems('customers', {
					fields: ['id', 'name', 'email', 'phone'],
					...(query as object),
					sort: ['name'],
					limit: 20,
				}),
			)) as CustomerOption[];
		},
		placeholderData: keepPreviousData,
		staleTime: LIST_FRESH_MS,
	});
