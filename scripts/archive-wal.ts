import { archiveSegment } from '../server/backup/archive-segment.ts';
import { openBackupStore } from '../server/backup/backup-store.ts';

/**
 * PostgreSQL's `archive_command` when the backup store is a bucket: `node scripts/archive-wal.ts
 * %p %f`, the store's settings (DECKHAND_BACKUP_…) in PostgreSQL's environment. Exit 0 only once
 * the segment is in the store: PostgreSQL keeps it and asks again otherwise.
 */
const [path, name] = process.argv.slice(2);
try {
	if (!path || !name) throw new Error('usage: node scripts/archive-wal.ts <segment path> <segment name>');
	await archiveSegment(openBackupStore(process.env, '').store, path, name);
} catch (error) {
	console.error(`deckhand: archiving ${name ?? 'a segment'} failed: ${(error as Error).message}`);
	process.exitCode = 1;
}
