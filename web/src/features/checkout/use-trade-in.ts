import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buylistViewQuery } from '../../lib/trade-in/trade-in-queries.ts';
import type { SaleInHand } from './sale-in-hand.ts';
import { tradeInStanding } from './trade-in.ts';
import type { TillSale } from './use-till-sale.ts';

/**
 * The trade-in attached to the sale in hand: the one brought back from the intake screen
 * (`?trade_in=`) joins the sale as the till opens, and its buylist is read for the credit it
 * brings to the sale, or why it cannot go with it.
 */
export function useTradeIn(
	sale: SaleInHand,
	change: TillSale['change'],
	arriving: number | undefined,
	onArrived: () => void,
) {
	const { t } = useLingui();
	const queryClient = useQueryClient();
	const view = useQuery({ ...buylistViewQuery(sale.tradeIn ?? 0), enabled: sale.tradeIn !== null });
	const standing = sale.tradeIn !== null && view.data ? tradeInStanding(view.data, sale.customer?.id ?? null) : null;

	// A trade-in back from the intake screen joins the sale in hand (kept in the browser meanwhile);
	// a sale with no customer yet takes the trade-in's.
	useEffect(() => {
		if (arriving === undefined) return;
		change((s) => ({ ...s, tradeIn: arriving }));
		onArrived();
		queryClient.fetchQuery(buylistViewQuery(arriving)).then(
			({ customer }) => {
				if (customer)
					change((s) =>
						s.customer
							? s
							: { ...s, customer: { id: customer.id, name: customer.name, email: null, phone: null } },
					);
			},
			// The trade-in panel reads it again and says what went wrong.
			() => undefined,
		);
		// Once, as the till opens with the address that brought it.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, []);

	return {
		/** The trade-in's credit the sale may spend: 0 without a trade-in, while it is read, or while it cannot pay. */
		credit: standing?.credit ?? 0,
		/** Why the trade-in holds the sale back (still being read, or it cannot go with this sale, said in its panel); null when it does not. */
		blocker:
			sale.tradeIn === null
				? null
				: !view.data
					? t`Reading the trade-in…`
					: standing?.problem
						? t`The trade-in cannot go with this sale: see the trade-in.`
						: null,
	};
}
