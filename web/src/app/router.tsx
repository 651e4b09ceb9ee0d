import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { dehydrate, hydrate, type DehydratedState, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, HeadContent, lazyRouteComponent, Outlet, redirect, Scripts, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { AcceptInvitePage } from '../features/auth/accept-invite-page.tsx';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { cardSearchSchema } from '../features/catalog/card/card-search.ts';
import { gamesSetsSearchSchema } from '../features/catalog/games-sets/games-sets-search.ts';
import { gamesQuery, inventoryQuery, setsQuery } from '../features/catalog/inventory/inventory-query.ts';
import { inventorySearchSchema } from '../features/catalog/inventory/inventory-search.ts';
import { checkoutSearchSchema } from '../features/checkout/checkout-search.ts';
import { tillsSearchSchema } from '../features/tills/tills-search.ts';
import { buyingRulesSearchSchema } from '../features/buying-rules/buying-rules-search.ts';
import { balancesQuery, customersQuery } from '../features/customers/customers-query.ts';
import { customerSearchSchema, customersSearchSchema } from '../features/customers/customers-search.ts';
import { ordersQuery } from '../features/orders/orders-query.ts';
import { customerOptionsQuery } from '../lib/customer-options.ts';
import { orderSearchSchema, ordersSearchSchema } from '../features/orders/orders-search.ts';
import { staffSearchSchema } from '../features/staff/staff-search.ts';
import { buylistsQuery } from '../features/buylists/buylists-query.ts';
import { buylistSearchSchema, buylistsSearchSchema } from '../features/buylists/buylists-search.ts';
import { describeError } from '../lib/directus/errors.ts';
import { accessQuery, meQuery, projectQuery } from '../lib/directus/session.ts';
import { shopCurrencyQuery } from '../lib/shop-currency.ts';
import type { Capability } from '../lib/permissions/capabilities.ts';
import { PageNotFound, RouteError } from './route-error.tsx';
import { activitySearchSchema } from '../features/activity/activity-search.ts';
import { picturesSearchSchema } from '../features/pictures/pictures-search.ts';

/**
 * Each screen's document title ("Orders · Deckhand", "Bestellungen · Deckhand"), through the
 * router's own `head`: tabs, history and screen readers name the screen. Worded in the language
 * spoken when the route loads.
 */
const titled = (screen: MessageDescriptor) => () => ({ meta: [{ title: `${i18n._(screen)} · Deckhand` }] });

/**
 * The document's head as the matched route says (React puts the title where it belongs), the
 * screen, and, in a page the server drew, the router's state for the browser to take over (inline
 * scripts that remove themselves once run, so the browser's render finds nothing there). Titles
 * are worded as routes load: another language chosen on a screen loads it again, so its title
 * speaks that language too.
 */
function Root() {
	const { i18n: speaking } = useLingui();
	const router = useRouter();
	const titledIn = useRef(speaking.locale);
	useEffect(() => {
		if (titledIn.current === speaking.locale) return;
		titledIn.current = speaking.locale;
		void router.invalidate();
	}, [speaking.locale, router]);
	return (
		<>
			<HeadContent />
			<Outlet />
			<Scripts />
		</>
	);
}

/*
 * Which screens the server draws (`ssr: true`, with every route above them): the lists, where a
 * clerk waits for rows while a customer waits for the clerk. Every other screen, and the pages
 * anyone may open, are drawn by the browser (the router's `defaultSsr` is false).
 */
const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
	ssr: true,
	component: Root,
	head: titled(msg`Back office`),
	errorComponent: RouteError,
	notFoundComponent: PageNotFound,
});

const signInRoute = createRoute({
	getParentRoute: () => rootRoute,
	path: 'sign-in',
	head: titled(msg`Sign in`),
	validateSearch: z.object({ redirect: z.optional(z.string()) }),
	component: SignInPage,
});
const forgotPasswordRoute = createRoute({ getParentRoute: () => rootRoute, path: 'forgot-password', head: titled(msg`Forgot password`), component: ForgotPasswordPage });
const tokenSearch = z.object({ token: z.catch(z.string(), '') });
const resetPasswordRoute = createRoute({ getParentRoute: () => rootRoute, path: 'reset-password', head: titled(msg`New password`), validateSearch: tokenSearch, component: ResetPasswordPage });
const acceptInviteRoute = createRoute({ getParentRoute: () => rootRoute, path: 'accept-invite', head: titled(msg`Accept invitation`), validateSearch: tokenSearch, component: AcceptInvitePage });

/**
 * Everything behind sign-in: no session sends the user to sign-in and back here afterwards.
 * The session is checked in the loader, not in `beforeLoad`: the router runs every `beforeLoad`
 * before any loader, but runs the loaders of a route and of its screen together, so a screen's
 * own data (the catalog's list) is asked for alongside the session check instead of one round
 * trip after it. The screens' code comes in one chunk, preloaded by the page itself.
 */
