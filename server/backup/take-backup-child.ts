import { text } from 'node:stream/consumers';
import { openBackupStore } from './backup-store.ts';
import { COPIED_LINE, type BackupOrder } from './take-backup-apart.ts';
import { takeBackup } from './take-backup.ts';

/**
 * The process takeBackupApart starts at the lowest CPU priority: takes the backup its standard
 * input orders, writes `copied` when the copy is in the store, then the manifest as JSON; on a
 * failure, the reason on its standard error and exit code 1.
 */
const { env, dataDir, kind } = JSON.parse(await text(process.stdin)) as BackupOrder;
try {
	const { store } = openBackupStore(env, dataDir);
	const manifest = await takeBackup({
		env,
		dataDir,
		store,
		kind,
		onCopied: () => process.stdout.write(`${COPIED_LINE}\n`),
	});
	// Ended once written: a bucket's client may keep a connection open that nothing here needs.
	process.stdout.write(JSON.stringify(manifest), () => process.exit(0));
} catch (error) {
	process.stderr.write((error as Error).message ?? String(error), () => process.exit(1));
}
