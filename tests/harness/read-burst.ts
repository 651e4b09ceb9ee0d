import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { firstError } from './api.ts';

/** The bounds of every heavy read: answered within 2 s and 64 MB, and the server's ping meanwhile within 200 ms. */
export const ANSWER_MS = 2_000;
export const BODY_MAX = 64 * 1024 * 1024;
export const PING_MS = 200;

export interface HeavyRead {
	label: string;
	method?: 'GET' | 'SEARCH' | 'POST';
	path: string;
	body?: unknown;
	/** A file streamed page by page: its answer is timed to its first byte, its whole body counted. */
	file?: boolean;
	/** Answered (200), or refused naming this parameter and bound. */
	expect: 'answered' | { field: string; max: number };
}

export interface Measured {
	read: HeavyRead;
	status: number;
	ms: number;
	bytes: number;
	/** The refusal's code, parameter and bound: a 4xx's, or a GraphQL read's error inside its 200. */
	refusal?: { code: string; field?: string; max?: unknown };
}

/** Only a refusal's body is read as JSON: a big answer is counted, never parsed, so the client stays idle. */
const KEPT_BYTES = 64 * 1024;

/** Sends one read and times it, counting its body's bytes as they arrive. */
export async function measure(base: string, token: string, read: HeavyRead): Promise<Measured> {
	const started = performance.now();
	const response = await fetch(`${base}${read.path}`, {
		method: read.method ?? 'GET',
		headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
		body: read.body === undefined ? undefined : JSON.stringify(read.body),
	});
	const headersAt = performance.now();
	let bytes = 0;
	const kept: Uint8Array[] = [];
	for await (const chunk of response.body ?? []) {
		bytes += chunk.length;
		if (bytes <= KEPT_BYTES) kept.push(chunk);
		if (bytes > BODY_MAX) break;
	}
	const ms = (read.file ? headersAt : performance.now()) - started;
	const measured: Measured = { read, status: response.status, ms, bytes };
	if (bytes <= KEPT_BYTES && !read.file) {
		const body = safeJson(Buffer.concat(kept).toString('utf8'));
		const error = firstError(body);
		if (error)
			measured.refusal = {
				code: error.extensions.code,
				field: error.extensions.field,
				max: error.extensions['max'],
			};
	}
	return measured;
}

function safeJson(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return null;
	}
}

/**
 * Pings the server one ping after another (20 ms apart) from a thread of its own, so that the
 * test's own work reading the burst's answers cannot delay a ping: what is timed is the server.
 */
const PINGER = `
const { parentPort, workerData } = require('node:worker_threads');
let pinging = true;
parentPort.once('message', () => (pinging = false));
(async () => {
	// A first ping opens the connection and warms the thread up: it is not timed.
	await (await fetch(workerData + '/server/ping')).text();
	parentPort.postMessage('ready');
	const pings = [];
	while (pinging) {
		const started = performance.now();
		await (await fetch(workerData + '/server/ping')).text();
		pings.push(performance.now() - started);
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
	parentPort.postMessage(pings);
})();
`;

/** Runs `work` while the server is pinged, and how long each ping took. */
export async function pingingWhile<T>(base: string, work: () => Promise<T>): Promise<{ result: T; pings: number[] }> {
	const pinger = new Worker(PINGER, { eval: true, workerData: base });
	try {
		await once(pinger, 'message');
		const result = await work();
		pinger.postMessage('stop');
		const [pings] = (await once(pinger, 'message')) as [number[]];
		return { result, pings };
	} finally {
		await pinger.terminate();
	}
}

/** Sends the reads ten at a time (each ten together, the next ten once they are answered). */
export async function tenAtATime(base: string, token: string, reads: readonly HeavyRead[]): Promise<Measured[]> {
	const measured: Measured[] = [];
	for (let start = 0; start < reads.length; start += 10)
		measured.push(...(await Promise.all(reads.slice(start, start + 10).map((read) => measure(base, token, read)))));
	return measured;
}
