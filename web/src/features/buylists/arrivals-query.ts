import { updateItem } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { read, send } from '../../lib/api/deckhand-client.ts';
import { buylistKeys } from '../../lib/api/keys.ts';
import { directus } from '../../lib/directus/client.ts';

/** The SKUs a completed buylist brought copies to that still wait for a price or a bin. */
export const arrivalsQuery = (buylist: number) =>
	queryOptions({
		queryKey: buylistKeys.arrivals(buylist),
		queryFn: () => read(ENDPOINTS.buylistArrivals, { params: { id: buylist } }),
	});

/** A first price, through the price command every price edit goes through (it keeps the price history). */
export const setFirstPrice = (sku: number, price: number) => send(ENDPOINTS.priceSet, { body: { sku, price } });

/** Where the copies are shelved: the SKU's bin, which clerks may set too. */
export const setBin = (sku: number, bin: string | null) =>
	directus.request(updateItem('skus', sku, { bin }, { fields: ['id'] }));
