import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
	BACKUP_MANIFEST,
	type BackupFile,
	type BackupKind,
	type BackupManifest,
} from '@deckhand/contract/backups/backup-manifest.ts';
import type { BackupStore } from './backup-store.ts';
import { POINT_IN_TIME_FOLDERS } from './point-in-time.ts';

/** A backup's id: its time, sortable, with the characters a folder name or a bucket key dislikes replaced, then its kind. */
export function backupId(takenAt: Date, kind: BackupKind): string {
	return `${takenAt.toISOString().replace(/[:.]/g, '-')}-${kind}`;
}

/** The SHA-256 of a file on this machine, hexadecimal. */
export async function sha256OfFile(path: string): Promise<string> {
	const hash = createHash('sha256');
	await pipeline(createReadStream(path), hash);
	return hash.digest('hex');
}

/** Writes a file of this machine into the backup's folder in the store, and answers what the manifest says of it. */
export async function putFile(store: BackupStore, id: string, path: string, localFile: string): Promise<BackupFile> {
	const [sha256, { size }] = await Promise.all([sha256OfFile(localFile), stat(localFile)]);
	await store.write(`${id}/${path}`, createReadStream(localFile));
	return { path, bytes: size, sha256 };
}

/** Every file under a folder, recursively, relative to it with `/` between parts; none when the folder is missing. */
async function filesUnder(root: string): Promise<string[]> {
	const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
		throw error;
	});
	return entries
		.filter((entry) => entry.isFile())
		.map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
		.sort();
}

/** Copies every upload (Directus's local storage folder) into the backup's `uploads/`. */
export async function putUploads(store: BackupStore, id: string, uploadsRoot: string): Promise<BackupFile[]> {
	const copied: BackupFile[] = [];
	for (const path of await filesUnder(uploadsRoot))
		copied.push(await putFile(store, id, `uploads/${path}`, join(uploadsRoot, path)));
	return copied;
}

export async function writeManifest(store: BackupStore, manifest: BackupManifest): Promise<void> {
	const text = `${JSON.stringify(manifest, null, '\t')}\n`;
	await store.write(`${manifest.id}/${BACKUP_MANIFEST}`, Readable.from([Buffer.from(text)]));
}

/** A backup's manifest, or null when it has none (never finished) or one that cannot be read. */
export async function readManifest(store: BackupStore, id: string): Promise<BackupManifest | null> {
	try {
		const chunks: Buffer[] = [];
		for await (const chunk of await store.read(`${id}/${BACKUP_MANIFEST}`)) chunks.push(Buffer.from(chunk));
		const manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
		return manifest && typeof manifest === 'object' && manifest.id === id ? manifest : null;
	} catch {
		return null;
	}
}

/** Every file in the store, grouped by the backup folder it lies in (the first part of its key); the log's archive and base backups are none. */
export async function filesByBackup(store: BackupStore): Promise<Map<string, string[]>> {
	const folders = new Map<string, string[]>();
	try {
		for await (const key of store.list('')) {
			const [folder] = key.split('/');
			if (!folder || folder === key || POINT_IN_TIME_FOLDERS.includes(folder)) continue;
			const files = folders.get(folder);
			if (files) files.push(key);
			else folders.set(folder, [key]);
		}
	} catch (error) {
		// A local store's folder appears with its first backup.
		if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
	}
	return folders;
}

/**
 * Fetches one of a backup's files from the store to this machine and answers its SHA-256 as read,
 * so that the file compared with the manifest is exactly the file restored.
 */
export async function fetchFile(store: BackupStore, id: string, file: BackupFile, into: string): Promise<string> {
	const target = join(into, ...file.path.split('/'));
	await mkdir(dirname(target), { recursive: true });
	const hash = createHash('sha256');
	const hashing = new Transform({
		transform(chunk: Buffer, _encoding, done) {
			hash.update(chunk);
			done(null, chunk);
		},
	});
	await pipeline(await store.read(`${id}/${file.path}`), hashing, createWriteStream(target));
	return hash.digest('hex');
}
