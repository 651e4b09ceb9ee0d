import { z } from 'zod';
import type { RestoreRequest } from './backup-manifest.ts';

/** The longest backup id taken: ids are a time and a kind (`2026-12-06T01-00-00-000Z-pre-migration`). */
export const BACKUP_ID_MAX = 100;

/** `POST /deckhand/backups/restore`: the backup to put back, one the status page lists as verified. */
export const RESTORE_BACKUP = z.object({
	backupId: z
		.string({ error: `Name the backup to restore (1 to ${BACKUP_ID_MAX} characters).` })
		.min(1, { error: `Name the backup to restore (1 to ${BACKUP_ID_MAX} characters).` })
		.max(BACKUP_ID_MAX, { error: `Name the backup to restore (1 to ${BACKUP_ID_MAX} characters).` }),
});

/** The answer: the request as written, carried out by the process running the server within seconds. */
export type RestoreAccepted = RestoreRequest;
