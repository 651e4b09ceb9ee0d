import { RequireCapability } from '../../components/require-capability.tsx';
import { CustomerPage } from './customer-page.tsx';

export function CustomerRoute() {
	return (
		<RequireCapability capability="customers">
			<CustomerPage />
		</RequireCapability>
	);
}
