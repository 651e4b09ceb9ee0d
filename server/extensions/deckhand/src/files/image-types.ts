/**
 * The pictures Deckhand serves inline and accepts from staff: raster formats every browser
 * draws. SVG is left out on purpose: it is a document that may carry scripts.
 */
export const IMAGE_TYPES: Record<string, string> = {
	'image/jpeg': 'JPEG',
	'image/png': 'PNG',
	'image/webp': 'WebP',
	'image/gif': 'GIF',
	'image/avif': 'AVIF',
};

export const ACCEPTED_IMAGES = Object.values(IMAGE_TYPES).join(', ');

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The image type a file's first bytes announce (its "magic number"), or null. These are the
 * signatures browsers themselves use to pick a decoder; AVIF is an ISO media file whose major
 * brand (or compatible brand in the first box) is avif/avis.
 */
export function imageTypeOf(head: Uint8Array): string | null {
	if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
	if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
	if (/^GIF8[79]a$/.test(ascii(head, 0, 6))) return 'image/gif';
	if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
	if (ascii(head, 4, 8) === 'ftyp' && /avi[fs]/.test(ascii(head, 8, Math.min(head.length, 32)))) return 'image/avif';
	return null;
}

/** Whether a Content-Type names one of the pictures above (parameters and case ignored). */
export function isImageType(contentType: unknown): boolean {
	return typeof contentType === 'string' && contentType.split(';')[0]!.trim().toLowerCase() in IMAGE_TYPES;
}
