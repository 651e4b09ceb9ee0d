import { getRouteApi } from '@tanstack/react-router';
import { CheckoutPage } from './checkout-page.tsx';

const route = getRouteApi('/signed-in/checkout');

/** The till, with the channel of the sale being rung up kept in the address. */
export function CheckoutRoute() {
	const { channel } = route.useSearch();
	const navigate = route.useNavigate();
	return <CheckoutPage channel={channel} onChannel={(next) => void navigate({ search: { channel: next }, replace: true })} />;
}
