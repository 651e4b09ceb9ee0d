import { stack } from './browser.ts';

/**
 * The real API, as the owner (the bootstrap static token) unless another token is given: what
 * the tests use to set a scene up and to check what the screens did. Answers the body's `data`;
 * a refusal throws with the status and the body, so a broken set-up fails where it happens.
 */
export async function api(method: string, path: string, body?: unknown, token = stack().admin.token): Promise<any> {
	const response = await fetch(`${stack().url}${path}`, {
		method,
		headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const json = await response.json().catch(() => null);
	if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
	return json?.data;
}
