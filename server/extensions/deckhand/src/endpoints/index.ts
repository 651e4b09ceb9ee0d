import type { Accountability, SchemaOverview } from '@directus/types';
import type { Request, Response } from 'express';
import { checkout } from '../checkout/checkout.ts';
import { parseCheckoutRequest } from '../checkout/checkout-input.ts';
import { adjustCredit } from '../credit/adjust-credit.ts';
import { parseCreditAdjustment } from '../credit/adjust-credit-input.ts';
import { AdminOnlyError, PriceChangeForbiddenError, SignInRequiredError } from '../errors.ts';
import { defineGuardedEndpoint } from '../http/guard.ts';
import { listInventory } from '../inventory/inventory-list.ts';
import { parseInventoryQuery } from '../inventory/inventory-query.ts';
import { parseOrderId, parseTransitionRequest } from '../orders/transition-input.ts';
import { transitionOrder } from '../orders/transition-order.ts';
import { parseRepriceRequest } from '../pricing/reprice-input.ts';
import { itemsServiceFactory, reprice } from '../pricing/reprice.ts';
import { parseStockAdjustment } from '../stock/adjust-input.ts';
import { adjustStock } from '../stock/adjust-stock.ts';
import { parseViewId, parseViewInput, parseViewList } from '../views/view-input.ts';
import { deleteView, listViews, saveView, type Caller, type PresetsFactory } from '../views/view-store.ts';

type DirectusRequest = Request & { accountability?: Accountability; schema: SchemaOverview };

function signedInUser(req: Request): string {
	const user = (req as DirectusRequest).accountability?.user;
	if (!user) throw new SignInRequiredError();
	return user;
}

function isAdmin(req: Request): boolean {
	return (req as DirectusRequest).accountability?.admin === true;
}

/**
 * One route: the answer of `answer` as `{ data }` (or 204 when it answers nothing). Its errors
 * reach Directus through the guarded router, which renders them as `{ errors: [...] }`.
 */
function route(answer: (req: Request) => Promise<unknown>) {
	return async (req: Request, res: Response) => {
		const data = await answer(req);
		if (data === undefined) res.status(204).end();
		else res.json({ data });
	};
}

/** Deckhand's commands and queries: each command is a single database transaction with its business rules. */
export default defineGuardedEndpoint({
	id: 'deckhand',
	handler: (router, { database, services }) => {
		/** Refuses a caller whose permissions do not include reading the collection (Directus's own check). */
		async function requireRead(req: Request, collection: string): Promise<void> {
			const { accountability, schema } = req as DirectusRequest;
			await new services.ItemsService(collection, { schema, accountability, knex: database }).readByQuery({ fields: ['id'], limit: 1 });
		}

		/** The signed-in caller of a command (refusing anyone else), before its input is read. */
		const caller = (req: Request) => ({ user: signedInUser(req), admin: isAdmin(req) });

		router.post(
			'/stock/adjust',
			route((req) => {
				const { user } = caller(req);
				return adjustStock(database, parseStockAdjustment(req.body), user);
			}),
		);

		router.post(
			'/checkout',
			route((req) => {
				const cashier = caller(req);
				return checkout(database, parseCheckoutRequest(req.body), cashier);
			}),
		);

		router.post(
			'/orders/:id/transition',
			route((req) => {
				const clerk = caller(req);
				return transitionOrder(database, parseOrderId(req.params['id']), parseTransitionRequest(req.body), clerk);
			}),
		);

		router.post(
			'/credit/adjust',
			route(async (req) => {
				const user = signedInUser(req);
				if (!isAdmin(req)) throw new AdminOnlyError('Only an administrator can adjust store credit.', {});
				return adjustCredit(database, parseCreditAdjustment(req.body), user);
			}),
		);

		router.post(
			'/prices/reprice',
			route(async (req) => {
				signedInUser(req);
				const { accountability, schema } = req as DirectusRequest;
				if (!accountability?.admin) throw new PriceChangeForbiddenError();
				const request = parseRepriceRequest(req.body);
				const result = await reprice(database, request, itemsServiceFactory(services.ItemsService, schema, accountability));
				return { ...result, applied: !request.preview && result.changes.length > 0 };
			}),
		);

		/**
		 * Saved views: presets read and written with an administrator's rights (staff have no access
		 * to presets), always scoped by the view store to the caller and to shared views, and to one
		 * list (`?list=`, or `list` in the body; the inventory when not given).
		 */
		function viewsOf(req: Request): { caller: Caller; presetsFor: PresetsFactory } {
			const user = signedInUser(req);
			const { accountability, schema } = req as DirectusRequest;
			const asAdmin = { ...accountability!, admin: true };
			return { caller: { user, admin: accountability?.admin === true }, presetsFor: (knex) => new services.PresetsService({ knex, schema, accountability: asAdmin }) };
		}

		router.get(
			'/views',
			route((req) => {
				const { caller, presetsFor } = viewsOf(req);
				return listViews(presetsFor(database), caller, parseViewList(req.query['list']));
			}),
		);

		router.post(
			'/views',
			route(async (req) => {
				const { caller, presetsFor } = viewsOf(req);
				const { view, replaced } = await saveView(database, presetsFor, caller, parseViewInput(req.body));
				return { ...view, replaced };
			}),
		);

		router.delete(
			'/views/:id',
			route(async (req) => {
				const { caller, presetsFor } = viewsOf(req);
				await deleteView(database, presetsFor, caller, parseViewList(req.query['list']), parseViewId(req.params['id']));
			}),
		);

		router.get(
			'/inventory',
			route(async (req) => {
				signedInUser(req);
				const query = parseInventoryQuery(req.query as Record<string, unknown>);
				await requireRead(req, 'skus');
				const settings = await database('shop_settings').select('low_stock_threshold').first();
				const { rows, total } = await listInventory(database, query, Number(settings?.low_stock_threshold ?? 2));
				return { items: rows, total, page: query.page, limit: query.limit };
			}),
		);
	},
});
