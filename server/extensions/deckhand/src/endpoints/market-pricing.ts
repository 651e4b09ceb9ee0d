import type { Request, Router } from 'express';
import type { Route } from '../http/json-route.ts';
import type { Knex } from 'knex';
import { AdminOnlyError, PriceChangeForbiddenError } from '../errors.ts';
import type { Actor, RunCommand } from '../ledger/command.ts';
import { cardMarket, parseMarketQuery } from '../pricing/market-prices.ts';
import { decideReviews } from '../pricing/review-decisions.ts';
import { parsePageQuery, parseReviewListQuery } from '../pricing/review-input.ts';
import { repriceRuns } from '../pricing/reprice-runs.ts';
import { parseBody } from '../domain/request-body.ts';
import { REVIEW_DECISION } from '@deckhand/contract/pricing/review-decisions.ts';
import { reviewList } from '../pricing/review-list.ts';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { routePath } from '../http/route-path.ts';

interface MarketPricingContext {
	database: Knex;
	run: RunCommand;
	/** The signed-in caller, refusing anyone else, before the input is read. */
	caller: (req: Request) => Actor;
	route: Route;
}

/** Anyone but an administrator is refused, before the input is read. */
function administrator(actor: Actor, refusal: () => Error): Actor {
	if (!actor.admin) throw refusal();
	return actor;
}

/**
 * Market prices, the price review queue and the reprice runs (`/deckhand/prices/market`, `…/reviews…`, `…/runs`):
 * administrators only, like every price command. The market prices are written by imports.
 */
export function marketPricingRoutes(router: Router, { database, run, caller, route }: MarketPricingContext): void {
	router.get(
		routePath(ENDPOINTS.marketPrices),
		route(async (req) => {
			administrator(caller(req), () => new AdminOnlyError('Market prices are for administrators.', {}));
			return cardMarket(database, parseMarketQuery(req.query as Record<string, unknown>).card);
		}),
	);

	router.get(
		routePath(ENDPOINTS.priceReviews),
		route(async (req) => {
			administrator(caller(req), () => new AdminOnlyError('The price review queue is for administrators.', {}));
			return reviewList(database, parseReviewListQuery(req.query as Record<string, unknown>));
		}),
	);

	router.get(
		routePath(ENDPOINTS.priceRuns),
		route(async (req) => {
			administrator(caller(req), () => new AdminOnlyError('The reprice runs are for administrators.', {}));
			return repriceRuns(database, parsePageQuery(req.query as Record<string, unknown>, 25));
		}),
	);

	router.post(
		routePath(ENDPOINTS.priceReviewsDecide),
		route((req) => {
			const actor = administrator(caller(req), () => new PriceChangeForbiddenError());
			const { ids, accept } = parseBody(REVIEW_DECISION, req.body);
			return run(actor, (books) => decideReviews(books, ids, accept));
		}),
	);
}
