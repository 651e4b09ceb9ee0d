import { resolve } from 'node:path';
import type { Request, Response, Router } from 'express';
import type { Knex } from 'knex';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { catalogueCard } from '../catalogue/catalogue-card.ts';
import { catalogueCardsPage } from '../catalogue/catalogue-cards.ts';
import { keepStockedPictures, sendCardPicture } from '../catalogue/pictures/card-pictures.ts';
import { PictureCache } from '../catalogue/pictures/picture-cache.ts';
import { AdminOnlyError } from '../errors.ts';
import type { Route } from '../http/json-route.ts';
import { routePath } from '../http/route-path.ts';
import type { Actor } from '../ledger/command.ts';

interface CardContext {
	database: Knex;
	env: Record<string, unknown>;
	caller: (req: Request) => Actor;
	route: Route;
	/** Refuses a caller who may not read the collection. */
	mayRead: (req: Request, collection: string) => Promise<void>;
}

/**
 * The catalogue's cards, stocked or not, one card as its page shows it, and their pictures: found
 * and shown to everyone who may read cards, the pictures kept for a counter without internet by
 * the owner. Each refuses anyone else before the request's input is read.
 */
export function catalogueCardRoutes(router: Router, { database, env, caller, route, mayRead }: CardContext): void {
	const cache = new PictureCache(resolve(String(env['DECKHAND_DATA_DIR'] ?? 'data')));

	router.get(
		routePath(ENDPOINTS.catalogueCards),
		route((req) => {
			caller(req);
			return catalogueCardsPage(database, req.query as Record<string, unknown>, () => mayRead(req, 'cards'));
		}),
	);

	router.get(
		routePath(ENDPOINTS.catalogueCard),
		route(async (req) => {
			caller(req);
			await mayRead(req, 'cards');
			return catalogueCard(database, req.params['card']);
		}),
	);

	router.get(routePath(ENDPOINTS.cataloguePicture), async (req: Request, res: Response) => {
		caller(req);
		await mayRead(req, 'cards');
		await sendCardPicture(database, cache, { card: req.params['card'], size: req.query['size'] }, res);
	});

	router.post(
		routePath(ENDPOINTS.cataloguePicturesKeep),
		route(async (req) => {
			if (!caller(req).admin) throw new AdminOnlyError('Keeping the pictures is for administrators.', {});
			return keepStockedPictures(database, cache);
		}),
	);
}
