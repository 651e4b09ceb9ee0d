import { join } from 'node:path';
import type { Driver } from '@directus/storage';
import { DriverLocal } from '@directus/storage-driver-local';
import { DriverS3 } from '@directus/storage-driver-s3';

/** What a backup needs of a store: Directus's own storage drivers all offer it. */
export type BackupStore = Pick<Driver, 'read' | 'write' | 'delete' | 'list' | 'exists' | 'stat'>;

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
		return { store: new DriverLocal({ root }), where: root };
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
 * Directus's S3 driver, listing as the local driver does. Under a root DriverS3 cuts the root from
 * each key but leaves its `/` (`/<id>/manifest.json`), and it drops a prefix's closing `/`, so
 * `<id>/` would also list `<id>-2/…`: a folder's prefix lists that folder only, as on disk.
 */
class BucketDriver extends DriverS3 {
	override async *list(prefix = ''): AsyncGenerator<string, void, unknown> {
		for await (const key of super.list(prefix)) {
			const path = key.replace(/^\//, '');
			if (path.startsWith(prefix)) yield path;
		}
	}
}
