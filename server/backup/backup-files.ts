import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
	BACKUP_BLOBS,
	BACKUP_MANIFEST,
	type BackupFile,
	type BackupKind,
	type BackupManifest,
	type BackupWritten,
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

/** Writes a file of this machine into the backup's folder in the store (the database's copy), and answers what the manifest says of it. */
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

/** Where a file of a backup lies in the store: an upload once by its SHA-256 (format 2), anything else in the backup's folder. */
export function storeKey(manifest: Pick<BackupManifest, 'format' | 'id'>, file: BackupFile): string {
	return manifest.format >= 2 && file.path.startsWith('uploads/')
		? `${BACKUP_BLOBS}/${file.sha256}`
		: `${manifest.id}/${file.path}`;
}

/** A pass-through that feeds every chunk to `hash` on its way. */
function hashingThrough(hash: Hash): Transform {
	return new Transform({
		transform(chunk: Buffer, _encoding, done) {
			hash.update(chunk);
			done(null, chunk);
		},
	});
}

/** Writes a file into the store under `key`, hashing what is written: answers its SHA-256 as read. */
async function writeHashed(store: BackupStore, key: string, localFile: string): Promise<string> {
	const hash = createHash('sha256');
	const hashing = hashingThrough(hash);
	const reading = createReadStream(localFile).on('error', (error) => hashing.destroy(error));
	await store.write(key, reading.pipe(hashing));
	return hash.digest('hex');
}

/** An upload changed while it was copied this many times running fails the backup (the next one tries again). */
const COPY_ATTEMPTS = 3;

/**
 * Puts one upload into the store under its SHA-256, unless a blob of that hash is there already.
 * The copy is hashed as it is written: an upload replaced between its hashing and its copy would
 * otherwise lie under another file's hash, so such a copy is deleted and the upload read again.
 */
async function putBlob(
	store: BackupStore,
	localFile: string,
	written: Set<string>,
): Promise<{ sha256: string; copied: boolean }> {
	for (let attempt = 1; attempt <= COPY_ATTEMPTS; attempt++) {
		const sha256 = await sha256OfFile(localFile);
		const key = `${BACKUP_BLOBS}/${sha256}`;
		if (written.has(sha256) || (await store.exists(key))) return { sha256, copied: false };
		if ((await writeHashed(store, key, localFile)) === sha256) {
			written.add(sha256);
			return { sha256, copied: true };
		}
		await store.delete(key);
	}
	throw new Error(`the upload ${localFile} kept changing while it was backed up`);
}

/**
 * Puts every upload (Directus's local storage folder) into the store once by its content, and
 * answers the manifest's entries (`uploads/<path>`). An upload of the same size and modification
 * time as in `previous` (the newest backup, when it keeps uploads by content) is that backup's
 * entry as it is, neither read nor written: a backup of 2 400 unchanged images reads none.
 * Answers the entries and what was written into the store.
 */
export async function putUploads(
	store: BackupStore,
	uploadsRoot: string,
	previous: BackupManifest | null,
): Promise<{ files: BackupFile[]; written: BackupWritten }> {
	const known = new Map(
		previous && previous.format >= 2 ? previous.files.map((file) => [file.path, file] as const) : [],
	);
	const written = new Set<string>();
	const tally: BackupWritten = { files: 0, bytes: 0 };
	const entries: BackupFile[] = [];
	for (const relativePath of await filesUnder(uploadsRoot)) {
		const path = `uploads/${relativePath}`;
		const localFile = join(uploadsRoot, relativePath);
		const { size, mtimeMs } = await stat(localFile);
		const before = known.get(path);
		if (before && before.bytes === size && before.modifiedMs === mtimeMs) {
			entries.push(before);
			continue;
		}
		const { sha256, copied } = await putBlob(store, localFile, written);
		entries.push({ path, bytes: size, sha256, modifiedMs: mtimeMs });
		if (copied) [tally.files, tally.bytes] = [tally.files + 1, tally.bytes + size];
	}
	return { files: entries, written: tally };
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

/** The ids of the store's backup folders, finished or not (the folder of uploads by content, the log's archive and the base backups are none). */
export async function backupFolders(store: BackupStore): Promise<string[]> {
	const ids: string[] = [];
	for await (const folder of store.folders())
		if (folder !== BACKUP_BLOBS && !POINT_IN_TIME_FOLDERS.includes(folder)) ids.push(folder);
	return ids.sort();
}

/**
 * Fetches one of a backup's files from the store to this machine and answers its SHA-256 as read,
 * so that the file compared with the manifest is exactly the file restored.
 */
export async function fetchFile(
	store: BackupStore,
	manifest: Pick<BackupManifest, 'format' | 'id'>,
	file: BackupFile,
	into: string,
): Promise<string> {
	return fetchStored(store, storeKey(manifest, file), join(into, ...file.path.split('/')));
}

/** Fetches one key of the store to a file of this machine and answers its SHA-256 as read. */
export async function fetchStored(store: BackupStore, key: string, target: string): Promise<string> {
	await mkdir(dirname(target), { recursive: true });
	const hash = createHash('sha256');
	await pipeline(await store.read(key), hashingThrough(hash), createWriteStream(target));
	return hash.digest('hex');
}
