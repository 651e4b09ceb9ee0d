import { RequireCapability } from '../../components/require-capability.tsx';
import { OrderPage } from './order-page.tsx';

export function OrderRoute() {
	return (
		<RequireCapability capability="orders">
			<OrderPage />
		</RequireCapability>
	);
}
