import { RequireCapability } from '../../components/require-capability.tsx';
import { CustomersPage } from './customers-page.tsx';

export function CustomersRoute() {
	return (
		<RequireCapability capability="customers">
			<CustomersPage />
		</RequireCapability>
	);
}
