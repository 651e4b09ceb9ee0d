import type { BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { backupFolders, readManifest } from './backup-files.ts';
import type { BackupStore } from './backup-store.ts';

/**
 * Every finished backup in the store (those with a manifest that reads), newest first: the
 * store's folders listed, and one manifest read in each, never the files the backups hold.
 */
export async function listBackups(store: BackupStore): Promise<BackupManifest[]> {
	const manifests: BackupManifest[] = [];
	for (const id of (await backupFolders(store)).reverse()) {
		const manifest = await readManifest(store, id);
		if (manifest) manifests.push(manifest);
	}
	return manifests;
}

/** The newest finished backup in the store, or null: manifests are read from the newest folder on until one reads. */
export async function newestBackup(store: BackupStore): Promise<BackupManifest | null> {
	for (const id of (await backupFolders(store)).reverse()) {
		const manifest = await readManifest(store, id);
		if (manifest) return manifest;
	}
	return null;
}
