import { takeBackup } from '../server/backup/take-backup.ts';
import { backupSetup, size, verificationLine } from './backup-setup.ts';

/**
 * `npm run backup`: a backup of the shop (`manual`) while it keeps selling: the database, the
 * uploads, a manifest, verified by restoring it into a throw-away database. Exits 1 when the
 * verification failed (the backup is kept, marked), so scripts and cron notice.
 */
const { dataDir, env, store, where, publish } = backupSetup();
try {
	const manifest = await takeBackup({ env, dataDir, store, kind: 'manual' });
	console.log(`backup ${manifest.id}`);
	console.log(`  ${size(manifest.bytes)} in ${manifest.files.length} file(s), in ${where}`);
	console.log(`  ${verificationLine(manifest)}`);
	process.exitCode = manifest.verification.ok ? 0 : 1;
	await publish({ lastFailure: null });
} catch (error) {
	console.log(`No backup was written: ${(error as Error).message}`);
	process.exitCode = 1;
	await publish({ lastFailure: { at: new Date().toISOString(), error: (error as Error).message } });
}
