import type { Request, Router } from 'express';
import type { Route } from '../http/json-route.ts';
import { resolve } from 'node:path';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { RESTORE_BACKUP } from '@deckhand/contract/backups/restore-input.ts';
import { readBackupsReport } from '../backups/backups-status-file.ts';
import { askForRestore } from '../backups/restore-request-file.ts';
import { parseBody } from '../domain/request-body.ts';
import { AdminOnlyError, invalid, RestorePendingError } from '../errors.ts';
import { routePath } from '../http/route-path.ts';
import type { Actor } from '../ledger/command.ts';

interface BackupsContext {
	env: Record<string, unknown>;
	/** The signed-in caller, refusing anyone else, before anything is read. */
	caller: (req: Request) => Actor;
	route: Route;
}

/**
 * The backups as the backup process last saw them (`/deckhand/backups`), for administrators: it
 * writes `backups-status.json` in the data folder, and this server reads only that, never the
 * backup store, which may be a bucket it holds no keys to. A restore is asked of that process the
 * same way, through a file in the data folder (`/deckhand/backups/restore`): it stops this server
 * to carry it out, so the answer is "accepted", and the outcome is the status file's `lastRestore`.
 */
export function backupsRoutes(router: Router, { env, caller, route }: BackupsContext): void {
	const dataDir = resolve(String(env['DECKHAND_DATA_DIR'] ?? 'data'));
	const admin = (req: Request, refusal: string) => {
		const actor = caller(req);
		if (!actor.admin) throw new AdminOnlyError(refusal, {});
		return actor;
	};
	router.get(
		routePath(ENDPOINTS.backups),
		route(async (req) => {
			admin(req, 'Backups are for administrators.');
			return readBackupsReport(dataDir);
		}),
	);
	router.post(routePath(ENDPOINTS.backupsRestore), async (req, res) => {
		const actor = admin(req, 'Only an administrator can restore a backup.');
		const { backupId } = parseBody(RESTORE_BACKUP, req.body);
		const report = await readBackupsReport(dataDir);
		const listed = report.file?.backups.find((backup) => backup.id === backupId);
		if (!listed) throw invalid('backupId', `There is no backup called ${backupId} in the list of backups.`);
		if (!listed.verification.ok)
			throw invalid('backupId', `The backup ${backupId} failed its verification, so it is not restored.`);
		const request = { backupId, by: actor.user, at: new Date().toISOString() };
		if (!(await askForRestore(dataDir, request)))
			throw new RestorePendingError('A restore is already waiting to be carried out; wait for its outcome.', {
				field: 'backupId',
			});
		res.status(202).json({ data: request });
	});
}
