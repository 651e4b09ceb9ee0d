import type { Request, Response, Router } from 'express';
import type { Knex } from 'knex';
import { AdminOnlyError } from '../errors.ts';
import { buylistsCsv, parseBuylistsExport } from '../exports/buylists-export.ts';
import { customersCsv, parseCustomersExport } from '../exports/customers-export.ts';
import { inventoryCsv, parseInventoryExport } from '../exports/inventory-export.ts';
import { ordersCsv, parseOrdersExport } from '../exports/orders-export.ts';
import { sendCsv, type CsvFile, type ExportLogger } from '../exports/send-csv.ts';
import type { Actor } from '../ledger/command.ts';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { routePath } from '../http/route-path.ts';

interface ExportContext {
	database: Knex;
	/** The signed-in caller, refusing anyone else, before the input is read. */
	caller: (req: Request) => Actor;
	logger: ExportLogger;
}

type Query = Record<string, unknown>;

/**
 * The exports (`/deckhand/exports/<what>.csv`), each a CSV file streamed as a download. For
 * administrators only: a file holds costs, customers and takings at once. A clerk is refused
 * before the query is read, and a malformed filter is refused naming it before anything is sent.
 */
export function exportRoutes(router: Router, { database, caller, logger }: ExportContext): void {
	const download =
		<T>(parse: (query: Query) => T, file: (request: T) => CsvFile | Promise<CsvFile>) =>
		async (req: Request, res: Response) => {
			if (!caller(req).admin) throw new AdminOnlyError('Exports are for administrators.', {});
			const request = parse(req.query as Query);
			await sendCsv(res, await file(request), logger);
		};

	router.get(
		routePath(ENDPOINTS.exportInventory),
		download(parseInventoryExport, (request) => inventoryCsv(database, request)),
	);
	router.get(
		routePath(ENDPOINTS.exportOrders),
		download(parseOrdersExport, (filters) => ordersCsv(database, filters)),
	);
	router.get(
		routePath(ENDPOINTS.exportCustomers),
		download(parseCustomersExport, (filters) => customersCsv(database, filters)),
	);
	router.get(
		routePath(ENDPOINTS.exportBuylists),
		download(parseBuylistsExport, (filters) => buylistsCsv(database, filters)),
	);
}
