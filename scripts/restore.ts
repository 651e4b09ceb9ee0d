import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
	BACKUP_STATUS_FILE,
	RESTORE_REQUEST_FILE,
	type BackupStatus,
	type RestoreOutcome,
} from '@deckhand/contract/backups/backup-manifest.ts';
import { restoreBackup } from '../server/backup/restore-backup.ts';
import { askForRestore } from '../server/extensions/deckhand/src/backups/restore-request-file.ts';
import { backupSetup } from './backup-setup.ts';
import { restoreToTimeCommand } from './restore-to-time.ts';

/**
 * `npm run restore -- <backup-id>`: puts a backup in place of the shop's database and uploads,
 * keeping what it replaces as a `pre-restore` backup, and runs the books checker on the result.
 * While a server runs on this data folder the restore is asked of it (it stops Directus, restores
 * and starts it again, as from the status page), and this waits for its outcome; otherwise it is
 * carried out here. `npm run restore -- --at "2026-12-06 14:05"` returns the scale-out profile to a
 * moment instead (its cluster stopped: scripts/restore-to-time.ts).
 */
const backupId = process.argv[2];
const atFlag = process.argv.indexOf('--at');
const setup = backupSetup();
const { dataDir, env, store, publish } = setup;
/** How long the running server may take to take a request up before it is judged not to watch for them. */
const TAKEN_UP_WITHIN_MS = 30_000;

/** Whether a server answers on the port `npm start` uses. */
async function serverRunning(): Promise<boolean> {
	try {
		await fetch(`http://127.0.0.1:${env['PORT']}/server/ping`, { signal: AbortSignal.timeout(2_000) });
		return true;
	} catch {
		return false;
	}
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function lastRestore(): Promise<RestoreOutcome | null> {
	try {
		return (JSON.parse(await readFile(join(dataDir, BACKUP_STATUS_FILE), 'utf8')) as BackupStatus).lastRestore;
	} catch {
		return null;
	}
}

async function requestPending(): Promise<boolean> {
	return readFile(join(dataDir, RESTORE_REQUEST_FILE)).then(
		() => true,
		() => false,
	);
}

/** Asks the running server, and waits for the outcome of this request in its status file. */
async function restoreByServer(id: string): Promise<RestoreOutcome | null> {
	const at = new Date().toISOString();
	if (!(await askForRestore(dataDir, { backupId: id, by: 'cli', at }))) {
		console.log('A restore is already waiting to be carried out by the server; try again once it is done.');
		return null;
	}
	console.log(
		`The server on port ${env['PORT']} restores ${id}: once the backup is checked, it stops meanwhile and starts again.`,
	);
	const askedAt = Date.now();
	for (;;) {
		await sleep(500);
		const outcome = await lastRestore();
		if (outcome && outcome.backupId === id && Date.parse(outcome.at) >= Date.parse(at)) return outcome;
		if (Date.now() - askedAt > TAKEN_UP_WITHIN_MS && (await requestPending())) {
			await rm(join(dataDir, RESTORE_REQUEST_FILE), { force: true });
			console.log(
				`The server on port ${env['PORT']} did not take the restore up: is it one that npm start runs? Stop it (Ctrl-C in its window), then restore.`,
			);
			return null;
		}
	}
}

async function restoreHere(id: string): Promise<RestoreOutcome> {
	const outcome = await restoreBackup({ env, dataDir, store, backupId: id });
	await publish({ lastRestore: outcome });
	return outcome;
}

function report(outcome: RestoreOutcome, serverRuns: boolean): void {
	console.log(`restore of ${outcome.backupId}: ${outcome.status}`);
	if (outcome.reason) console.log(`  ${outcome.reason}`);
	if (outcome.keptAs) console.log(`  what was replaced is kept as the backup ${outcome.keptAs}`);
	if (outcome.status !== 'restored') return;
	console.log(
		outcome.broken.length === 0
			? '  books: every invariant holds'
			: `  books: broken rules in the restored data (${outcome.broken.join(', ')}); npm run check:books shows the rows`,
	);
	console.log(serverRuns ? 'The server is running again.' : 'Start the server again with npm start.');
}

if (!backupId) {
	console.log('Which backup? npm run restore -- <backup-id> (npm run backups lists them).');
	process.exitCode = 1;
} else if (atFlag > 0) {
	if (await serverRunning()) {
		console.log(
			`A server is running on port ${env['PORT']}: a return to a moment needs it stopped (Ctrl-C in its window).`,
		);
		process.exitCode = 1;
	} else process.exitCode = await restoreToTimeCommand(process.argv[atFlag + 1], setup);
} else {
	const serverRuns = await serverRunning();
	const outcome = serverRuns ? await restoreByServer(backupId) : await restoreHere(backupId);
	if (outcome) report(outcome, serverRuns);
	process.exitCode = outcome?.status === 'restored' ? 0 : 1;
}
