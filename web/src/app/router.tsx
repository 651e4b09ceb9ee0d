import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { AcceptInvitePage } from '../features/auth/accept-invite-page.tsx';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { inventorySearchSchema } from '../features/catalog/inventory-search.ts';
import { describeError } from '../lib/directus/errors.ts';
import { meQuery } from '../lib/directus/session.ts';
import { PageNotFound, RouteError } from './route-error.tsx';

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
	component: Outlet,
	errorComponent: RouteError,
	notFoundComponent: PageNotFound,
});

const signInRoute = createRoute({
	getParentRoute: () => rootRoute,
	path: 'sign-in',
	validateSearch: z.object({ redirect: z.string().optional() }),
	component: SignInPage,
});
const forgotPasswordRoute = createRoute({ getParentRoute: () => rootRoute, path: 'forgot-password', component: ForgotPasswordPage });
const tokenSearch = z.object({ token: z.string().catch('') });
const resetPasswordRoute = createRoute({ getParentRoute: () => rootRoute, path: 'reset-password', validateSearch: tokenSearch, component: ResetPasswordPage });
const acceptInviteRoute = createRoute({ getParentRoute: () => rootRoute, path: 'accept-invite', validateSearch: tokenSearch, component: AcceptInvitePage });

/** Everything behind sign-in: no session sends the user to sign-in and back here afterwards. */
const signedInRoute = createRoute({
	getParentRoute: () => rootRoute,
	id: 'signed-in',
	beforeLoad: async ({ context, location }) => {
		try {
			await context.queryClient.ensureQueryData(meQuery());
		} catch (error) {
			if (describeError(error).kind === 'signed-out') throw redirect({ to: '/sign-in', search: { redirect: location.href } });
			throw error;
		}
	},
	// The signed-in screens load on demand, so the sign-in page stays small.
	component: lazyRouteComponent(() => import('./app-layout.tsx'), 'AppLayout'),
});

const homeRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/', component: lazyRouteComponent(() => import('../features/home/home-page.tsx'), 'HomePage') });
const catalogRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'catalog',
	validateSearch: inventorySearchSchema,
	component: lazyRouteComponent(() => import('../features/catalog/catalog-route.tsx'), 'CatalogRoute'),
});
const cardRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'catalog/cards/$cardId',
	component: lazyRouteComponent(() => import('../features/catalog/card-route.tsx'), 'CardRoute'),
});
const serverStatusRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'server-status',
	component: lazyRouteComponent(() => import('../features/server-status/server-status-route.tsx'), 'ServerStatusRoute'),
});

const routeTree = rootRoute.addChildren([
	signInRoute,
	forgotPasswordRoute,
	resetPasswordRoute,
	acceptInviteRoute,
	signedInRoute.addChildren([homeRoute, catalogRoute, cardRoute, serverStatusRoute]),
]);

export function createAppRouter(queryClient: QueryClient) {
	return createRouter({ routeTree, basepath: '/app', context: { queryClient }, defaultPreload: 'intent' });
}

declare module '@tanstack/react-router' {
	interface Register {
		router: ReturnType<typeof createAppRouter>;
	}
}
