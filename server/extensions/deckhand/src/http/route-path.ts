import { MOUNT, type Endpoint } from '@deckhand/contract/api/endpoint.ts';

/** The path an endpoint's route is registered under: its path in the contract's list, less the mount Directus adds. */
export function routePath(endpoint: Endpoint): string {
	return endpoint.path.slice(MOUNT.length);
}
