import { directus } from '../directus/client.ts';

/**
 * Refreshes the session when it ends within the SDK's margin (30 s). An export is a plain link the
 * browser follows with the session cookie, not a request of the SDK's, so nothing else would
 * refresh it first: a tab left open while the computer slept would download a refusal. Called as
 * an export control is pointed at or focused, before it can be followed.
 */
export function freshenSession(): void {
	void directus.getToken();
}
