import type { Request, Response, Router } from 'express';
import { resolve } from 'node:path';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { readBackupsReport } from '../backups/backups-status-file.ts';
import { AdminOnlyError } from '../errors.ts';
import { routePath } from '../http/route-path.ts';
import type { Actor } from '../ledger/command.ts';

type Route = (answer: (req: Request) => Promise<unknown>) => (req: Request, res: Response) => Promise<void>;

interface BackupsContext {
	env: Record<string, unknown>;
	/** The signed-in caller, refusing anyone else, before anything is read. */
	caller: (req: Request) => Actor;
	route: Route;
}

/**
 * The backups as the backup process last saw them (`/deckhand/backups`), for administrators: it
 * writes `backups-status.json` in the data folder, and this server reads only that, never the
 * backup store, which may be a bucket it holds no keys to.
 */
export function backupsRoutes(router: Router, { env, caller, route }: BackupsContext): void {
	const dataDir = resolve(String(env['DECKHAND_DATA_DIR'] ?? 'data'));
	router.get(
		routePath(ENDPOINTS.backups),
		route(async (req) => {
			if (!caller(req).admin) throw new AdminOnlyError('Backups are for administrators.', {});
			return readBackupsReport(dataDir);
		}),
	);
}
