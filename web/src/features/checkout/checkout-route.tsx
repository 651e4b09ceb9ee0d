import { getRouteApi } from '@tanstack/react-router';
import { RequireCapability } from '../../components/require-capability.tsx';
import { CheckoutPage } from './checkout-page.tsx';

const route = getRouteApi('/signed-in/checkout');

export function CheckoutRoute() {
	const { channel } = route.useSearch();
	const navigate = route.useNavigate();
	return (
		<RequireCapability capability="checkout">
			<CheckoutPage channel={channel} onChannel={(next) => void navigate({ search: { channel: next }, replace: true })} />
		</RequireCapability>
	);
}
