import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
	createRootRouteWithContext,
	createRoute,
	HeadContent,
	lazyRouteComponent,
	Outlet,
	redirect,
	Scripts,
	useRouter,
} from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { AcceptInvitePage } from '../../features/auth/accept-invite-page.tsx';
import { ForgotPasswordPage } from '../../features/auth/forgot-password-page.tsx';
import { ResetPasswordPage } from '../../features/auth/reset-password-page.tsx';
import { SignInPage } from '../../features/auth/sign-in-page.tsx';
import { describeError } from '../../lib/directus/errors.ts';
import { accessQuery, meQuery, projectQuery } from '../../lib/directus/session.ts';
import { shopSettingsQuery } from '../../lib/shop-settings.ts';
import { PageNotFound, RouteError } from '../route-error.tsx';

/**
 * Each screen's document title ("Orders · Deckhand", "Bestellungen · Deckhand"), through the
 * router's own `head`: tabs, history and screen readers name the screen. Worded in the language
 * spoken when the route loads.
 */
export const titled = (screen: MessageDescriptor) => () => ({ meta: [{ title: `${i18n._(screen)} · Deckhand` }] });

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
export const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
	ssr: true,
	component: Root,
	head: titled(msg`Back office`),
	errorComponent: RouteError,
	notFoundComponent: PageNotFound,
});

export const signInRoute = createRoute({
	getParentRoute: () => rootRoute,
	path: 'sign-in',
	head: titled(msg`Sign in`),
	validateSearch: z.object({ redirect: z.optional(z.string()) }),
	component: SignInPage,
});
export const forgotPasswordRoute = createRoute({
	getParentRoute: () => rootRoute,
	path: 'forgot-password',
	head: titled(msg`Forgot password`),
	component: ForgotPasswordPage,
});
const tokenSearch = z.object({ token: z.catch(z.string(), '') });
export const resetPasswordRoute = createRoute({
	getParentRoute: () => rootRoute,
	path: 'reset-password',
	head: titled(msg`New password`),
	validateSearch: tokenSearch,
	component: ResetPasswordPage,
});
export const acceptInviteRoute = createRoute({
	getParentRoute: () => rootRoute,
	path: 'accept-invite',
	head: titled(msg`Accept invitation`),
	validateSearch: tokenSearch,
	component: AcceptInvitePage,
});

/**
 * Everything behind sign-in: no session sends the user to sign-in and back here afterwards.
 * The session is checked in the loader, not in `beforeLoad`: the router runs every `beforeLoad`
 * before any loader, but runs the loaders of a route and of its screen together, so a screen's
 * own data (the catalog's list) is asked for alongside the session check instead of one round
 * trip after it. The screens' code comes in one chunk, preloaded by the page itself.
 */
export const signedInRoute = createRoute({
	getParentRoute: () => rootRoute,
	id: 'signed-in',
	ssr: true,
	loader: async ({ context, location }) => {
		// What the frame and every screen show (permissions for the guard, the shop's name, its
		// settings: the currency for money) is fetched while the session is checked, not once they render.
		void context.queryClient.prefetchQuery(accessQuery());
		void context.queryClient.prefetchQuery(projectQuery());
		void context.queryClient.prefetchQuery(shopSettingsQuery());
		try {
			await context.queryClient.ensureQueryData(meQuery());
		} catch (error) {
			if (describeError(error).kind === 'signed-out')
				throw redirect({ to: '/sign-in', search: { redirect: location.href } });
			throw error;
		}
	},
	component: lazyRouteComponent(() => import('../app-layout.tsx'), 'AppLayout'),
});

/**
 * Asks for what a screen is about to show, unless its query says it would not be asked now
 * (`enabled: false`: an order list whose dates are the wrong way round, store credit of no
 * customers): the data layer's prefetch does not read `enabled` itself.
 */
export function prefetch<TData, TKey extends QueryKey>(
	queryClient: QueryClient,
	options: FetchQueryOptions<TData, Error, TData, TKey> & { enabled?: unknown },
): Promise<void> {
	return options.enabled === false ? Promise.resolve() : queryClient.prefetchQuery(options);
}
