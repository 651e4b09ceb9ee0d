import { getRouteApi } from '@tanstack/react-router';
import { CheckoutPage } from './checkout-page.tsx';

const route = getRouteApi('/signed-in/checkout');

/** The till, with the channel of the sale being rung up kept in the address, a trade-in brought back from the intake screen, and a customer an exchange sent. */
export function CheckoutRoute() {
	const { channel, trade_in, customer } = route.useSearch();
	const navigate = route.useNavigate();
	return (
		<CheckoutPage
			channel={channel}
			onChannel={(next) => void navigate({ search: { channel: next }, replace: true })}
			tradeIn={trade_in}
			// Attached to the sale, kept in the browser: a reload must not attach it again after it was removed.
			onTradeInArrived={() => void navigate({ search: { channel }, replace: true })}
			customer={customer}
			onCustomerArrived={() => void navigate({ search: { channel }, replace: true })}
		/>
	);
}
