import { restoreBackup } from '../server/backup/restore-backup.ts';
import { backupSetup } from './backup-setup.ts';
import { restoreToTimeCommand } from './restore-to-time.ts';

/**
 * `npm run restore -- <backup-id>`: puts a backup in place of the shop's database and uploads,
 * keeping what it replaces as a `pre-restore` backup, and runs the books checker on the result.
 * Refused while a server runs on this data folder: it would go on writing into what is replaced.
 * `npm run restore -- --at "2026-12-06 14:05"` returns the scale-out profile to a moment instead.
 */
const backupId = process.argv[2];
const atFlag = process.argv.indexOf('--at');
const setup = backupSetup();
const { dataDir, env, store, publish } = setup;

/** Whether a server answers on the port `npm start` uses. */
async function serverRunning(): Promise<boolean> {
	try {
		await fetch(`http://127.0.0.1:${env['PORT']}/server/ping`, { signal: AbortSignal.timeout(2_000) });
		return true;
	} catch {
		return false;
	}
}

if (!backupId) {
	console.log('Which backup? npm run restore -- <backup-id> (npm run backups lists them).');
	process.exitCode = 1;
} else if (await serverRunning()) {
	console.log(
		`A server is running on port ${env['PORT']}: stop the server first (Ctrl-C in its window), then restore.`,
	);
	process.exitCode = 1;
} else if (atFlag > 0) {
	process.exitCode = await restoreToTimeCommand(process.argv[atFlag + 1], setup);
} else {
	const outcome = await restoreBackup({ env, dataDir, store, backupId });
	await publish({ lastRestore: outcome });
	console.log(`restore of ${backupId}: ${outcome.status}`);
	if (outcome.reason) console.log(`  ${outcome.reason}`);
	if (outcome.keptAs) console.log(`  what was replaced is kept as the backup ${outcome.keptAs}`);
	if (outcome.status === 'restored') {
		console.log(
			outcome.broken.length === 0
				? '  books: every invariant holds'
				: `  books: broken rules in the restored data (${outcome.broken.join(', ')}); npm run check:books shows the rows`,
		);
		console.log('Start the server again with npm start.');
	}
	process.exitCode = outcome.status === 'restored' ? 0 : 1;
}
