import { RequireCapability } from '../../components/require-capability.tsx';
import { ServerStatusPage } from './server-status-page.tsx';

/** Administrators only; everyone else sees "not allowed" (and the server refuses /server/health). */
export function ServerStatusRoute() {
	return (
		<RequireCapability capability="serverStatus">
			<ServerStatusPage />
		</RequireCapability>
	);
}
