import { readItems } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { BuylistStatus } from '@deckhand/contract/schema/choices.ts';
import { read, send } from '../api/deckhand-client.ts';
import { buylistKeys, tradeInKeys } from '../api/keys.ts';
import { directus } from '../directus/client.ts';

/** A trade-in can still pay towards a sale: not completed, not waiting for approval, not ended. */
export const TRADE_IN_OPEN: readonly BuylistStatus[] = ['draft', 'offered', 'accepted'];

/** One buylist as the server shows it: lines, offers and totals as they stand now (the buylist's own key: the buylist screens read it too). */
export const buylistViewQuery = (id: number) =>
	queryOptions({
		queryKey: buylistKeys.detail(id),
		queryFn: () => read(ENDPOINTS.buylist, { params: { id } }),
		// Its offers change at the intake screen: read again whenever the till shows it.
		staleTime: 0,
	});

/** A customer's buylists that can still pay towards a sale, newest first. */
export const openTradeInsQuery = (customer: number) =>
	queryOptions({
		queryKey: tradeInKeys.open(customer),
		queryFn: async () =>
			(await directus.request(
				readItems('buylists', {
					fields: ['id', 'number', 'status', 'total_credit', 'date_created'],
					filter: { customer: { _eq: customer }, status: { _in: [...TRADE_IN_OPEN] } },
					sort: ['-date_created', '-id'],
					limit: 20,
				}),
			)) as Array<{
				id: number;
				number: string;
				status: BuylistStatus;
				total_credit: number;
				date_created: string;
			}>,
		staleTime: 0,
	});

/** A new draft buylist for the customer, to take their cards in. */
export const createDraftBuylist = (customer: number) => send(ENDPOINTS.buylistCreate, { body: { customer } });

/**
 * The store credit a customer had left once a sale and its trade-in were recorded: the balance the
 * ledger wrote with the last of their rows (the trade-in's credit in, the sale's credit out), so a
 * receipt printed again later says what it said then, whatever the customer did since.
 */
export async function readCreditLeft(order: number, tradeIn: number | null): Promise<number | null> {
	const mine = [
		{ order: { _eq: order }, reason: { _eq: 'order_payment' } },
		...(tradeIn === null ? [] : [{ buylist: { _eq: tradeIn }, reason: { _eq: 'buylist_payout' } }]),
	];
	const rows = await directus.request(
		readItems('credit_ledger', {
			fields: ['balance_after'],
			filter: { _or: mine } as never,
			sort: ['-id'],
			limit: 1,
		}),
	);
	return rows[0] ? Number(rows[0].balance_after) : null;
}

export const creditLeftQuery = (order: number, tradeIn: number | null) =>
	queryOptions({
		queryKey: tradeInKeys.creditLeft(order, tradeIn),
		queryFn: () => readCreditLeft(order, tradeIn),
	});
