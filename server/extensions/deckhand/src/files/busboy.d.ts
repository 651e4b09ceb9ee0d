/** The part of busboy 1.6 (Directus's multipart parser) that Deckhand uses; the package ships no types. */
declare module 'busboy' {
	import type { IncomingHttpHeaders } from 'node:http';
	import type { Readable, Writable } from 'node:stream';

	interface FileInfo {
		filename: string | undefined;
		encoding: string;
		mimeType: string;
	}

	interface Busboy extends Writable {
		on(event: 'file', listener: (field: string, stream: Readable, info: FileInfo) => void): this;
		on(event: 'close', listener: () => void): this;
		on(event: 'error', listener: (error: Error) => void): this;
	}

	export default function busboy(config: {
		headers: IncomingHttpHeaders;
		defParamCharset?: string;
		limits?: { fileSize?: number };
	}): Busboy;
}
