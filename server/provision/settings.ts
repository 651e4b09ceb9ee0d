import { readSettings, readSingleton, updateSettings, updateSingleton } from '@directus/sdk';
import { DEFAULT_SHOP_SETTINGS } from '../extensions/deckhand/src/settings/shop-settings.ts';
import type { AdminClient } from './admin-client.ts';
import { FIRST_PROJECT_NAME } from './shop-name.ts';
import { PASSWORD_POLICY } from '@deckhand/contract/profile/password-rules.ts';

export async function ensureShopSettings(client: AdminClient): Promise<void> {
	const current = await client.request(readSingleton('shop_settings', { fields: ['id'] }));
	if (!current?.id) await client.request(updateSingleton('shop_settings', DEFAULT_SHOP_SETTINGS));
}

const DIRECTUS_DEFAULT_COLOR = '#6644FF';

/**
 * Uploads that name no folder land in the card images folder. The dashboard relies on it:
 * Directus 12.4.0 answers 500 to a non-administrator's `GET /folders?filter=…`, so staff cannot
 * look the folder up themselves. Set only when the owner has not chosen another folder.
 */
export async function ensureUploadFolder(client: AdminClient, folder: string): Promise<void> {
	const current = await client.request(readSettings({ fields: ['storage_default_folder'] }));
	if (!current.storage_default_folder) await client.request(updateSettings({ storage_default_folder: folder }));
}

/** Shop colour and descriptor on a fresh install; the owner's own choices are never overwritten. */
export async function ensureProjectSettings(client: AdminClient): Promise<void> {
	const current = await client.request(readSettings({ fields: ['project_color'] }));
	if (current.project_color === DIRECTUS_DEFAULT_COLOR)
		await client.request(
			updateSettings({
				project_name: FIRST_PROJECT_NAME,
				project_color: '#1F6F5C',
				project_descriptor: 'Card shop back office',
			}),
		);
}

/**
 * Directus suspends an account after `auth_login_attempts` wrong passwords (25 on a new
 * install) and never forgets a failure until the next success, so anyone who knows an address
 * could lock its owner out, slowly if not at once. Deckhand's sign-in limiter bounds guessing
 * instead (answering TOO_MANY_ATTEMPTS with the wait, never locking), so the lock-out is switched
 * off at every start: it is a security property, not a preference.
 */
export async function ensureNoSignInLockout(client: AdminClient): Promise<void> {
	const current = await client.request(readSettings({ fields: ['auth_login_attempts'] }));
	// The SDK types the field as a number; Directus stores null for "no limit".
	if (current.auth_login_attempts !== null)
		await client.request(updateSettings({ auth_login_attempts: null as unknown as number }));
}

/**
 * Passwords of at least 8 characters, whoever sets them (reset, invite, the profile's change):
 * Directus checks its `auth_password_policy` on every password it writes, so the bound the
 * dashboard's forms ask for holds on the server too. Set only when the owner has chosen none.
 */
export async function ensurePasswordPolicy(client: AdminClient): Promise<void> {
	const current = await client.request(readSettings({ fields: ['auth_password_policy'] }));
	if (!current.auth_password_policy) await client.request(updateSettings({ auth_password_policy: PASSWORD_POLICY }));
}
