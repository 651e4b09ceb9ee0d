import { mkdir, readdir, rmdir, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { Driver } from '@directus/storage';
import { DriverLocal } from '@directus/storage-driver-local';
import { DriverS3 } from '@directus/storage-driver-s3';
import { flushedFileStream } from './flushed-writes.ts';

/**
 * What a backup needs of a store: Directus's own storage drivers offer all but `folders`, the
 * names of the store's top folders (a backup each, and `files`), listed without reading what lies
 * in them, so a list of backups costs one call however many files they hold.
 */
export type BackupStore = Pick<Driver, 'read' | 'write' | 'delete' | 'list' | 'exists' | 'stat'> & {
	folders: () => AsyncIterable<string>;
};

export interface OpenedBackupStore {
	store: BackupStore;
	/** Where backups go, for the owner: a folder's path, or `s3://bucket/root`. */
	where: string;
}

/**
 * The backup store, named as Directus names a storage location (`STORAGE_<NAME>_<OPTION>`), under
 * `DECKHAND_BACKUP_…`: `DECKHAND_BACKUP_DRIVER` is `local` (the default: a folder,
 * `DECKHAND_BACKUP_ROOT`, `data/backups` unless told) or `s3`, any S3-compatible bucket
 * (`…_BUCKET`, `…_KEY`, `…_SECRET`, `…_REGION`, `…_ENDPOINT`, `…_FORCE_PATH_STYLE`, and `…_ROOT`
 * for a folder inside it). Directus's own drivers do the work, so a backup reaches whatever
 * Directus's uploads can.
 */
export function openBackupStore(env: Record<string, string | undefined>, dataDir: string): OpenedBackupStore {
	const setting = (option: string) => env[`DECKHAND_BACKUP_${option}`] || undefined;
	const driver = setting('DRIVER') ?? 'local';
	if (driver === 'local') {
		const root = setting('ROOT') ?? join(dataDir, 'backups');
		return { store: new FolderDriver(root), where: root };
	}
	if (driver === 's3') {
		const bucket = setting('BUCKET');
		if (!bucket) throw new Error('DECKHAND_BACKUP_BUCKET is needed when DECKHAND_BACKUP_DRIVER is s3');
		const root = setting('ROOT') ?? '';
		const store = new BucketDriver({
			bucket,
			root,
			key: setting('KEY'),
			secret: setting('SECRET'),
			region: setting('REGION'),
			endpoint: setting('ENDPOINT'),
			forcePathStyle: setting('FORCE_PATH_STYLE') === 'true',
		});
		return { store, where: `s3://${bucket}/${root}` };
	}
	throw new Error(`DECKHAND_BACKUP_DRIVER must be local or s3, not ${driver}`);
}

/**
 * Directus's local driver, with the folders in its root (none before the first backup made it),
 * and folders that last no longer than their files, as in a bucket: a missing folder lists no
 * files, deleting a folder's last file deletes the folder, and deleting a folder deletes it when
 * it is empty; and files sent to the disk as they are written (flushed-writes.ts), not left to
 * the kernel to write all at once while the tills wait.
 */
class FolderDriver extends DriverLocal {
	private readonly folder: string;

	constructor(root: string) {
		super({ root });
		this.folder = resolve(root);
	}

	/** The files under a prefix; none under a folder that is not there, as in a bucket. */
	override async *list(prefix = ''): AsyncGenerator<string, void, unknown> {
		try {
			yield* super.list(prefix);
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
		}
	}

	/** A path in the store as the driver confines it to its root: `/etc/x` is `<root>/etc/x`. */
	private pathOf(filepath: string): string {
		return join(this.folder, join(sep, filepath));
	}

	override async write(filepath: string, content: Readable): Promise<void> {
		const path = this.pathOf(filepath);
		await mkdir(dirname(path), { recursive: true });
		await pipeline(content, flushedFileStream(path));
	}

	override async delete(filepath: string): Promise<void> {
		const path = this.pathOf(filepath);
		if ((await stat(path)).isDirectory()) await rmdir(path);
		else await super.delete(filepath);
		for (let parent = dirname(path); parent.startsWith(`${this.folder}${sep}`); parent = dirname(parent)) {
			const emptied = await rmdir(parent).then(
				() => true,
				() => false,
			);
			if (!emptied) break;
		}
	}

	async *folders(): AsyncGenerator<string, void, unknown> {
		const entries = await readdir(this.folder, { withFileTypes: true }).catch((error: unknown) => {
			if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
			throw error;
		});
		for (const entry of entries) if (entry.isDirectory()) yield entry.name;
	}
}

/**
 * Directus's S3 driver, listing as the local driver does. Under a root DriverS3 cuts the root from
 * each key but leaves its `/` (`/<id>/manifest.json`), and it drops a prefix's closing `/`, so
 * `<id>/` would also list `<id>-2/…`: a folder's prefix lists that folder only, as on disk.
 */
class BucketDriver extends DriverS3 {
	private readonly bucket: string;
	private readonly bucketRoot: string;

	constructor(config: ConstructorParameters<typeof DriverS3>[0]) {
		super(config);
		this.bucket = config.bucket;
		this.bucketRoot = config.root ?? '';
	}

	override async *list(prefix = ''): AsyncGenerator<string, void, unknown> {
		for await (const key of super.list(prefix)) {
			const path = key.replace(/^\//, '');
			if (path.startsWith(prefix)) yield path;
		}
	}

	/** The top folders under the root: S3's common prefixes of a listing by `/`, a page of a thousand at a time. */
	async *folders(): AsyncGenerator<string, void, unknown> {
		// The driver's own client, with its credentials and endpoint; Directus keeps it private.
		const client = Reflect.get(this, 'client') as S3Client;
		const trimmed = this.bucketRoot.replace(/^\/+|\/+$/g, '');
		const root = trimmed ? `${trimmed}/` : '';
		let token: string | undefined;
		do {
			const page = await client.send(
				new ListObjectsV2Command({
					Bucket: this.bucket,
					Prefix: root,
					Delimiter: '/',
					ContinuationToken: token,
				}),
			);
			for (const { Prefix } of page.CommonPrefixes ?? [])
				if (Prefix) yield Prefix.slice(root.length).replace(/\/$/, '');
			token = page.NextContinuationToken;
		} while (token);
	}
}
