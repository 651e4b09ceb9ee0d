/**
 * The dashboard's server side, loaded by Deckhand's extension (`dashboard/page-contract.ts` says
 * what it is given): draws a page with its screen for the signed-in person through TanStack
 * Router's own server rendering. The router loads the address with the same loaders and queries
 * as in the browser, their requests answered in-process by the extension with that person's
 * rights; the screen is rendered to HTML, and the router writes its state and the data layer's
 * answers into the page (an inline script carrying the answer's nonce). The browser then takes
 * the markup over as it is (`main.tsx`: hydration) and asks for nothing the page already shows.
 * A page the server cannot draw whole is drawn by the browser, and the extension logs why.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { i18n } from '@lingui/core';
import { messages as german } from './locales/de.po';
import { messages as english } from './locales/en.po';
import { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import {
	createRequestHandler,
	getSsrStatus,
	RouterServer,
	transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import {
	EARLY_REPORTS_MARKER,
	type DashboardServer,
	type InProcessApi,
} from '@deckhand/contract/dashboard/page-contract.ts';
import { Dashboard } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { formatsOfBrowser, runtimeTimeZone, type BrowserFormats } from './lib/browser-formats.ts';
import { readBrowserLanguagesFrom } from './lib/i18n/formats.ts';
import { answerRequestsWith } from './lib/directus/client.ts';

/*
 * Pages in several languages are drawn at once, and the dashboard's code reads its messages from
 * the one catalogue instance (`i18n`): here that instance speaks the language of the page being
 * drawn, whichever page's work is running.
 */
const languageOfPage = new AsyncLocalStorage<BrowserFormats>();
i18n.load({ en: english, de: german });
Object.defineProperty(i18n, '_locale', {
	get: () => languageOfPage.getStore()?.language ?? 'en',
	set: () => undefined,
});
// Dates in the order the page's browser writes them, as it will once it takes the page over.
readBrowserLanguagesFrom(() => {
	const dates = languageOfPage.getStore()?.dates;
	return dates ? [dates] : [];
});

// Pages for several people are drawn at once: each page's requests are answered for its own person.
const apiOfPage = new AsyncLocalStorage<InProcessApi>();
answerRequestsWith(async (input) => {
	const api = apiOfPage.getStore();
	if (!api) throw new Error('The dashboard asked the API for something outside a page being drawn.');
	return api(new URL(input instanceof Request ? input.url : String(input)));
});

/** A page the server does not draw, and why. */
class DrawnByBrowser extends Error {}

const ROOT = '<div id="root"></div>';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The screen's document title, as its route's `head` says: written into the page's head, so the tab is named from the first paint. */
function titleOf(router: AnyRouter): string | undefined {
	const titles = router.state.matches.flatMap((match) =>
		(match.meta ?? []).map((meta) => meta?.title).filter((title): title is string => typeof title === 'string'),
	);
	return titles.at(-1);
}

/** Why the loaded address cannot be drawn whole here (a screen the browser draws, a refusal, a query that failed), or null. */
function whyNotDrawn(router: AnyRouter, queryClient: QueryClient): string | null {
	const status = getSsrStatus(router);
	if (status !== 200) return `the router answers ${status} for this address`;
	const matches = router.state.matches;
	if (matches.some((match) => match.ssr !== true)) return 'this screen is drawn by the browser';
	const failed = matches.find((match) => match.status !== 'success');
	if (failed) return `${failed.routeId} is ${failed.status}`;
	const query = queryClient
		.getQueryCache()
		.getAll()
		.find((candidate) => candidate.state.status === 'error');
	if (query)
		return `a query of ${String(query.queryKey[0])} failed: ${(query.state.error as { message?: string } | null)?.message ?? 'no reason given'}`;
	return null;
}

export const drawPage: DashboardServer['drawPage'] = async ({ request, nonce, template, api }) => {
	const browser = formatsOfBrowser(request.headers.get('cookie'));
	if (browser === null) return { fallback: 'the browser has not said yet its language and time zone' };
	const timeZone = runtimeTimeZone();
	if (browser.timeZone !== timeZone)
		return { fallback: `the browser is in the time zone ${browser.timeZone}, the server in ${timeZone}` };

	const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
	const handle = createRequestHandler({ request, createRouter: () => createAppRouter(queryClient, nonce) });
	try {
		const response = await languageOfPage.run(browser, () =>
			apiOfPage.run(api, () =>
				handle(async ({ router }) => {
					const reason = whyNotDrawn(router, queryClient);
					if (reason) throw new DrawnByBrowser(reason);
					const screen = renderToString(
						<Dashboard queryClient={queryClient} router={<RouterServer router={router} />} />,
					);
					const title = titleOf(router);
					// The router adds the doctype; replaced by functions, so that no `$` in the screen's text is read as a pattern.
					const page = template
						.replace(/^<!doctype html>\s*/i, '')
						.replace('<html lang="en">', `<html lang="${browser.language}">`)
						// The page holds its figures: its first script asks for none.
						.replace(` ${EARLY_REPORTS_MARKER}`, '')
						.replace(/<title>[^<]*<\/title>/, (plain) =>
							title ? `<title>${escapeHtml(title)}</title>` : plain,
						)
						.replace(ROOT, () => `<div id="root">${screen}</div>`);
					return new Response(await transformHtmlStringWithRouter(router, page));
				}),
			),
		);
		// A redirect (an address the router writes otherwise, or sign-in): its path only, the query may hold what a clerk searched.
		if (response.status !== 200)
			return {
				fallback: `the router sends this address on to ${new URL(response.headers.get('location') ?? '/', 'http://dashboard').pathname}`,
			};
		return { html: await response.text() };
	} catch (error) {
		if (error instanceof DrawnByBrowser) return { fallback: error.message };
		throw error;
	}
};
