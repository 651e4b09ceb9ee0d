import { describe, expect, it } from 'vitest';
import { imageTypeOf, isImageType } from './image-types.ts';

const bytes = (...parts: (string | number[])[]) =>
	new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('imageTypeOf', () => {
	it.each([
		['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
		['image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR')],
		['image/gif', bytes('GIF89a', [1, 0])],
		['image/gif', bytes('GIF87a')],
		['image/webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
		['image/avif', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf')],
		['image/avif', bytes([0, 0, 0, 0x20], 'ftypmif1', [0, 0, 0, 0], 'mif1avifmiaf')],
	])('knows %s by its first bytes', (type, head) => {
		expect(imageTypeOf(head)).toBe(type);
	});

	it.each([
		['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
		['HTML', bytes('<!doctype html><script>alert(1)</script>')],
		['JavaScript', bytes('alert(document.cookie)')],
		['an MP4 video', bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0], 'isommp42')],
		['a WAV sound', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
		['nothing', bytes()],
	])('refuses %s', (_name, head) => {
		expect(imageTypeOf(head)).toBeNull();
	});
});

describe('isImageType', () => {
	it('reads a Content-Type, parameters and case aside', () => {
		expect(isImageType('image/PNG; charset=binary')).toBe(true);
		expect(isImageType('image/svg+xml')).toBe(false);
		expect(isImageType('text/html')).toBe(false);
		expect(isImageType(undefined)).toBe(false);
	});
});
