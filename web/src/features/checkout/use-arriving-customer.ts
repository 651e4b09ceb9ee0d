import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { customerOptionsQuery, type CustomerOption } from '../../lib/customer-options.ts';

/**
 * A customer an order's exchange sent to the till (`?customer=`): read, then chosen for the sale
 * in hand as the till opens, so the store credit the exchange gave is there to pay the new cards.
 * The address drops it at once: a reload does not choose them again over a later choice.
 */
export function useArrivingCustomer(
	arriving: number | undefined,
	onArrived: () => void,
	choose: (customer: CustomerOption) => void,
) {
	const queryClient = useQueryClient();
	useEffect(() => {
		if (arriving === undefined) return;
		onArrived();
		queryClient.fetchQuery(customerOptionsQuery('', arriving)).then(
			([customer]) => {
				if (customer) choose(customer);
			},
			// Not readable: the till opens without them, and the clerk chooses the customer by hand.
			() => undefined,
		);
		// Once, as the till opens with the address that brought them.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, []);
}
