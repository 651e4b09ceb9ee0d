import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { buyingRulesSearchSchema } from '../../features/buying-rules/buying-rules-search.ts';
import { customerOptionsQuery } from '../../lib/customer-options.ts';
import { buylistsQuery } from '../../features/buylists/buylists-query.ts';
import { buylistSearchSchema, buylistsSearchSchema } from '../../features/buylists/buylists-search.ts';
import { titled, signedInRoute, prefetch } from './root-routes.tsx';

/* Buying: buylists, a buylist (the intake while it is open), its offer sheet, the buying rules. */
export const buylistsRoute = createRoute({
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
	component: lazyRouteComponent(() => import('../../features/buylists/buylists-page.tsx'), 'BuylistsPage'),
});

export const buylistRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'buylists/$buylistId',
	head: titled(msg`Buylist`),
	validateSearch: buylistSearchSchema,
	staticData: { capability: 'buylists' },
	component: lazyRouteComponent(() => import('../../features/buylists/buylist-page.tsx'), 'BuylistPage'),
});

export const offerSheetRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'buylists/$buylistId/offer-sheet',
	head: titled(msg`Offer sheet`),
	staticData: { capability: 'buylists' },
	component: lazyRouteComponent(() => import('../../features/buylists/offer-sheet-page.tsx'), 'OfferSheetPage'),
});

export const buyingRulesRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'buying-rules',
	head: titled(msg`Buying rules`),
	validateSearch: buyingRulesSearchSchema,
	staticData: { capability: 'buyingRules' },
	component: lazyRouteComponent(() => import('../../features/buying-rules/buying-rules-page.tsx'), 'BuyingRulesPage'),
});
