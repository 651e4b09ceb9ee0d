import { RequireCapability } from '../../../components/require-capability.tsx';
import { GamesSetsPage } from './games-sets-page.tsx';

export function GamesSetsRoute() {
	return (
		<RequireCapability capability="catalog">
			<GamesSetsPage />
		</RequireCapability>
	);
}
