import type { Request, Router } from 'express';
import type { Knex } from 'knex';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { AdminOnlyError } from '../errors.ts';
import type { ExportLogger } from '../exports/send-csv.ts';
import { sendShopZip } from '../exports/shop-export/send-zip.ts';
import { routePath } from '../http/route-path.ts';
import type { Actor } from '../ledger/command.ts';

interface ShopExportContext {
	database: Knex;
	env: Record<string, unknown>;
	/** The signed-in caller, refusing anyone else, before anything is read. */
	caller: (req: Request) => Actor;
	logger: ExportLogger;
}

/**
 * The owner's way out (`/deckhand/exports/all.zip`): every collection and ledger of the shop as
 * CSV with a README of the columns, one zip, the files `npm run export:all` writes. For
 * administrators only: it holds every customer, cost and staff account.
 */
export function shopExportRoutes(router: Router, { database, env, caller, logger }: ShopExportContext): void {
	const snapshotFile = String(env['DECKHAND_SCHEMA_SNAPSHOT'] ?? '');
	router.get(routePath(ENDPOINTS.exportAll), async (req, res) => {
		if (!caller(req).admin) throw new AdminOnlyError('The export of the shop is for administrators.', {});
		const project = (await database('directus_settings').first('project_name')) as
			{ project_name: string | null } | undefined;
		await sendShopZip(res, { database, shop: project?.project_name ?? '', snapshotFile, logger });
	});
}
