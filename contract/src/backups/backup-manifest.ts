/**
 * A backup as it lies in the backup store (a folder, or an S3-compatible bucket): one folder per
 * backup, named by its id, holding the database copy and `manifest.json` (this shape), written
 * last, so a backup without one was never finished. Each upload lies once in the store, under
 * `files/<sha256>`, shared by every backup that holds it (format 2; a format-1 backup holds its
 * own copies under `<id>/uploads/`).
 * The catalogue of backups is the store itself, never the database: a restore, which rolls the
 * database back, must not forget the backups taken after the point it returns to.
 */

/** Why a backup was taken. */
export const BACKUP_KINDS = ['scheduled', 'manual', 'pre-migration', 'pre-restore'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

export const BACKUP_MANIFEST = 'manifest.json';
/** The manifest's format written now; a restore refuses a format it does not know. */
export const BACKUP_FORMAT = 2;
/** The formats this Deckhand reads: 1 kept each upload in the backup's folder, 2 keeps it once by its SHA-256. */
export const READABLE_BACKUP_FORMATS: readonly number[] = [1, 2];
/** The store's folder of uploads by content (format 2): `files/<sha256>`. */
export const BACKUP_BLOBS = 'files';

export interface BackupFile {
	/** Relative to the backup's folder, with `/` between parts: `database.sqlite`, `uploads/ab12.jpg`. */
	path: string;
	bytes: number;
	/** SHA-256 of the file's bytes, hexadecimal. */
	sha256: string;
	/**
	 * An upload's modification time when it was backed up (milliseconds since 1970): the next
	 * backup takes an upload of the same size and time as this one unchanged, without reading it.
	 */
	modifiedMs?: number;
}

export interface BackupWritten {
	files: number;
	bytes: number;
}

/**
 * The verification: the copy restored into a throw-away database, its rows counted and the books
 * checker run on it. `ok` is false when the copy could not be restored or the books checker found
 * a broken rule there; such a backup is kept, marked, and never offered as good.
 */
export interface BackupVerification {
	ok: boolean;
	at: string;
	/** The rules the books checker found broken in the copy (their names). */
	broken: string[];
	/** Why the copy could not be restored or checked; null when it could. */
	error: string | null;
}

export interface BackupManifest {
	/** 1 or 2 (READABLE_BACKUP_FORMATS); new backups are written in BACKUP_FORMAT. */
	format: number;
	/** Sortable by time: `2026-12-06T01-00-00-000Z-scheduled`. */
	id: string;
	kind: BackupKind;
	/** When the copy's snapshot of the database was taken (ISO 8601). */
	takenAt: string;
	durationMs: number;
	/** The shop it is of: Directus's `project_id`, made once per database, and the shop's name then. */
	shop: { id: string; name: string };
	versions: {
		deckhand: string;
		directus: string;
		/** Deckhand's own migrations applied in the copy, in order (`001-price-changes`, …). */
		migrations: string[];
	};
	database: { client: 'sqlite3' | 'pg'; file: string };
	/** Rows per table in the copy, Directus's own tables included. */
	rowCounts: Record<string, number>;
	/** Every file of the backup but the manifest. */
	files: BackupFile[];
	/** The sum of `files`' bytes. */
	bytes: number;
	/** What this backup added to the store (format 2): its database copy and the uploads the store did not hold yet. */
	written?: BackupWritten;
	verification: BackupVerification;
}

/** A restore asked of the running server (from the status page or `npm run restore`), carried out by the process that runs it. */
export interface RestoreRequest {
	backupId: string;
	/** Who asked: a user's id, or `cli`. */
	by: string;
	at: string;
}

export interface RestoreOutcome {
	/** The backup restored; for a restore to a point in time, the base backup it started from. */
	backupId: string;
	status: 'restored' | 'refused' | 'failed';
	/** What was refused or failed, in a shop owner's words, naming the backup's or file's fault. */
	reason: string | null;
	/**
	 * The backup of what the restore replaced (kind `pre-restore`); for a restore to a point in time,
	 * the folder the replaced PostgreSQL cluster was moved to (`postgres.before-restore-<time>`).
	 */
	keptAs: string | null;
	/** The books checker on the restored database: the broken rules' names. */
	broken: string[];
	at: string;
}

/** A backup as the status page lists it. */
export type BackupSummary = Pick<BackupManifest, 'id' | 'kind' | 'takenAt' | 'bytes' | 'verification'>;

/** The file in the server's data folder that holds the `BackupStatus`. */
export const BACKUP_STATUS_FILE = 'backups-status.json';

/**
 * The file in the server's data folder that asks the process running the server for a restore
 * (a `RestoreRequest`): written by the server's extension (the status page) or `npm run restore`,
 * removed by that process when it takes the request up; while it is there, no second one is taken.
 */
export const RESTORE_REQUEST_FILE = 'restore-request.json';

/**
 * What the process that keeps the backups last saw of them (`backups-status.json` in the data
 * folder), rewritten after every backup, prune and restore, and by `npm run backup`: the server's
 * extension reads it, so it needs no access to the store itself.
 */
export interface BackupStatus {
	/** Where backups go: a folder's path, or `s3://bucket/root`. */
	where: string;
	intervalMinutes: number;
	/** Newest first. */
	backups: BackupSummary[];
	/** The last attempt that could not write a backup at all, if it is newer than the newest backup. */
	lastFailure: { at: string; error: string } | null;
	/** The last restore carried out, refused or failed. */
	lastRestore: RestoreOutcome | null;
	updatedAt: string;
}
