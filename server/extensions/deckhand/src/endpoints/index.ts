import type { Accountability, SchemaOverview } from '@directus/types';
import type { Request } from 'express';
import { checkout } from '../checkout/checkout.ts';
import { parseCheckoutRequest } from '../checkout/checkout-input.ts';
import { adjustCredit } from '../credit/adjust-credit.ts';
import { CREDIT_ADJUSTMENT } from '@deckhand/contract/credit/credit-adjustment.ts';
import { PRICE_EDIT, PRICE_RESTORE, UNDO_RUN } from '@deckhand/contract/pricing/price-commands.ts';
import { STOCK_ADJUSTMENT } from '@deckhand/contract/stock/adjust-input.ts';
import { activityRoutes } from './activity.ts';
import { backupsRoutes } from './backups.ts';
import { booksRoutes } from './books.ts';
import { catalogueRoutes } from './catalogue.ts';
import { importHeartbeat } from '../jobs/heartbeat.ts';
import { importRoutes } from './imports.ts';
import { buylistRoutes, withApprovalQueue } from './buylists.ts';
import { exportRoutes } from './exports.ts';
import { shopExportRoutes } from './shop-export.ts';
import { marketPricingRoutes } from './market-pricing.ts';
import { orderRoutes } from './orders.ts';
import { parkedSaleRoutes } from './parked-sales.ts';
import { reportRoutes } from './reports.ts';
import { staffRoutes } from './staff.ts';
import { tillRoutes } from './tills.ts';
import { AdminOnlyError, PriceChangeForbiddenError, SignInRequiredError } from '../errors.ts';
import { defineGuardedEndpoint } from '../http/guard.ts';
import { keyedRoute, once } from '../idempotency/keyed-route.ts';
import { inventoryPage } from '../inventory/inventory-page.ts';
import { catalogueCardRoutes } from './catalogue-cards.ts';
import { requireRead } from '../http/require-read.ts';
import { parseBody } from '../domain/request-body.ts';
import { commandRunner, type Actor } from '../ledger/command.ts';
import { dataCacheClearer, directusAfterCommit } from '../ledger/directus-after-commit.ts';
import { changeOwnPassword, type PasswordServices } from '../profile/change-password.ts';
import { parsePasswordChange } from '../profile/password-input.ts';
import { WRONG_PASSWORD } from '../sign-in/sign-in-doors.ts';
import { priceHistory } from '../pricing/price-history.ts';
import { parsePriceHistoryQuery } from '../pricing/price-input.ts';
import { parseRepriceRequest } from '../pricing/reprice-input.ts';
import { reprice, repriceAnswer } from '../pricing/reprice.ts';
import { editPrice, restorePrice } from '../pricing/set-price.ts';
import { undoRun } from '../pricing/undo-run.ts';
import { adjustStock } from '../stock/adjust-stock.ts';
import { parseRegrade } from '../stock/regrade-input.ts';
import { regradeStock } from '../stock/regrade.ts';
import { parseViewId, parseViewInput, parseViewList } from '../views/view-input.ts';
import { deleteView, listViews, saveView, type PresetsFactory } from '../views/view-store.ts';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { routePath } from '../http/route-path.ts';
import { route } from '../http/json-route.ts';

type DirectusRequest = Request & { accountability?: Accountability; schema: SchemaOverview };

function signedInUser(req: Request): string {
	const user = (req as DirectusRequest).accountability?.user;
	if (!user) throw new SignInRequiredError();
	return user;
}

function isAdmin(req: Request): boolean {
	return (req as DirectusRequest).accountability?.admin === true;
}

/** An administrator's command: anyone else is refused before the input is read. */
function requireAdmin(actor: Actor, refusal: () => Error): Actor {
	if (!actor.admin) throw refusal();
	return actor;
}

const refusePriceChange = () => new PriceChangeForbiddenError();

