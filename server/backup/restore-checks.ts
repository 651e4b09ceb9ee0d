import { READABLE_BACKUP_FORMATS, type BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { MIGRATION_NAMES } from '../schema/ledger-tables/index.ts';
import { fetchFile } from './backup-files.ts';
import type { BackupStore } from './backup-store.ts';
import { installedVersions } from './verify-backup.ts';

/** Whether version `a` is newer than `b`, part by numeric part (`12.10.0` is newer than `12.9.3`). */
export function isNewerVersion(a: string, b: string): boolean {
	const parts = (version: string) => version.split(/[.+-]/).map((part) => Number.parseInt(part, 10) || 0);
	const [left, right] = [parts(a), parts(b)];
	for (let i = 0; i < Math.max(left.length, right.length); i++)
		if ((left[i] ?? 0) !== (right[i] ?? 0)) return (left[i] ?? 0) > (right[i] ?? 0);
	return false;
}

/** Why this installation cannot take the backup's data, or null: a manifest it cannot read, a newer schema. */
export function schemaRefusal(manifest: BackupManifest): string | null {
	if (!READABLE_BACKUP_FORMATS.includes(manifest.format))
		return `The backup ${manifest.id} is written in a format (${String(manifest.format)}) this Deckhand does not know; a newer Deckhand made it.`;
	const unknown = manifest.versions.migrations.filter((name) => !MIGRATION_NAMES.includes(name));
	if (unknown.length > 0)
		return `The backup ${manifest.id} is from a newer Deckhand: its database has changes this one does not know (${unknown.join(', ')}). Update Deckhand first, then restore it.`;
	const installed = installedVersions().directus;
	if (isNewerVersion(manifest.versions.directus, installed))
		return `The backup ${manifest.id} is from a newer Directus (${manifest.versions.directus}) than the one installed (${installed}). Update Deckhand first, then restore it.`;
	return null;
}

/**
 * Fetches every file of the backup into `into` (an upload from the store's blobs by its SHA-256,
 * or from the backup's folder in format 1), each checked against the manifest's SHA-256 as it
 * is read. Answers why the backup is damaged (naming the file), or null when every file is whole.
 */
export async function fetchWholeBackup(
	store: BackupStore,
	manifest: BackupManifest,
	into: string,
): Promise<string | null> {
	for (const file of manifest.files) {
		const damaged = `The backup ${manifest.id} is damaged: its file ${file.path}`;
		const sha256 = await fetchFile(store, manifest, file, into).catch(() => null);
		if (sha256 === null) return `${damaged} is missing or cannot be read.`;
		if (sha256 !== file.sha256) return `${damaged} is not the file that was backed up (its checksum differs).`;
	}
	return null;
}

/** Why the backup is not of this shop, or null: it must not replace another shop's data. */
export function shopRefusal(manifest: BackupManifest, current: BackupManifest['shop'] | null): string | null {
	if (!current || current.id === manifest.shop.id) return null;
	return `The backup ${manifest.id} is of another shop: "${manifest.shop.name}" (${manifest.shop.id}), while this database is "${current.name}" (${current.id}). Nothing was replaced.`;
}
