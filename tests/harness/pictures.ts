import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import type { Knex } from 'knex';

/**
 * A source's picture server, in the tests' process (the test server fetches from it as it would
 * from Scryfall's): `/<name>.png` is a picture whose bytes are its name, `/drawn/<name>.png` a
 * real one (`CARD_PNG`), `/huge/<name>.png` a real one of 30 million pixels in a few kilobytes
 * (`HUGE_PNG`), `/page` a web page, anything else 404. It counts the requests of each
 * path.
 */
export interface PictureServer {
	address: (path: string) => string;
	hits: (path: string) => number;
}

/** A card-shaped PNG (63 × 88 pixels of one colour), small enough to write here, for a browser to draw. */
export const CARD_PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAD8AAABYCAIAAADNzLhqAAAAYElEQVR42u3OAQkAAAgDsDcxokEsbQATCIMFWKrnr9jb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29vb29sfCyj1xsIP5ZvGAAAAAElFTkSuQmCC',
	'base64',
);

/** A PNG's chunk: its length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
	const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
	const length = Buffer.alloc(4);
	length.writeUInt32BE(data.length);
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(typed));
	return Buffer.concat([length, typed, crc]);
}

/** A black PNG of 6 000 × 5 000 pixels, one bit each: 30 million pixels that deflate to a few kilobytes. */
export const HUGE_PNG = (() => {
	const [width, height] = [6_000, 5_000];
	const header = Buffer.alloc(13);
	header.writeUInt32BE(width, 0);
	header.writeUInt32BE(height, 4);
	header.set([1, 0, 0, 0, 0], 8); // one bit a pixel, greyscale, deflate, no filter, not interlaced
	// Each row: its filter (none), then its pixels, eight a byte.
	const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', header),
		chunk('IDAT', deflateSync(rows, { level: 9 })),
		chunk('IEND', Buffer.alloc(0)),
	]);
})();

let started: Promise<PictureServer> | null = null;
let server: Server | null = null;

export function pictureServer(): Promise<PictureServer> {
	started ??= new Promise((resolve) => {
		const hits = new Map<string, number>();
		server = createServer((req, res) => {
			const path = req.url ?? '/';
			hits.set(path, (hits.get(path) ?? 0) + 1);
			if (path.startsWith('/drawn/') && path.endsWith('.png'))
				res.writeHead(200, { 'content-type': 'image/png' }).end(CARD_PNG);
			else if (path.startsWith('/huge/') && path.endsWith('.png'))
				res.writeHead(200, { 'content-type': 'image/png' }).end(HUGE_PNG);
			else if (path.endsWith('.png')) res.writeHead(200, { 'content-type': 'image/png' }).end(`picture ${path}`);
			else if (path === '/page') res.writeHead(200, { 'content-type': 'text/html' }).end('<p>a page</p>');
			else res.writeHead(404).end();
		});
		server.listen(0, '127.0.0.1', () => {
			const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
			resolve({ address: (p) => `${base}${p}`, hits: (p) => hits.get(p) ?? 0 });
		});
		// The tests' process must not wait for it to end.
		server.unref();
	});
	return started;
}

let made = 0;

/** The card is, to the catalogue, a card of a source whose picture is at `address`. */
export async function givePicture(db: Knex, card: number, address: string): Promise<void> {
	await db('catalogue_entries').insert({
		source: 'scryfall',
		kind: 'card',
		source_id: `picture-${process.pid}-${Date.now()}-${++made}`,
		target: card,
		digest: '',
		image_url: address,
	});
}
