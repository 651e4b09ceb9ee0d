import { InvalidPayloadError } from '@directus/errors';
import Busboy from 'busboy';
import type { IncomingHttpHeaders } from 'node:http';
import { invalid } from '../errors.ts';
import { ACCEPTED_IMAGES, imageTypeOf, isImageType } from './image-types.ts';

interface FilePart {
	field: string;
	filename: string;
	declaredType: string;
	head: Buffer;
}

/** Enough of a file's start for every signature in image-types.ts. */
const HEAD_BYTES = 32;

/**
 * The files of a multipart body, each with its declared type and first bytes. Read with busboy,
 * the parser Directus itself uploads with, so both see exactly the same parts.
 */
export function fileParts(headers: IncomingHttpHeaders, body: Buffer): Promise<FilePart[]> {
	return new Promise((resolve, reject) => {
		const parts: FilePart[] = [];
		const parser = Busboy({ headers, defParamCharset: 'utf8' });
		parser.on('file', (field, stream, info) => {
			const chunks: Buffer[] = [];
			let size = 0;
			stream.on('data', (chunk: Buffer) => {
				if (size < HEAD_BYTES) chunks.push(chunk);
				size += chunk.length;
			});
			stream.on('end', () =>
				parts.push({
					field,
					filename: info.filename ?? '',
					declaredType: info.mimeType,
					head: Buffer.concat(chunks).subarray(0, HEAD_BYTES),
				}),
			);
		});
		parser.on('close', () => resolve(parts));
		parser.on('error', reject);
		parser.end(body);
	});
}

/**
 * Staff upload card pictures only: each file must say it is one of the accepted images and
 * begin like one. A file that says `image/png` but holds HTML, an SVG (a document that can run
 * scripts), a script or anything else is refused before Directus writes a row or a byte.
 */
export async function refuseNonImages(headers: IncomingHttpHeaders, body: Buffer): Promise<void> {
	const parts = await fileParts(headers, body).catch((error: Error) => {
		throw new InvalidPayloadError({ reason: error.message });
	});
	for (const part of parts) {
		if (isImageType(part.declaredType) && imageTypeOf(part.head) !== null) continue;
		const name = part.filename ? `“${part.filename}”` : 'This file';
		throw invalid(
			part.field,
			`${name} is not a picture Deckhand accepts: card pictures must be ${ACCEPTED_IMAGES} images.`,
		);
	}
}
