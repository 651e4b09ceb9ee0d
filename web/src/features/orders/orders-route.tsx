import { RequireCapability } from '../../components/require-capability.tsx';
import { OrdersPage } from './orders-page.tsx';

export function OrdersRoute() {
	return (
		<RequireCapability capability="orders">
			<OrdersPage />
		</RequireCapability>
	);
}