/** Deckhand's commands and queries: each command is a single database transaction with its business rules. */
export default defineGuardedEndpoint({
	id: 'deckhand',
	handler: (router, { database, services, getSchema, logger, env }) => {
		const mayRead = (req: Request, collection: string) =>
			requireRead(services, database, req as DirectusRequest, collection);

		/** The signed-in caller of a command (refusing anyone else), before its input is read. */
		const caller = (req: Request): Actor => ({ user: signedInUser(req), admin: isAdmin(req) });
		const run = commandRunner(database, directusAfterCommit({ database, services, getSchema, logger }));
		const clearDataCache = dataCacheClearer({ services, getSchema, logger });

		// The commands that move stock or money are recorded once per `Idempotency-Key` (`idempotency/`): sent again, they answer what they answered.
		router.post(
			routePath(ENDPOINTS.stockAdjust),
			keyedRoute((req) => {
				const actor = caller(req);
				const adjustment = parseBody(STOCK_ADJUSTMENT, req.body);
				return run(
					actor,
					once(req, adjustment, (books) => adjustStock(books, adjustment)),
				);
			}),
		);

		router.post(
			routePath(ENDPOINTS.stockRegrade),
			keyedRoute((req) => {
				const actor = caller(req);
				const regrade = parseRegrade(req.body);
				return run(
					actor,
					once(req, regrade, (books) => regradeStock(books, regrade)),
				);
			}),
		);

		router.post(
			routePath(ENDPOINTS.checkout),
			keyedRoute((req) => {
				const actor = caller(req);
				const request = parseCheckoutRequest(req.body);
				// A sale given again says so, as one its sale key finds does.
				return withApprovalQueue(
					run,
					actor,
					once(
						req,
						request,
						(books) => checkout(books, request),
						(sale) => ({ ...sale, repeated: true }),
					),
					null,
				);
			}),
		);

		router.post(
			routePath(ENDPOINTS.creditAdjust),
			keyedRoute((req) => {
				const actor = requireAdmin(
					caller(req),
					() => new AdminOnlyError('Only an administrator can adjust store credit.', {}),
				);
				const adjustment = parseBody(CREDIT_ADJUSTMENT, req.body);
				return run(
					actor,
					once(req, adjustment, (books) => adjustCredit(books, adjustment)),
				);
			}),
		);

		// A reprice by percent applied twice would move the prices twice: it is recorded once per key too.
		router.post(
			routePath(ENDPOINTS.reprice),
			keyedRoute((req) => {
				const actor = requireAdmin(caller(req), refusePriceChange);
				const request = parseRepriceRequest(req.body);
				return run(
					actor,
					once(req, request, async (books) => repriceAnswer(await reprice(books, request))),
				);
			}),
		);

		router.post(
			routePath(ENDPOINTS.priceSet),
			route((req) => {
				const actor = requireAdmin(caller(req), refusePriceChange);
				const edit = parseBody(PRICE_EDIT, req.body);
				return run(actor, (books) => editPrice(books, edit));
			}),
		);

		router.post(
			routePath(ENDPOINTS.priceUndoRun),
			route((req) => {
				const actor = requireAdmin(caller(req), refusePriceChange);
				const { run: reprice } = parseBody(UNDO_RUN, req.body);
				return run(actor, (books) => undoRun(books, reprice));
			}),
		);

		router.post(
			routePath(ENDPOINTS.priceRestore),
			route((req) => {
				const actor = requireAdmin(caller(req), refusePriceChange);
				const { change } = parseBody(PRICE_RESTORE, req.body);
				return run(actor, (books) => restorePrice(books, change));
			}),
		);

		router.get(
			routePath(ENDPOINTS.priceHistory),
			route(async (req) => {
				signedInUser(req);
				const { skus, limit } = parsePriceHistoryQuery(req.query as Record<string, unknown>);
				await mayRead(req, 'skus');
				return priceHistory(database, skus, limit);
			}),
		);

		/**
		 * Saved views: presets read and written with an administrator's rights (staff have no access
		 * to presets), always scoped by the view store to the caller and to shared views, and to one
		 * list (`?list=`, or `list` in the body; the inventory when not given).
		 */
		function viewsOf(req: Request): { caller: Actor; presetsFor: PresetsFactory } {
			const actor = caller(req);
			const { accountability, schema } = req as DirectusRequest;
			const asAdmin = { ...accountability!, admin: true };
			return {
				caller: actor,
				presetsFor: (knex) => new services.PresetsService({ knex, schema, accountability: asAdmin }),
			};
		}

		router.get(
			routePath(ENDPOINTS.views),
			route((req) => {
				const { caller, presetsFor } = viewsOf(req);
				return listViews(presetsFor(database), caller, parseViewList(req.query['list']));
			}),
		);

		router.post(
			routePath(ENDPOINTS.viewSave),
			route(async (req) => {
				const { caller, presetsFor } = viewsOf(req);
				const { view, replaced } = await saveView(database, presetsFor, caller, parseViewInput(req.body));
				await clearDataCache();
				return { ...view, replaced };
			}),
		);

		router.delete(
			routePath(ENDPOINTS.viewDelete),
			route(async (req) => {
				const { caller, presetsFor } = viewsOf(req);
				await deleteView(
					database,
					presetsFor,
					caller,
					parseViewList(req.query['list']),
					parseViewId(req.params['id']),
				);
				await clearDataCache();
			}),
		);

		router.get(
			routePath(ENDPOINTS.inventory),
			route((req) => {
				signedInUser(req);
				return inventoryPage(database, req.query as Record<string, unknown>, () => mayRead(req, 'skus'));
			}),
		);

		router.post(
			routePath(ENDPOINTS.passwordChange),
			route(async (req) => {
				const user = signedInUser(req);
				const change = parsePasswordChange(req.body);
				const { accountability, schema } = req as DirectusRequest;
				await changeOwnPassword(
					services as PasswordServices,
					database,
					schema,
					{ ...accountability!, user },
					change,
					() => {
						if (req.res) req.res.locals[WRONG_PASSWORD] = true;
					},
				);
			}),
		);

		booksRoutes(router, database, logger);
		backupsRoutes(router, { env, caller, route });
		activityRoutes(router, database);
		orderRoutes(router, { run, caller });
		tillRoutes(router, { database, run, caller, route });
		parkedSaleRoutes(router, { database, caller, route });
		buylistRoutes(router, { database, run, caller, route, mayRead });
		importRoutes(router, { database, caller, route, clearDataCache, logger, heartbeat: importHeartbeat(env) });
		catalogueRoutes(router, {
			database,
			env,
			logger,
			caller,
			route,
			clearDataCache,
			heartbeat: importHeartbeat(env),
		});
		catalogueCardRoutes(router, { database, env, caller, route, mayRead });
		exportRoutes(router, { database, caller, logger });
		shopExportRoutes(router, { database, env, caller, logger });
		marketPricingRoutes(router, { database, run, caller, route });
		reportRoutes(router, { database, caller, route, logger });
		staffRoutes(router, { database, env, caller, route });
	},
});
