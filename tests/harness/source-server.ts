import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the source server answered: its path, headers and the status it got. */
export interface SeenRequest {
	path: string;
	headers: IncomingHttpHeaders;
	status: number;
}

/**
 * A catalogue source's server on this machine, for the download tests: it serves the files it is
 * given as HTTP says a server does (RFC 9110): a strong ETag of each file's bytes and a
 * Last-Modified, 304 to `If-None-Match` / `If-Modified-Since` naming the file as it is, a 206 with
 * the rest to `Range: bytes=N-` whose `If-Range` still names it (a 200 with the whole file when not).
 * A test can change a file, cut its next answer after some bytes, or promise more than it sends.
 */
export interface SourceServer {
	url: string;
	requests: SeenRequest[];
	/** Serves (or changes) the file at `path`: a new version, with a new ETag and Last-Modified. */
	put(path: string, body: string | Buffer): void;
	/** The next answer of `path` ends after `bytes` of its body, the connection dropped. */
	cutNext(path: string, bytes: number): void;
	/** Every answer of `path` says its whole length and sends `missing` bytes fewer, then closes the connection. */
	shortBody(path: string, missing: number): void;
	close(): Promise<void>;
}

interface Served {
	body: Buffer;
	etag: string;
	lastModified: string;
}

/** Each version is a second later than the one before, so Last-Modified tells versions apart too. */
let clock = Date.UTC(2026, 0, 1);

export async function sourceServer(files: Readonly<Record<string, string | Buffer>> = {}): Promise<SourceServer> {
	const served = new Map<string, Served>();
	const cuts = new Map<string, number>();
	const shorts = new Map<string, number>();
	const requests: SeenRequest[] = [];
	const put = (path: string, content: string | Buffer) => {
		const body = Buffer.from(content);
		clock += 1_000;
		served.set(path, {
			body,
			etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`,
			lastModified: new Date(clock).toUTCString(),
		});
	};
	for (const [path, body] of Object.entries(files)) put(path, body);

	const answer = (res: ServerResponse, path: string, headers: IncomingHttpHeaders): void => {
		const file = served.get(path);
		const send = (status: number, more: Record<string, string> = {}, body?: Buffer) => {
			requests.push({ path, headers, status });
			const fields = file ? { etag: file.etag, 'last-modified': file.lastModified, ...more } : more;
			if (body === undefined) {
				res.writeHead(status, fields).end();
				return;
			}
			const missing = shorts.get(path) ?? 0;
			const cut = cuts.get(path);
			cuts.delete(path);
			res.writeHead(status, { ...fields, 'content-length': String(body.length) });
			// A body short of its length is told from a whole one only by the connection closing; it
			// closes a moment after the bytes, as a network does, not in the same packet.
			const closeSoon = () => setTimeout(() => res.destroy(), 100);
			if (cut !== undefined) res.write(body.subarray(0, cut), closeSoon);
			else if (missing > 0) res.write(body.subarray(0, body.length - missing), closeSoon);
			else res.end(body);
		};
		if (!file) return send(404);
		const tags = headers['if-none-match'];
		if (tags !== undefined) {
			if (tags.split(',').some((tag) => tag.trim() === file.etag)) return send(304);
		} else if (headers['if-modified-since'] === file.lastModified) return send(304);
		const range = /^bytes=(\d+)-$/.exec(headers['range'] ?? '');
		const ifRange = headers['if-range'];
		const sameVersion = ifRange === undefined || ifRange === file.etag || ifRange === file.lastModified;
		if (range && sameVersion) {
			const from = Number(range[1]);
			if (from >= file.body.length) return send(416, { 'content-range': `bytes */${file.body.length}` });
			const rest = file.body.subarray(from);
			return send(206, { 'content-range': `bytes ${from}-${file.body.length - 1}/${file.body.length}` }, rest);
		}
		send(200, { 'content-type': 'application/json' }, file.body);
	};

	const server = createServer((req, res) => answer(res, new URL(req.url ?? '/', 'http://x').pathname, req.headers));
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		requests,
		put,
		cutNext: (path, bytes) => cuts.set(path, bytes),
		shortBody: (path, missing) => shorts.set(path, missing),
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
