import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES, PictureCache } from './picture-cache.ts';

let server: Server;
let base: string;
const hits = new Map<string, number>();

/** A source's picture server: a picture, a page, one missing, one too big, one cut short. */
beforeAll(async () => {
	server = createServer((req, res) => {
		hits.set(req.url!, (hits.get(req.url!) ?? 0) + 1);
		if (req.url === '/card.png') res.writeHead(200, { 'content-type': 'image/png' }).end('the picture');
		else if (req.url === '/page') res.writeHead(200, { 'content-type': 'text/html' }).end('<p>no</p>');
		else if (req.url === '/huge.jpg') {
			res.writeHead(200, { 'content-type': 'image/jpeg' });
			res.end(Buffer.alloc(PICTURE_MAX_BYTES + 1));
		} else if (req.url === '/cut.webp') {
			res.writeHead(200, { 'content-type': 'image/webp', 'content-length': '1000' });
			res.write('half');
			// Cut once the headers are read: a download that stops part-way.
			setTimeout(() => res.destroy(), 50);
		} else res.writeHead(404).end();
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const cacheIn = async () => {
	const dataDir = await mkdtemp(join(tmpdir(), 'deckhand-pictures-'));
	return { dataDir, cache: new PictureCache(dataDir) };
};

describe("the catalogue's pictures, kept by the server", () => {
	it('fetches a picture once, even asked for twice at once, and keeps it with its type', async () => {
		const { cache } = await cacheIn();
		const [first, second] = await Promise.all([
			cache.picture(`${base}/card.png`, 7),
			cache.picture(`${base}/card.png`, 7),
		]);
		expect(first).toEqual(second);
		expect(first.type).toBe('image/png');
		expect(await readFile(first.path, 'utf8')).toBe('the picture');
		expect(await cache.picture(`${base}/card.png`, 7)).toEqual(first);
		expect(hits.get('/card.png')).toBe(1);
		expect((await cache.keptNow())(`${base}/card.png`)).toBe(true);
	});

	it('says which pictures are kept from one listing of its folder: none before the first, never one refused', async () => {
		const { cache } = await cacheIn();
		expect((await cache.keptNow())(`${base}/card.png`)).toBe(false);
		await cache.picture(`${base}/card.png`, 7);
		await expect(cache.picture(`${base}/page`, 8)).rejects.toThrow('not a picture');
		const kept = await cache.keptNow();
		expect([`${base}/card.png`, `${base}/page`, `${base}/other.png`].map(kept)).toEqual([true, false, false]);
	});

	it('refuses what is not a picture, naming the card and the server, and keeps nothing of it', async () => {
		const { dataDir, cache } = await cacheIn();
		const host = new URL(base).host;
		await expect(cache.picture(`${base}/page`, 7)).rejects.toThrow(
			`The picture of card 7 could not be fetched from ${host}: it sent text/html, not a picture.`,
		);
		await expect(cache.picture(`${base}/gone.png`, 8)).rejects.toThrow(`from ${host}: it answered 404.`);
		await expect(cache.picture(`${base}/huge.jpg`, 9)).rejects.toThrow('the picture is over 10 MB');
		await expect(cache.picture(`${base}/cut.webp`, 10)).rejects.toThrow('the download stopped part-way');
		await expect(cache.picture('ftp://example.com/x.png', 11)).rejects.toThrow('its address is not a web address');
		expect(await readdir(join(dataDir, 'catalogue', 'pictures'))).toEqual([]);
		expect((await cache.keptNow())(`${base}/page`)).toBe(false);
	});
});
