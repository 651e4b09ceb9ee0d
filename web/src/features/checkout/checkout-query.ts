import { createItem, readItems } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
/** Rows are typed by the server module that builds them, so the two cannot drift apart. */
import type { InventoryRow } from '@deckhand/contract/inventory/inventory-list.ts';
import type { Customer } from '@deckhand/contract/schema/customers.ts';
import type { ReceiptShop } from '../../components/receipt/receipt-data.ts';
import { checkoutKeys } from '../../lib/api/keys.ts';
import { command, read } from '../../lib/api/deckhand-client.ts';
import { directus } from '../../lib/directus/client.ts';
import type { SkuNow } from './cart.ts';
import type { CheckoutBody } from './stored-sale.ts';

/** What the till reads of the shop settings (`shopSettingsQuery`): its receipt's, the staff discount cap and credit's share. */
export type TillSettings = ReceiptShop & { staff_discount_cap_percent: number; credit_share_percent: number };

/**
 * In-stock SKUs matching what was scanned or typed: a barcode, "SET NUMBER" or words of a name (the
 * inventory endpoint reads the box every way); with `stock: 'any'`, those out of stock too.
 */
export function findSkus(text: string, stock: 'in' | 'any' = 'in'): Promise<InventoryRow[]> {
	const params = { q: text, limit: '10', ...(stock === 'in' ? { stock } : {}) };
	return read(ENDPOINTS.inventory, { query: params }).then((page) => page.items);
}

export const skuMatchesQuery = (text: string) =>
	queryOptions({
		queryKey: checkoutKeys.skus(text),
		queryFn: () => findSkus(text),
		staleTime: 5_000,
		enabled: text.trim().length >= 2,
	});

/** Price and stock of SKUs as the server has them now, to bring a restored sale up to date (a SKU deleted since is absent). */
export async function readSkusNow(ids: number[]): Promise<SkuNow[]> {
	const rows = await directus.request(
		readItems('skus', { filter: { id: { _in: ids } }, fields: ['id', 'price', 'quantity'], limit: -1 }),
	);
	return rows.map((row) => ({
		id: Number(row.id),
		price: row.price === null ? null : Number(row.price),
		quantity: Number(row.quantity),
	}));
}

export type CustomerChoice = Pick<Customer, 'id' | 'name' | 'email' | 'phone'>;

export const customerMatchesQuery = (text: string) =>
	queryOptions({
		queryKey: checkoutKeys.customers(text),
		queryFn: async () =>
			(await directus.request(
				readItems('customers', {
					search: text,
					fields: ['id', 'name', 'email', 'phone'],
					sort: ['name'],
					limit: 8,
				}),
			)) as CustomerChoice[],
		enabled: text.trim().length >= 2,
		staleTime: 5_000,
	});

export function createCustomer(values: { name: string; email: string; phone: string }): Promise<CustomerChoice> {
	const body = { name: values.name.trim(), email: values.email.trim() || null, phone: values.phone.trim() || null };
	return directus.request(
		createItem('customers', body, { fields: ['id', 'name', 'email', 'phone'] }),
	) as Promise<CustomerChoice>;
}

/** A customer's store credit: the running balance the last ledger row carries (0 before the first). */
export const creditBalanceQuery = (customer: number) =>
	queryOptions({
		queryKey: checkoutKeys.credit(customer),
		queryFn: async () => {
			const rows = await directus.request(
				readItems('credit_ledger', {
					filter: { customer: { _eq: customer } },
					fields: ['balance_after'],
					sort: ['-id'],
					limit: 1,
				}),
			);
			return Number(rows[0]?.balance_after ?? 0);
		},
		staleTime: 0,
	});

export const checkout = (body: CheckoutBody) => command(ENDPOINTS.checkout, { body });
