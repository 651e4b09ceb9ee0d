import { defineEndpoint } from '@directus/extensions-sdk';
import type { Accountability, SchemaOverview } from '@directus/types';
import type { Request } from 'express';
import { checkout } from '../checkout/checkout.ts';
import { parseCheckoutRequest } from '../checkout/checkout-input.ts';
import { PriceChangeForbiddenError, SignInRequiredError } from '../errors.ts';
import { listInventory } from '../inventory/inventory-list.ts';
import { parseInventoryQuery } from '../inventory/inventory-query.ts';
import { parseRepriceRequest } from '../pricing/reprice-input.ts';
import { itemsServiceFactory, reprice } from '../pricing/reprice.ts';
import { parseStockAdjustment } from '../stock/adjust-input.ts';
import { adjustStock } from '../stock/adjust-stock.ts';
import { parseViewId, parseViewInput } from '../views/view-input.ts';
import { deleteView, listViews, saveView, type Caller, type PresetsFactory } from '../views/view-store.ts';

type DirectusRequest = Request & { accountability?: Accountability; schema: SchemaOverview };

function signedInUser(req: Request): string {
	const user = (req as DirectusRequest).accountability?.user;
	if (!user) throw new SignInRequiredError();
	return user;
}

/** Deckhand's commands and queries: each command is a single database transaction with its business rules. */
export default defineEndpoint({
	id: 'deckhand',
	handler: (router, { database, services }) => {
		/** Refuses a caller whose permissions do not include reading the collection (Directus's own check). */
		async function requireRead(req: Request, collection: string): Promise<void> {
			const { accountability, schema } = req as DirectusRequest;
			await new services.ItemsService(collection, { schema, accountability, knex: database }).readByQuery({ fields: ['id'], limit: 1 });
		}

		router.post('/stock/adjust', async (req, res, next) => {
			try {
				const user = signedInUser(req);
				const adjustment = parseStockAdjustment(req.body);
				const result = await adjustStock(database, adjustment, user);
				res.json({ data: result });
			} catch (error) {
				next(error);
			}
		});

		router.post('/checkout', async (req, res, next) => {
			try {
				const user = signedInUser(req);
				const request = parseCheckoutRequest(req.body);
				const order = await checkout(database, request, { user, admin: (req as DirectusRequest).accountability?.admin === true });
				res.json({ data: order });
			} catch (error) {
				next(error);
			}
		});

		router.post('/prices/reprice', async (req, res, next) => {
			try {
				signedInUser(req);
				const { accountability, schema } = req as DirectusRequest;
				if (!accountability?.admin) throw new PriceChangeForbiddenError();
				const request = parseRepriceRequest(req.body);
				const result = await reprice(database, request, itemsServiceFactory(services.ItemsService, schema, accountability));
				res.json({ data: { ...result, applied: !request.preview && result.changes.length > 0 } });
			} catch (error) {
				next(error);
			}
		});

		/**
		 * Saved views: presets read and written with an administrator's rights (staff have no access
		 * to presets), always scoped by the view store to the caller and to shared views.
		 */
		function viewsOf(req: Request): { caller: Caller; presetsFor: PresetsFactory } {
			const user = signedInUser(req);
			const { accountability, schema } = req as DirectusRequest;
			const asAdmin = { ...accountability!, admin: true };
			return { caller: { user, admin: accountability?.admin === true }, presetsFor: (knex) => new services.PresetsService({ knex, schema, accountability: asAdmin }) };
		}

		router.get('/views', async (req, res, next) => {
			try {
				const { caller, presetsFor } = viewsOf(req);
				res.json({ data: await listViews(presetsFor(database), caller) });
			} catch (error) {
				next(error);
			}
		});

		router.post('/views', async (req, res, next) => {
			try {
				const { caller, presetsFor } = viewsOf(req);
				const { view, replaced } = await saveView(database, presetsFor, caller, parseViewInput(req.body));
				res.json({ data: { ...view, replaced } });
			} catch (error) {
				next(error);
			}
		});

		router.delete('/views/:id', async (req, res, next) => {
			try {
				const { caller, presetsFor } = viewsOf(req);
				await deleteView(database, presetsFor, caller, parseViewId(req.params['id']));
				res.status(204).end();
			} catch (error) {
				next(error);
			}
		});

		router.get('/inventory', async (req, res, next) => {
			try {
				signedInUser(req);
				const query = parseInventoryQuery(req.query as Record<string, unknown>);
				await requireRead(req, 'skus');
				const settings = await database('shop_settings').select('low_stock_threshold').first();
				const { rows, total } = await listInventory(database, query, Number(settings?.low_stock_threshold ?? 2));
				res.json({ data: { items: rows, total, page: query.page, limit: query.limit } });
			} catch (error) {
				next(error);
			}
		});
	},
});
