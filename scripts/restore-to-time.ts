import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { restoreToTime } from '../server/backup/restore-to-time.ts';
import { ownClusterArchive } from '../server/backup/wal-archive.ts';
import { ensureLocalEnv } from '../server/config/local-env.ts';
import type { backupSetup } from './backup-setup.ts';

/**
 * `npm run restore -- --at "2026-12-06 14:05"` (this machine's local time, or with an offset:
 * `2026-12-06 14:05+01:00`): returns the scale-out profile's PostgreSQL cluster (DECKHAND_DATA_DIR,
 * e.g. `data/scale`) to that moment from its base backups and archived log, keeping the folder it
 * replaces beside it. Answers the exit code.
 */
export async function restoreToTimeCommand(
	given: string | undefined,
	{ dataDir, env, store, publish }: ReturnType<typeof backupSetup>,
): Promise<number> {
	const at = new Date(given ?? '');
	if (Number.isNaN(at.getTime())) {
		console.log(
			`--at needs a date and time, not ${given === undefined ? 'nothing' : `"${given}"`}: npm run restore -- --at "2026-12-06 14:05" (this machine's local time, or with an offset: "2026-12-06 14:05+01:00").`,
		);
		return 1;
	}
	const dir = join(dataDir, 'postgres');
	const password = ensureLocalEnv(dataDir)['DECKHAND_POSTGRES_PASSWORD'];
	if (!password || !existsSync(join(dir, 'PG_VERSION'))) {
		console.log(
			`There is no PostgreSQL cluster of the scale-out profile in ${dataDir}: a restore to a point in time is for npm run start:scale's data (DECKHAND_DATA_DIR=data/scale npm run restore -- --at …). On SQLite, restore the newest backup taken before the moment (npm run backups lists them).`,
		);
		return 1;
	}
	const archive = ownClusterArchive({ ...ensureLocalEnv(dataDir), ...process.env }, dataDir);
	const cluster = { dir, password, settings: archive.settings, env: archive.env };
	const outcome = await restoreToTime({ env, dataDir, store, at, cluster });
	await publish({ lastRestore: outcome });
	console.log(`restore to ${at.toString()}: ${outcome.status}`);
	if (outcome.reason) console.log(`  ${outcome.reason}`);
	if (outcome.status !== 'restored') return 1;
	console.log(`  from the base backup ${outcome.backupId} and the archived log`);
	if (outcome.keptAs)
		console.log(`  the PostgreSQL folder it replaced is kept as ${outcome.keptAs} (delete it when satisfied)`);
	console.log(
		outcome.broken.length === 0
			? '  books: every invariant holds'
			: `  books: broken rules in the restored data (${outcome.broken.join(', ')}); npm run check:books shows the rows`,
	);
	console.log('Start the server again with npm run start:scale.');
	return 0;
}
