import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { read, send } from '../../lib/api/deckhand-client.ts';
import { serverStatusKeys } from '../../lib/api/keys.ts';

export type { BackupsReport } from '@deckhand/contract/backups/backups-report.ts';
export type {
	BackupKind,
	BackupSummary,
	RestoreOutcome,
	RestoreRequest,
} from '@deckhand/contract/backups/backup-manifest.ts';

/**
 * The backups as the backup process last wrote them down; reading it touches no backup. Asked for
 * again every minute, so the age moves and an hourly backup shows without a reload.
 */
export const backupsQuery = () =>
	queryOptions({
		queryKey: serverStatusKeys.backups(),
		queryFn: () => read(ENDPOINTS.backups),
		refetchInterval: 60_000,
	});

/**
 * Asks the server to restore a backup: the process running it stops it, restores and starts it
 * again, and writes the outcome where `backupsQuery` reads it.
 */
export const askRestore = (backupId: string) => send(ENDPOINTS.backupsRestore, { body: { backupId } });
