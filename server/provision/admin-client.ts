import type { DeckhandSchema } from '@deckhand/contract/schema/collections.ts';
import {
	createDirectus,
	rest,
	staticToken,
	type DirectusClient,
	type RestClient,
	type StaticTokenClient,
} from '@directus/sdk';

export type AdminClient = DirectusClient<DeckhandSchema> &
	RestClient<DeckhandSchema> &
	StaticTokenClient<DeckhandSchema>;

/**
 * An SDK client acting as the first administrator through the static token set at bootstrap
 * (ADMIN_TOKEN), so that access and settings can be applied even after the owner has changed
 * the demo password.
 */
export function adminClient(url: string, token: string): AdminClient {
	return createDirectus<DeckhandSchema>(url).with(staticToken(token)).with(rest());
}
