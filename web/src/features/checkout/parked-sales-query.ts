import { readItems } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { ParkSaleBody } from '@deckhand/contract/parked-sales/parked-sale.ts';
import { parkedSaleKeys } from '../../lib/api/keys.ts';
import { read, send } from '../../lib/api/deckhand-client.ts';
import { directus } from '../../lib/directus/client.ts';

/** The shop's parked sales, as every till sees them: asked again every half minute, so a sale parked at another till shows up. */
export const parkedSalesQuery = () =>
	queryOptions({
		queryKey: parkedSaleKeys.lists(),
		queryFn: () => read(ENDPOINTS.parkedSales),
		refetchInterval: 30_000,
	});

export const parkOnServer = (body: ParkSaleBody) => send(ENDPOINTS.parkSale, { body });
export const resumeOnServer = (id: number) => send(ENDPOINTS.resumeParkedSale, { params: { id } });
export const discardOnServer = (id: number) => send(ENDPOINTS.discardParkedSale, { params: { id } });

/**
 * The order that holds a sale key, when the signed-in person may read it: a sale kept in this
 * browser was completed there (on another till, or in another tab) when one does.
 */
export async function orderWithKey(key: string): Promise<{ id: number; number: string } | null> {
	const [order] = await directus.request(
		readItems('orders', { filter: { sale_key: { _eq: key } }, fields: ['id', 'number'], limit: 1 }),
	);
	return order ? { id: Number(order.id), number: String(order.number) } : null;
}
