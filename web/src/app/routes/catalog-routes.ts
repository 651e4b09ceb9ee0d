import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { cardSearchSchema } from '../../features/catalog/card/card-search.ts';
import { gamesSetsSearchSchema } from '../../features/catalog/games-sets/games-sets-search.ts';
import {
	catalogueCardsQuery,
	gamesQuery,
	inventoryQuery,
	setsQuery,
} from '../../features/catalog/inventory/inventory-query.ts';
import { inventorySearchSchema } from '../../features/catalog/inventory/inventory-search.ts';
import { priceReviewSearchSchema, priceRunsSearchSchema } from '../../features/price-review/price-review-search.ts';
import { titled, signedInRoute, prefetch } from './root-routes.tsx';

/* The catalog: the inventory list, a card, a new card, games and sets; and the price review of reprice runs. */
/*
 * A list screen's loader. The list is asked for together with the session check (see the
 * signed-in route). Arriving at the screen, it waits for its first page and is drawn once, with
 * its rows; a new search or page on the screen is shown at once, the previous rows dimmed until
 * the new ones come. What else the screen shows at once (its filters' choices, the rows' store
 * credit) is asked for without waiting; the server waits for everything a loader asked for
 * before it draws the page.
 */
export const catalogRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'catalog',
	head: titled(msg`Catalog`),
	ssr: true,
	validateSearch: inventorySearchSchema,
	loaderDeps: ({ search }) => search,
	loader: async ({ context: { queryClient }, deps, cause }) => {
		const list =
			deps.scope === 'catalogue'
				? prefetch(queryClient, catalogueCardsQuery(deps))
				: prefetch(queryClient, inventoryQuery(deps));
		void prefetch(queryClient, gamesQuery());
		void prefetch(queryClient, setsQuery(deps.game));
		if (cause !== 'stay') await list;
	},
	staticData: { capability: 'catalog' },
	component: lazyRouteComponent(() => import('../../features/catalog/inventory/inventory-page.tsx'), 'InventoryPage'),
});

export const cardRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'catalog/cards/$cardId',
	head: titled(msg`Card`),
	validateSearch: cardSearchSchema,
	staticData: { capability: 'catalog' },
	component: lazyRouteComponent(() => import('../../features/catalog/card/card-detail-page.tsx'), 'CardDetailPage'),
});

export const cardNewRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'catalog/cards/new',
	head: titled(msg`New card`),
	staticData: { capability: 'catalog' },
	component: lazyRouteComponent(() => import('../../features/catalog/card/card-new-page.tsx'), 'CardNewPage'),
});

export const gamesSetsRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'catalog/games',
	head: titled(msg`Games and sets`),
	validateSearch: gamesSetsSearchSchema,
	staticData: { capability: 'catalog' },
	component: lazyRouteComponent(
		() => import('../../features/catalog/games-sets/games-sets-page.tsx'),
		'GamesSetsPage',
	),
});

/** The moves of reprice runs waiting for the owner: pricing the catalog, for administrators. */
export const priceReviewRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'prices/review',
	head: titled(msg`Price review`),
	validateSearch: priceReviewSearchSchema,
	staticData: { capability: 'marketPricing' },
	component: lazyRouteComponent(() => import('../../features/price-review/price-review-page.tsx'), 'PriceReviewPage'),
});

/** The reprice runs and their undos, newest first, each undone from here: for administrators. */
export const priceRunsRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'prices/runs',
	head: titled(msg`Reprice runs`),
	validateSearch: priceRunsSearchSchema,
	staticData: { capability: 'marketPricing' },
	component: lazyRouteComponent(() => import('../../features/price-review/reprice-runs-page.tsx'), 'RepriceRunsPage'),
});
