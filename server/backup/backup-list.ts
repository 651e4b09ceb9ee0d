import type { BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { filesByBackup, readManifest } from './backup-files.ts';
import type { BackupStore } from './backup-store.ts';

/** Every finished backup in the store (those with a manifest that reads), newest first. */
export async function listBackups(store: BackupStore): Promise<BackupManifest[]> {
	const manifests: BackupManifest[] = [];
	for (const id of [...(await filesByBackup(store)).keys()].sort().reverse()) {
		const manifest = await readManifest(store, id);
		if (manifest) manifests.push(manifest);
	}
	return manifests;
}
