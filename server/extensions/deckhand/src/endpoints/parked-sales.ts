import type { Request, Router } from 'express';
import type { Route } from '../http/json-route.ts';
import type { Knex } from 'knex';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { PARK_SALE } from '@deckhand/contract/parked-sales/parked-sale.ts';
import { parseBody } from '../domain/request-body.ts';
import { pathId } from '../domain/input.ts';
import { invalid } from '../errors.ts';
import { routePath } from '../http/route-path.ts';
import type { Actor } from '../ledger/command.ts';
import { discardParkedSale, listParkedSales, parkSale, resumeParkedSale } from '../parked-sales/parked-sales.ts';

interface ParkedSalesContext {
	database: Knex;
	/** The signed-in caller, refusing anyone else, before the input is read. */
	caller: (req: Request) => Actor;
	route: Route;
}

function parkedSaleOf(req: Request): number {
	const id = pathId(req.params['id']);
	if (id === null) throw invalid('id', 'Choose the parked sale (a parked sale id).');
	return id;
}

/**
 * The shop's parked sales (`/deckhand/parked-sales/…`): every signed-in clerk and the owner see,
 * park, resume and discard them, whoever parked them (a shop's counter is shared; the row keeps
 * who took each). Visitors get nothing.
 */
export function parkedSaleRoutes(router: Router, { database, caller, route }: ParkedSalesContext): void {
	router.get(
		routePath(ENDPOINTS.parkedSales),
		route(async (req) => {
			caller(req);
			return listParkedSales(database);
		}),
	);

	router.post(
		routePath(ENDPOINTS.parkSale),
		route(async (req) => {
			const actor = caller(req);
			return parkSale(database, actor, parseBody(PARK_SALE, req.body));
		}),
	);

	router.post(
		routePath(ENDPOINTS.resumeParkedSale),
		route(async (req) => {
			const actor = caller(req);
			return resumeParkedSale(database, actor, parkedSaleOf(req));
		}),
	);

	router.delete(
		routePath(ENDPOINTS.discardParkedSale),
		route(async (req) => {
			const actor = caller(req);
			await discardParkedSale(database, actor, parkedSaleOf(req));
		}),
	);
}
