import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import type Sharp from 'sharp';
import { LIST_PICTURE } from '@deckhand/contract/catalogue/catalogue-pictures.ts';
import { PictureUnreachableError } from '../../errors.ts';
import { directusDependency } from '../../server-modules.ts';

/** The largest picture kept: a card's scan is a few hundred kilobytes; anything far larger is not one. */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels a picture is read with to be made small: a card's largest scan is a few million
 * (Scryfall's PNG, 745 × 1 040); a file of 10 MB can unpack to billions, and each takes 4 bytes.
 */
const PICTURE_MAX_PIXELS = 25_000_000;
/** How long a source's server may take to send a picture. */
const FETCH_TIMEOUT_MS = 15_000;
/** The kinds of picture kept (a browser shows each; SVG, which can carry scripts, is not one). */
const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif']);

/** A kept picture's file name: a digest of its address. */
const nameOf = (address: string) => createHash('sha256').update(address).digest('hex').slice(0, 40);
/** The ending of the file beside a kept picture that holds its type. */
const TYPE = '.type';
/** The ending of a kept picture's copy at a list's size, and what it is. */
const LIST = `.${LIST_PICTURE.width}x${LIST_PICTURE.height}.webp`;
const LIST_TYPE = 'image/webp';

export interface KeptPicture {
	path: string;
	type: string;
}

const exists = (path: string) =>
	access(path).then(
		() => true,
		() => false,
	);

/**
 * The catalogue's pictures, fetched from their sources' addresses once and kept in the data folder
 * (`catalogue/pictures/`, each named by a digest of its address, its type beside it), so the
 * dashboard never loads a source's server itself (YGOPRODeck asks not to be hot-linked) and a
 * counter keeps showing them when the shop's internet is down. A picture asked for twice at once
 * is fetched once. Written whole or not at all: a download stopped part-way leaves nothing kept.
 */
export class PictureCache {
	private readonly folder: string;
	private readonly fetching = new Map<string, Promise<KeptPicture>>();

	constructor(dataDir: string) {
		this.folder = join(dataDir, 'catalogue', 'pictures');
	}

	/** The picture at `address`, fetched first if it is not kept yet; `card` names it in a refusal. */
	async picture(address: string, card: number): Promise<KeptPicture> {
		const name = nameOf(address);
		const kept = await this.kept(name);
		if (kept) return kept;
		return this.once(name, () => this.fetch(address, name, card));
	}

	/**
	 * The picture at `address` at a list's size (`LIST_PICTURE`, cut to a card's shape), made once
	 * from the kept picture and kept beside it: a page of fifty rows loads fifty small pictures
	 * rather than fifty scans of half a megapixel. A picture that cannot be read as one is sent as
	 * it came, as the browser would be sent it whole.
	 */
	async listPicture(address: string, card: number): Promise<KeptPicture> {
		const name = nameOf(address);
		const path = join(this.folder, `${name}${LIST}`);
		if (await exists(path)) return { path, type: LIST_TYPE };
		const whole = await this.picture(address, card);
		const key = `${name}${LIST}`;
		return this.once(key, () => this.shrink(whole, path));
	}

	/**
	 * Whether the picture at an address is kept, as the folder is now, from one listing of it:
	 * keeping a whole stock's pictures asks about every stocked card at each call, and a look at
	 * the disk per card would be thousands of them. A picture is kept once its type is written,
	 * which is last.
	 */
	async keptNow(): Promise<(address: string) => boolean> {
		let files: string[];
		try {
			files = await readdir(this.folder);
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
			// Nothing fetched yet: the folder is made by the first picture kept.
			files = [];
		}
		const kept = new Set(files.filter((file) => file.endsWith(TYPE)).map((file) => file.slice(0, -TYPE.length)));
		return (address) => kept.has(nameOf(address));
	}

	/** The picture `key` names, made by `make` once however many ask for it at the same time. */
	private once(key: string, make: () => Promise<KeptPicture>): Promise<KeptPicture> {
		let pending = this.fetching.get(key);
		if (!pending) {
			pending = make().finally(() => this.fetching.delete(key));
			this.fetching.set(key, pending);
		}
		return pending;
	}

	private async shrink(whole: KeptPicture, path: string): Promise<KeptPicture> {
		const sharp = directusDependency<typeof Sharp>('sharp');
		const part = `${path}.${randomUUID()}.part`;
		try {
			await sharp(whole.path, { limitInputPixels: PICTURE_MAX_PIXELS })
				.resize(LIST_PICTURE.width, LIST_PICTURE.height, { fit: 'cover' })
				.webp({ quality: 75 })
				.toFile(part);
		} catch {
			await rm(part, { force: true });
			return whole;
		}
		await rename(part, path);
		return { path, type: LIST_TYPE };
	}

	private async kept(name: string): Promise<KeptPicture | null> {
		try {
			return { path: join(this.folder, name), type: await readFile(join(this.folder, `${name}${TYPE}`), 'utf8') };
		} catch {
			return null;
		}
	}

	private async fetch(address: string, name: string, card: number): Promise<KeptPicture> {
		const refused = (why: string) => {
			const host = URL.canParse(address) ? new URL(address).host : address.slice(0, 80);
			return new PictureUnreachableError(
				`The picture of card ${card} could not be fetched from ${host}: ${why}.`,
				{
					field: 'card',
				},
			);
		};
		if (!/^https?:\/\//i.test(address)) throw refused('its address is not a web address');
		let response: Response;
		try {
			response = await fetch(address, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
		} catch (error) {
			throw refused(error instanceof Error && error.name === 'TimeoutError' ? 'no answer in 15 s' : 'no answer');
		}
		if (!response.ok || !response.body) throw refused(`it answered ${response.status}`);
		const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
		if (!PICTURE_TYPES.has(type)) throw refused(`it sent ${type || 'something of no type'}, not a picture`);
		if (Number(response.headers.get('content-length') ?? 0) > PICTURE_MAX_BYTES)
			throw refused('the picture is over 10 MB');
		await mkdir(this.folder, { recursive: true });
		// A part of its own: another instance sharing the data folder may be fetching the same picture.
		const part = join(this.folder, `${name}.${randomUUID()}.part`);
		let bytes = 0;
		const bounded = new Transform({
			transform(chunk: Buffer, _encoding, done) {
				bytes += chunk.length;
				done(bytes > PICTURE_MAX_BYTES ? refused('the picture is over 10 MB') : null, chunk);
			},
		});
		try {
			await pipeline(Readable.fromWeb(response.body as ReadableStream), bounded, createWriteStream(part));
		} catch (error) {
			await rm(part, { force: true });
			throw error instanceof PictureUnreachableError ? error : refused('the download stopped part-way');
		}
		await rename(part, join(this.folder, name));
		await writeFile(join(this.folder, `${name}${TYPE}`), type);
		return { path: join(this.folder, name), type };
	}
}
