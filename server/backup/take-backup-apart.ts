import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BackupKind, BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';

/** What the process taking a backup is told, on its standard input (the environment holds the database's password). */
export interface BackupOrder {
	env: Record<string, string>;
	dataDir: string;
	kind: BackupKind;
}

/** The line the process taking a backup writes when the copy is in the store and its verification begins. */
export const COPIED_LINE = 'copied';

const CHILD = fileURLToPath(new URL('./take-backup-child.ts', import.meta.url));

/** The lowest CPU priority (`nice` 19): the backup takes the cores only when the shop leaves them idle. */
const LOWEST_PRIORITY = ['-n', '19'];

/**
 * Takes a backup (takeBackup, into the store `env` names) in a process of its own at the lowest
 * CPU priority, so that on a small machine the backup's own work (the copy, hashing the uploads,
 * the verification's restore and books checker) waits for the shop's: Directus serves the tills
 * first and the backup takes what is left. pg_dump and pg_restore, started by that process, run
 * at its priority, and so does PostgreSQL's own work for pg_dump where this machine runs the
 * server (backend-priority.ts). Answers the manifest; rejects with
 * the backup's error when none could be written.
 */
export function takeBackupApart(order: BackupOrder & { onCopied?: () => void }): Promise<BackupManifest> {
	const { onCopied, ...told } = order;
	const command =
		process.platform === 'win32'
			? [process.execPath, CHILD]
			: ['nice', ...LOWEST_PRIORITY, process.execPath, CHILD];
	const child = spawn(command[0]!, command.slice(1), { stdio: ['pipe', 'pipe', 'pipe'] });
	const copiedLine = `${COPIED_LINE}\n`;
	let output = '';
	let lookForCopied = true;
	let errors = '';
	child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
		output += chunk;
		// Looked for once, at the start: a look at each of the manifest's thousands of small chunks
		// joined the whole output again each time, a second of the caller's CPU (Directus's) per backup.
		if (!lookForCopied || output.length < copiedLine.length) return;
		lookForCopied = false;
		if (output.startsWith(copiedLine)) {
			output = output.slice(copiedLine.length);
			onCopied?.();
		}
	});
	child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
	child.stdin.end(JSON.stringify(told));
	return new Promise((resolve, reject) => {
		child.on('error', reject);
		child.on('close', (code) => {
			if (code === 0) resolve(JSON.parse(output) as BackupManifest);
			else reject(new Error(errors.trim() || `the backup's process ended with code ${code}`));
		});
	});
}
