import { inject } from 'vitest';

/** What the server answered: its status, its body (JSON read when it is JSON) and its headers. */
export interface Answer {
	status: number;
	body: any;
	headers: Headers;
	/** The request answered, `METHOD /path`: what a refused set-up names. */
	route: string;
}

/** A signed-in caller of the real API: plain fetch, so tests see exactly what the server answers. */
export interface Caller {
	/** `headers` are sent besides the JSON content type and the caller's token (an `Idempotency-Key`). */
	request: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Answer>;
	get: (path: string) => Promise<Answer>;
	/** A set-up request, which must succeed: answers the body's `data`, and a refusal throws (`expectOk`). */
	ok: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<any>;
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
	return {
		status: response.status,
		body: text ? safeJson(text) : null,
		headers: response.headers,
		route: `${method} ${path}`,
	};
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
		ok: async (method, path, body, headers) => expectOk(await call(base, token, method, path, body, headers)),
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
	const answer = await call(base, null, 'POST', '/auth/login', { email, password });
	return expectOk({ ...answer, route: `sign-in of ${email}` }, 200);
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

/** A set-up request the server refused (or answered with another status than the one expected). */
export class RefusedSetup extends Error {
	readonly status: number;
	/** The server's error code, when it gave one. */
	readonly code: string | undefined;

	constructor(answer: Pick<Answer, 'status' | 'body' | 'route'>, expected?: number) {
		const error = firstError(answer.body);
		const detail = error
			? `${error.extensions?.code ?? 'no code'}: ${error.message}`
			: (JSON.stringify(answer.body)?.slice(0, 500) ?? 'no body');
		const status = expected === undefined ? answer.status : `${answer.status} (expected ${expected})`;
		super(`${answer.route} answered ${status}: ${detail}`);
		this.name = 'RefusedSetup';
		this.status = answer.status;
		this.code = error?.extensions?.code;
	}
}

/**
 * The body's `data` of an answer a set-up needs: any success, or exactly `status` when given.
 * Anything else throws where it happens, naming the request, the status and the server's error
 * code and message, so a set-up the server refused cannot leave a test passing for the wrong reason.
 */
export function expectOk(answer: Pick<Answer, 'status' | 'body' | 'route'>, status?: number): any {
	const succeeded = status === undefined ? answer.status >= 200 && answer.status < 300 : answer.status === status;
	if (!succeeded) throw new RefusedSetup(answer, status);
	return answer.body?.data;
}
