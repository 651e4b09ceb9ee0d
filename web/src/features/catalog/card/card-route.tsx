import { RequireCapability } from '../../../components/require-capability.tsx';
import { CardDetailPage } from './card-detail-page.tsx';

export function CardRoute() {
	return (
		<RequireCapability capability="catalog">
			<CardDetailPage />
		</RequireCapability>
	);
}
