import { resolve } from 'node:path';
import type { Request, Response, Router } from 'express';
import type { Knex } from 'knex';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { keepStockedPictures, sendCardPicture } from '../catalogue/pictures/card-pictures.ts';
import { PictureCache } from '../catalogue/pictures/picture-cache.ts';
import { AdminOnlyError } from '../errors.ts';
import type { Route } from '../http/json-route.ts';
import { routePath } from '../http/route-path.ts';
import type { Actor } from '../ledger/command.ts';

interface PictureContext {
	database: Knex;
	env: Record<string, unknown>;
	caller: (req: Request) => Actor;
	route: Route;
	/** Refuses a caller who may not read the collection. */
	mayRead: (req: Request, collection: string) => Promise<void>;
}

/**
 * The catalogue's card pictures: shown to everyone who may read cards, kept for a counter without
 * internet by the owner. Both refuse anyone else before the request's input is read.
 */
export function cataloguePictureRoutes(
	router: Router,
	{ database, env, caller, route, mayRead }: PictureContext,
): void {
	const cache = new PictureCache(resolve(String(env['DECKHAND_DATA_DIR'] ?? 'data')));

	router.get(routePath(ENDPOINTS.cataloguePicture), async (req: Request, res: Response) => {
		caller(req);
		await mayRead(req, 'cards');
		await sendCardPicture(database, cache, req.params['card'], res);
	});

	router.post(
		routePath(ENDPOINTS.cataloguePicturesKeep),
		route(async (req) => {
			if (!caller(req).admin) throw new AdminOnlyError('Keeping the pictures is for administrators.', {});
			return keepStockedPictures(database, cache);
		}),
	);
}
