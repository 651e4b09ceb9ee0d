import { Agent, request } from 'node:http';
import type { HostileRequest } from './hostile.ts';

/*
 * How the hostile suites send a request exactly as written, and how they judge its answer: a
 * named 4xx, with no word of the database in it.
 */

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/** Sends exactly this path (no URL normalisation, unlike fetch) and body, with any method. */
export function sendRaw(
	base: string,
	token: string | null,
	hostile: Pick<HostileRequest, 'method' | 'path' | 'body'>,
): Promise<{ status: number; text: string }> {
	const { hostname, port } = new URL(base);
	const headers: Record<string, string | string[]> = {};
	if (token) headers['authorization'] = `Bearer ${token}`;
	if (hostile.body)
		Object.assign(
			headers,
			{ 'content-type': 'application/json', 'content-length': String(hostile.body.data.length) },
			hostile.body.headers,
		);
	return new Promise((resolveAnswer, reject) => {
		const outgoing = request(
			{ host: hostname, port, method: hostile.method, path: hostile.path, headers, agent },
			(incoming) => {
				const chunks: Buffer[] = [];
				incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
				incoming.on('end', () =>
					resolveAnswer({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
				);
				incoming.on('error', reject);
			},
		);
		outgoing.on('error', reject);
		outgoing.end(hostile.body?.data);
	});
}

/** What a database's error message looks like; none may reach a client. */
export const DATABASE_WORDS = /\b(?:from|into|update|join)\s+[`"][\w.]+[`"]|\bSQLITE_[A-Z]|violates [\w ]*constraint/i;

/** Why an answer is not a named 4xx free of database words, or null when it is one. */
export function faultOf(answer: { status: number; text: string }): string | null {
	if (answer.status < 400 || answer.status > 499) return `status ${answer.status}`;
	if (DATABASE_WORDS.test(answer.text)) return 'database words in the answer';
	let code: unknown;
	try {
		code = (JSON.parse(answer.text) as { errors?: Array<{ extensions?: { code?: unknown } }> }).errors?.[0]
			?.extensions?.code;
	} catch {
		return 'an answer that is not JSON';
	}
	return typeof code === 'string' && code !== '' ? null : 'no error code';
}

/**
 * `faultOf` for a GraphQL mutation: GraphQL answers a mutation its resolver refused with 200, the
 * error (with its code) in `errors` and the mutation's field null; a query GraphQL itself refuses
 * (a wrong type, an unknown field) with 400. Anything written, a 5xx or an error without a code
 * is a fault.
 */
export function graphqlFaultOf(answer: { status: number; text: string }): string | null {
	let data: Record<string, unknown> | undefined;
	try {
		data = (JSON.parse(answer.text) as { data?: Record<string, unknown> }).data;
	} catch {
		return 'an answer that is not JSON';
	}
	if (Object.values(data ?? {}).some((value) => value !== null)) return 'the mutation answered a row';
	return faultOf({ status: answer.status === 200 ? 400 : answer.status, text: answer.text });
}
