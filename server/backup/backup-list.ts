import type { BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { backupFolders, readManifest } from './backup-files.ts';
import type { BackupStore } from './backup-store.ts';

/** The finished backups in the store (a manifest that reads), newest first, one manifest read at a time. */
async function* newestFirst(store: BackupStore): AsyncGenerator<BackupManifest> {
	for (const id of (await backupFolders(store)).reverse()) {
		const manifest = await readManifest(store, id);
		if (manifest) yield manifest;
	}
}

/**
 * Every finished backup in the store, newest first: the store's folders listed, and one manifest
 * read in each, never the files the backups hold.
 */
export async function listBackups(store: BackupStore): Promise<BackupManifest[]> {
	const manifests: BackupManifest[] = [];
	for await (const manifest of newestFirst(store)) manifests.push(manifest);
	return manifests;
}

/** The newest finished backup in the store, or null: manifests are read from the newest folder on until one reads. */
export async function newestBackup(store: BackupStore): Promise<BackupManifest | null> {
	for await (const manifest of newestFirst(store)) return manifest;
	return null;
}
