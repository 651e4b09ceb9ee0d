import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { ContentTooLargeError } from '@directus/errors';
import { invalid } from '../errors.ts';

export interface CountedBody {
	/** The body's bytes, as they arrive; fails when they pass the bound or the upload is cut off. */
	stream: Readable;
	/** Once the whole body has passed: its size and SHA-256 digest (hex). */
	counted: () => { bytes: number; digest: string };
	/** Stops reading: the rest of the body is read and dropped. */
	drop: () => void;
}

/**
 * A request's body, counted and hashed as it passes, whatever the transfer encoding (a chunked
 * upload announces no length). Past `maxBytes` the stream fails with 413 and the rest of the body
 * is read and dropped (never kept), so the client still gets the answer; the request is never
 * destroyed. A body cut off before its end fails the stream naming the body.
 */
export function countedBody(req: IncomingMessage, maxBytes: number): CountedBody {
	const hash = createHash('sha256');
	const stream = new PassThrough();
	let bytes = 0;
	let ended = false;
	const fail = (error: Error) => {
		req.unpipe(stream);
		req.resume();
		stream.destroy(error);
	};
	req.on('data', (chunk: Buffer) => {
		if (stream.destroyed) return;
		bytes += chunk.length;
		if (bytes > maxBytes) return fail(new ContentTooLargeError());
		hash.update(chunk);
	});
	req.once('end', () => {
		ended = true;
	});
	req.once('close', () => {
		if (!ended && !stream.destroyed)
			fail(invalid('body', 'The upload was cut off before it ended; nothing was kept.'));
	});
	// A failure reaches the reader through the stream's own iteration; one that comes after the reader has let go must not go unheard (an 'error' with no listener ends the process).
	stream.on('error', () => undefined);
	req.pipe(stream);
	return {
		stream,
		counted: () => ({ bytes, digest: hash.digest('hex') }),
		drop: () => {
			if (!stream.destroyed) fail(invalid('body', 'The upload was not read to its end.'));
		},
	};
}
