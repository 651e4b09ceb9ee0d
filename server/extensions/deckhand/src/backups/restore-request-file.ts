import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RESTORE_REQUEST_FILE, type RestoreRequest } from '@deckhand/contract/backups/backup-manifest.ts';

/** Where a restore request waits in the data folder for the process running the server. */
export const restoreRequestFile = (dataDir: string) => join(dataDir, RESTORE_REQUEST_FILE);

/**
 * Asks the process running the server for a restore (the status page, `npm run restore` while it
 * runs). False when a request already waits: the file is created only if it is not there, so two
 * asking at once cannot both be taken.
 */
export async function askForRestore(dataDir: string, request: RestoreRequest): Promise<boolean> {
	try {
		await writeFile(restoreRequestFile(dataDir), JSON.stringify(request), { flag: 'wx' });
		return true;
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
		throw error;
	}
}
