import { Readable } from 'node:stream';
import type { Request } from 'express';
import { invalid } from '../errors.ts';

/**
 * Reads a request's body, counting its bytes as they arrive whatever the transfer encoding
 * (a chunked upload announces no length). Resolves null as soon as the count passes maxBytes;
 * the rest of the body is then read and dropped, never kept. A body cut off before its end is
 * refused naming the body.
 */
export function readBounded(req: Request, maxBytes: number): Promise<Buffer | null> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		const stop = () => {
			req.off('data', onData);
			req.off('end', onEnd);
			req.off('error', onError);
			req.off('close', onClose);
		};
		const onData = (chunk: Buffer) => {
			size += chunk.length;
			if (size <= maxBytes) return void chunks.push(chunk);
			stop();
			req.resume();
			resolve(null);
		};
		const onEnd = () => {
			stop();
			resolve(Buffer.concat(chunks));
		};
		const onError = () => {
			stop();
			reject(invalid('body', 'The upload was cut off before it ended; nothing was saved.'));
		};
		const onClose = () => onError();
		req.on('data', onData);
		req.once('end', onEnd);
		req.once('error', onError);
		req.once('close', onClose);
	});
}

/**
 * Hands a body already read back to whoever pipes the request next: Directus's upload handler
 * reads a multipart body with `req.pipe(busboy)`, so it now reads the counted, checked copy.
 */
export function replayBody(req: Request, body: Buffer): void {
	req.pipe = <T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T =>
		Readable.from([body], { objectMode: false }).pipe(destination, options);
}
