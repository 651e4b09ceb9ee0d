import { RequireCapability } from '../../../components/require-capability.tsx';
import { InventoryPage } from './inventory-page.tsx';

export function CatalogRoute() {
	return (
		<RequireCapability capability="catalog">
			<InventoryPage />
		</RequireCapability>
	);
}
