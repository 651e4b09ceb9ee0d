import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { BACKUP_KINDS, BACKUP_STATUS_FILE, type BackupStatus } from '@deckhand/contract/backups/backup-manifest.ts';
import type { BackupsReport } from '@deckhand/contract/backups/backups-report.ts';
import { backupsReport, noBackupYet, unreadableStatus } from './backups-report.ts';

const moment = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'not a date');

const SUMMARY = z.object({
	id: z.string(),
	kind: z.enum(BACKUP_KINDS),
	takenAt: moment,
	bytes: z.number().nonnegative(),
	verification: z.object({
		ok: z.boolean(),
		at: moment,
		broken: z.array(z.string()),
		error: z.string().nullable(),
	}),
});

const RESTORE = z.object({
	backupId: z.string(),
	status: z.enum(['restored', 'refused', 'failed']),
	reason: z.string().nullable(),
	keptAs: z.string().nullable(),
	broken: z.array(z.string()),
	at: moment,
});

/** The file as the contract's `BackupStatus`, checked, since another process writes it. */
const STATUS: z.ZodType<BackupStatus> = z.object({
	where: z.string(),
	intervalMinutes: z.number().positive(),
	backups: z.array(SUMMARY),
	lastFailure: z.object({ at: moment, error: z.string() }).nullable(),
	lastRestore: RESTORE.nullable(),
	updatedAt: moment,
});

/**
 * The backups as the status file in `dataDir` says them at `now`. A missing file is "no backup
 * yet"; one that cannot be read or is not a status is "unreadable" with the reason: the status page
 * must be able to say either, so neither is a server error.
 */
export async function readBackupsReport(dataDir: string, now = new Date()): Promise<BackupsReport> {
	let text: string;
	try {
		text = await readFile(join(dataDir, BACKUP_STATUS_FILE), 'utf8');
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return noBackupYet();
		return unreadableStatus(`${BACKUP_STATUS_FILE} could not be read: ${(error as Error).message}`);
	}
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch {
		return unreadableStatus(`${BACKUP_STATUS_FILE} is not JSON.`);
	}
	const parsed = STATUS.safeParse(json);
	if (!parsed.success) {
		const issue = parsed.error.issues[0]!;
		return unreadableStatus(`${BACKUP_STATUS_FILE}: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
	}
	return backupsReport(parsed.data, now);
}
