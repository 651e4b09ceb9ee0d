import { DASHBOARD_PATH } from '@deckhand/contract/dashboard/page-contract.ts';
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { Capability } from '../lib/permissions/capabilities.ts';
import {
	acceptInviteRoute,
	forgotPasswordRoute,
	resetPasswordRoute,
	rootRoute,
	signedInRoute,
	signInRoute,
} from './routes/root-routes.tsx';
import {
	cardNewRoute,
	cardRoute,
	catalogRoute,
	gamesSetsRoute,
	priceReviewRoute,
	priceRunsRoute,
} from './routes/catalog-routes.ts';
import {
	checkoutRoute,
	customerRoute,
	customersRoute,
	orderRoute,
	ordersRoute,
	pickListRoute,
	tillReportRoute,
	tillsRoute,
} from './routes/selling-routes.ts';
import { buyingRulesRoute, buylistRoute, buylistsRoute, offerSheetRoute } from './routes/buying-routes.ts';
import {
	activityRoute,
	catalogueSourcesRoute,
	homeRoute,
	importsRoute,
	picturesRoute,
	profileRoute,
	reportsRoute,
	serverStatusRoute,
	settingsRoute,
	staffRoute,
} from './routes/shop-routes.ts';

/**
 * The dashboard's screens as one tree: the root and the pages behind sign-in are in
 * `routes/root-routes.tsx`, each area's screens in its own module beside it.
 */
const routeTree = rootRoute.addChildren([
	signInRoute,
	forgotPasswordRoute,
	resetPasswordRoute,
	acceptInviteRoute,
	signedInRoute.addChildren([
		homeRoute,
		catalogRoute,
		cardRoute,
		cardNewRoute,
		gamesSetsRoute,
		priceReviewRoute,
		priceRunsRoute,
		checkoutRoute,
		buylistsRoute,
		buylistRoute,
		offerSheetRoute,
		buyingRulesRoute,
		tillsRoute,
		tillReportRoute,
		ordersRoute,
		pickListRoute,
		orderRoute,
		customersRoute,
		customerRoute,
		picturesRoute,
		importsRoute,
		catalogueSourcesRoute,
		staffRoute,
		activityRoute,
		reportsRoute,
		settingsRoute,
		profileRoute,
		serverStatusRoute,
	]),
]);

/** Resolves once no query is fetching: the loaders start some without waiting for them. */
function settled(queryClient: QueryClient): Promise<void> {
	return new Promise((resolve) => {
		const done = () => queryClient.isFetching() === 0;
		if (done()) return resolve();
		const stop = queryClient.getQueryCache().subscribe(() => {
			if (!done()) return;
			stop();
			resolve();
		});
	});
}

/**
 * The dashboard's router, in the browser and on the server drawing a page (with that answer's
 * nonce for its inline state script). A page drawn by the server carries the data layer's
 * answers (TanStack Query's `dehydrate`, once every query the loaders started has answered), and
 * the browser starts from them (`hydrate`), asking the server nothing the page already shows.
 */
export function createAppRouter(queryClient: QueryClient, nonce?: string) {
	const router = createRouter({
		routeTree,
		basepath: DASHBOARD_PATH,
		context: { queryClient },
		defaultPreload: 'intent',
		...(nonce ? { ssr: { nonce } } : {}),
		dehydrate: async () => {
			await settled(queryClient);
			return { queries: dehydrate(queryClient) };
		},
		hydrate: ({ queries }) => hydrate(queryClient, queries),
	});
	// A screen is drawn by the browser unless its route says `ssr: true` (the constructor leaves this default to TanStack Start).
	router.options.defaultSsr = false;
	return router;
}

declare module '@tanstack/react-router' {
	interface Register {
		router: ReturnType<typeof createAppRouter>;
	}
	/**
	 * The data layer's answers, as the router writes them into a page the server drew: plain data,
	 * dates and Maps, which its serializer writes, though its type check cannot see that through
	 * the `unknown` of a query's data.
	 */
	interface SerializableExtensions {
		dehydratedQueries: DehydratedState;
	}
	interface StaticDataRouteOption {
		/** What a user must be allowed to see this screen: the signed-in frame shows it only then (the server refuses the rest anyway). */
		capability?: Capability;
	}
}
