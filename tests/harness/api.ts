import { inject } from 'vitest';

/** A signed-in caller of the real API: plain fetch, so tests see exactly what the server answers. */
export interface Caller {
	request: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;
	get: (path: string) => Promise<{ status: number; body: any }>;
}

export function stackInfo() {
	return inject('stack');
}

async function call(token: string | null, method: string, path: string, body?: unknown) {
	const headers: Record<string, string> = { 'content-type': 'application/json' };
	if (token) headers['authorization'] = `Bearer ${token}`;
	const response = await fetch(`${stackInfo().url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
	const text = await response.text();
	return { status: response.status, body: text ? safeJson(text) : null };
}

function safeJson(text: string): any {
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
}

export function callerWithToken(token: string | null): Caller {
	return { request: (method, path, body) => call(token, method, path, body), get: (path) => call(token, 'GET', path) };
}

export async function signIn(email: string, password: string): Promise<{ access_token: string; refresh_token: string }> {
	const { status, body } = await call(null, 'POST', '/auth/login', { email, password });
	if (status !== 200) throw new Error(`sign-in of ${email} failed: ${status} ${JSON.stringify(body)}`);
	return body.data;
}

/** The owner (through the bootstrap static token), a signed-in clerk, and an anonymous visitor. */
export async function callers(): Promise<{ admin: Caller; staff: Caller; anonymous: Caller }> {
	const { admin, staff } = stackInfo();
	const staffSession = await signIn(staff.email, staff.password);
	return { admin: callerWithToken(admin.token), staff: callerWithToken(staffSession.access_token), anonymous: callerWithToken(null) };
}

/** The first error of a Directus error response. */
export function firstError(body: any): { message: string; extensions: { code: string; field?: string; [key: string]: unknown } } {
	return body?.errors?.[0];
}
