import { RequireCapability } from '../../../components/require-capability.tsx';
import { CardNewPage } from './card-new-page.tsx';

export function CardNewRoute() {
	return (
		<RequireCapability capability="catalog">
			<CardNewPage />
		</RequireCapability>
	);
}