const signedInRoute = createRoute({
	getParentRoute: () => rootRoute,
	id: 'signed-in',
	ssr: true,
	loader: async ({ context, location }) => {
		// What the frame and every screen show (permissions for the guard, the shop's name, its
		// currency for money) is fetched while the session is checked, not once they render.
		void context.queryClient.prefetchQuery(accessQuery());
		void context.queryClient.prefetchQuery(projectQuery());
		void context.queryClient.prefetchQuery(shopCurrencyQuery());
		try {
			await context.queryClient.ensureQueryData(meQuery());
		} catch (error) {
			if (describeError(error).kind === 'signed-out') throw redirect({ to: '/sign-in', search: { redirect: location.href } });
			throw error;
		}
	},
	component: lazyRouteComponent(() => import('./app-layout.tsx'), 'AppLayout'),
});

/**
 * Asks for what a screen is about to show, unless its query says it would not be asked now
 * (`enabled: false`: an order list whose dates are the wrong way round, store credit of no
 * customers): the data layer's prefetch does not read `enabled` itself.
 */
function prefetch<TData, TKey extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<TData, Error, TData, TKey> & { enabled?: unknown }): Promise<void> {
	return options.enabled === false ? Promise.resolve() : queryClient.prefetchQuery(options);
}

const homeRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/', head: titled(msg`Home`), component: lazyRouteComponent(() => import('../features/home/home-page.tsx'), 'HomePage') });
/*
 * A list screen's loader. The list is asked for together with the session check (see the
 * signed-in route). Arriving at the screen, it waits for its first page and is drawn once, with
 * its rows; a new search or page on the screen is shown at once, the previous rows dimmed until
 * the new ones come. What else the screen shows at once (its filters' choices, the rows' store
 * credit) is asked for without waiting; the server waits for everything a loader asked for
 * before it draws the page.
 */
const catalogRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'catalog',
	head: titled(msg`Catalog`),
	ssr: true,
	validateSearch: inventorySearchSchema,
	loaderDeps: ({ search }) => search,
	loader: async ({ context: { queryClient }, deps, cause }) => {
		const list = prefetch(queryClient, inventoryQuery(deps));
		void prefetch(queryClient, gamesQuery());
		void prefetch(queryClient, setsQuery(deps.game));
		if (cause !== 'stay') await list;
	},
	staticData: { capability: 'catalog' },
	component: lazyRouteComponent(() => import('../features/catalog/inventory/inventory-page.tsx'), 'InventoryPage'),
});
const cardRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'catalog/cards/$cardId',
	head: titled(msg`Card`),
	validateSearch: cardSearchSchema,
	staticData: { capability: 'catalog' },
	component: lazyRouteComponent(() => import('../features/catalog/card/card-detail-page.tsx'), 'CardDetailPage'),
});
const cardNewRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'catalog/cards/new',
	head: titled(msg`New card`),
	staticData: { capability: 'catalog' },
	component: lazyRouteComponent(() => import('../features/catalog/card/card-new-page.tsx'), 'CardNewPage'),
});
const gamesSetsRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'catalog/games',
	head: titled(msg`Games and sets`),
	validateSearch: gamesSetsSearchSchema,
	staticData: { capability: 'catalog' },
	component: lazyRouteComponent(() => import('../features/catalog/games-sets/games-sets-page.tsx'), 'GamesSetsPage'),
});
const customersRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'customers',
	head: titled(msg`Customers`),
	ssr: true,
	validateSearch: customersSearchSchema,
	loaderDeps: ({ search: { q, sort, page } }) => ({ q, sort, page }),
	loader: async ({ context: { queryClient }, deps, cause }) => {
		const list = prefetch(queryClient, customersQuery(deps));
		void list.then(() => {
			const customers = queryClient.getQueryData(customersQuery(deps).queryKey);
			if (customers) void prefetch(queryClient, balancesQuery(customers.items.map((customer) => customer.id)));
		});
		if (cause !== 'stay') await list;
	},
	staticData: { capability: 'customers' },
	component: lazyRouteComponent(() => import('../features/customers/customers-page.tsx'), 'CustomersPage'),
});
const customerRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'customers/$customerId',
	head: titled(msg`Customer`),
	validateSearch: customerSearchSchema,
	staticData: { capability: 'customers' },
	component: lazyRouteComponent(() => import('../features/customers/customer-page.tsx'), 'CustomerPage'),
});
const checkoutRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'checkout',
	head: titled(msg`Checkout`),
	validateSearch: checkoutSearchSchema,
	staticData: { capability: 'checkout' },
	component: lazyRouteComponent(() => import('../features/checkout/checkout-route.tsx'), 'CheckoutRoute'),
});
const buyingRulesRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'buying-rules',
	head: titled(msg`Buying rules`),
	validateSearch: buyingRulesSearchSchema,
	staticData: { capability: 'buyingRules' },
	component: lazyRouteComponent(() => import('../features/buying-rules/buying-rules-page.tsx'), 'BuyingRulesPage'),
});
const tillsRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'tills',
	head: titled(msg`Tills`),
	validateSearch: tillsSearchSchema,
	staticData: { capability: 'tills' },
	component: lazyRouteComponent(() => import('../features/tills/tills-page.tsx'), 'TillsPage'),
});
const tillReportRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'tills/$tillId/sessions/$sessionId',
	head: titled(msg`End-of-day report`),
	staticData: { capability: 'tills' },
	component: lazyRouteComponent(() => import('../features/tills/till-report-page.tsx'), 'TillReportPage'),
});
const buylistsRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'buylists',
	head: titled(msg`Buylists`),
	ssr: true,
	validateSearch: buylistsSearchSchema,
	loaderDeps: ({ search }) => search,
	loader: async ({ context: { queryClient }, deps, cause }) => {
		const list = prefetch(queryClient, buylistsQuery(deps));
		// The customer filter's first choices (nothing typed yet).
		void prefetch(queryClient, customerOptionsQuery('', deps.customer));
		if (cause !== 'stay') await list;
	},
	staticData: { capability: 'buylists' },
	component: lazyRouteComponent(() => import('../features/buylists/buylists-page.tsx'), 'BuylistsPage'),
});
const buylistRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'buylists/$buylistId',
	head: titled(msg`Buylist`),
	validateSearch: buylistSearchSchema,
	staticData: { capability: 'buylists' },
	component: lazyRouteComponent(() => import('../features/buylists/buylist-page.tsx'), 'BuylistPage'),
});
const offerSheetRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'buylists/$buylistId/offer-sheet',
	head: titled(msg`Offer sheet`),
	staticData: { capability: 'buylists' },
	component: lazyRouteComponent(() => import('../features/buylists/offer-sheet-page.tsx'), 'OfferSheetPage'),
});
const ordersRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'orders',
	head: titled(msg`Orders`),
	ssr: true,
	validateSearch: ordersSearchSchema,
	loaderDeps: ({ search }) => search,
	loader: async ({ context: { queryClient }, deps, cause }) => {
		const list = prefetch(queryClient, ordersQuery(deps));
		// The customer filter's first choices (nothing typed yet).
		void prefetch(queryClient, customerOptionsQuery('', deps.customer));
		if (cause !== 'stay') await list;
	},
	staticData: { capability: 'orders' },
	component: lazyRouteComponent(() => import('../features/orders/orders-page.tsx'), 'OrdersPage'),
});
const pickListRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'orders/pick-list',
	head: titled(msg`Pick list`),
	staticData: { capability: 'orders' },
	component: lazyRouteComponent(() => import('../features/orders/pick-list-page.tsx'), 'PickListPage'),
});
const orderRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'orders/$orderId',
	head: titled(msg`Order`),
	validateSearch: orderSearchSchema,
	staticData: { capability: 'orders' },
	component: lazyRouteComponent(() => import('../features/orders/order-page.tsx'), 'OrderPage'),
});
const staffRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'staff',
	head: titled(msg`Staff`),
	validateSearch: staffSearchSchema,
	staticData: { capability: 'manageStaff' },
	component: lazyRouteComponent(() => import('../features/staff/staff-page.tsx'), 'StaffPage'),
});
const picturesRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'pictures',
	head: titled(msg`Picture library`),
	validateSearch: picturesSearchSchema,
	staticData: { capability: 'managePictures' },
	component: lazyRouteComponent(() => import('../features/pictures/pictures-page.tsx'), 'PicturesPage'),
});
const activityRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'activity',
	head: titled(msg`Activity`),
	validateSearch: activitySearchSchema,
	staticData: { capability: 'viewActivity' },
	component: lazyRouteComponent(() => import('../features/activity/activity-page.tsx'), 'ActivityPage'),
});
const serverStatusRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'server-status',
	head: titled(msg`Server status`),
	staticData: { capability: 'serverStatus' },
	component: lazyRouteComponent(() => import('../features/server-status/server-status-page.tsx'), 'ServerStatusPage'),
});

const settingsRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'settings',
	head: titled(msg`Settings`),
	staticData: { capability: 'editSettings' },
	component: lazyRouteComponent(() => import('../features/settings/settings-page.tsx'), 'SettingsPage'),
});
/** Everyone's own: no capability. */
const profileRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'profile',
	head: titled(msg`Profile`),
	component: lazyRouteComponent(() => import('../features/profile/profile-page.tsx'), 'ProfilePage'),
});

const routeTree = rootRoute.addChildren([
	signInRoute,
	forgotPasswordRoute,
	resetPasswordRoute,
	acceptInviteRoute,
	signedInRoute.addChildren([homeRoute, catalogRoute, cardRoute, cardNewRoute, gamesSetsRoute, checkoutRoute, buylistsRoute, buylistRoute, offerSheetRoute, buyingRulesRoute, tillsRoute, tillReportRoute, ordersRoute, pickListRoute, orderRoute, customersRoute, customerRoute, picturesRoute, staffRoute, activityRoute, settingsRoute, profileRoute, serverStatusRoute]),
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
		basepath: '/app',
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
