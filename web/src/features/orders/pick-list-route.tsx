import { RequireCapability } from '../../components/require-capability.tsx';
import { PickListPage } from './pick-list-page.tsx';

export function PickListRoute() {
	return (
		<RequireCapability capability="orders">
			<PickListPage />
		</RequireCapability>
	);
}
