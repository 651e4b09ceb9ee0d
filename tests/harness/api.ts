import { inject } from 'vitest';

/** What the server answered: its status, its body (JSON read when it is JSON) and its headers. */
export interface Answer {
	status: number;
	body: any;
	headers: Headers;
}

/** A signed-in caller of the real API: plain fetch, so tests see exactly what the server answers. */
export interface Caller {
	/** `headers` are sent besides the JSON content type and the caller's token (an `Idempotency-Key`). */
	request: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Answer>;
	get: (path: string) => Promise<Answer>;
	/**
	 * The same caller, talking to one instance directly (the `n`th, counted round): race tests send
	 * half their requests to each instance of the scale profile; on SQLite there is one.
	 */
	on: (n: number) => Caller;
}

export function stackInfo() {
	return inject('stack');
}

async function call(
	base: string,
	token: string | null,
	method: string,
	path: string,
	body?: unknown,
	extra: Record<string, string> = {},
): Promise<Answer> {
	const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
	if (token) headers['authorization'] = `Bearer ${token}`;
	const response = await fetch(`${base}${path}`, {
		method,
		headers,
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const text = await response.text();
	return { status: response.status, body: text ? safeJson(text) : null, headers: response.headers };
}

function safeJson(text: string): any {
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
}

/** A caller of the server (or instance) at `base`. */
export function callerAt(base: string, token: string | null): Caller {
	return {
		request: (method, path, body, headers) => call(base, token, method, path, body, headers),
		get: (path) => call(base, token, 'GET', path),
		on: (n) => {
			const { instances } = stackInfo();
			return callerAt(instances[n % instances.length]!, token);
		},
	};
}

/** A caller through the one address clients use (on the scale profile, the proxy: consecutive requests land on different instances). */
export function callerWithToken(token: string | null): Caller {
	return callerAt(stackInfo().url, token);
}

/** Signs in at the shared server, or at `base` (a server of a test's own). */
export async function signIn(
	email: string,
	password: string,
	base = stackInfo().url,
): Promise<{ access_token: string; refresh_token: string }> {
	const { status, body } = await call(base, null, 'POST', '/auth/login', { email, password });
	if (status !== 200) throw new Error(`sign-in of ${email} failed: ${status} ${JSON.stringify(body)}`);
	return body.data;
}

/** The owner (through the bootstrap static token), a signed-in clerk, and an anonymous visitor. */
export async function callers(): Promise<{ admin: Caller; staff: Caller; anonymous: Caller }> {
	const { admin, staff } = stackInfo();
	const staffSession = await signIn(staff.email, staff.password);
	return {
		admin: callerWithToken(admin.token),
		staff: callerWithToken(staffSession.access_token),
		anonymous: callerWithToken(null),
	};
}

/** The first error of a Directus error response. */
export function firstError(body: any): {
	message: string;
	extensions: { code: string; field?: string; [key: string]: unknown };
} {
	return body?.errors?.[0];
}
