/**
 * The dashboard's server side, loaded by Deckhand's extension: it draws the first frame of the
 * inventory into the page, so the rows a clerk opened it for are on screen as soon as the page
 * and its stylesheet arrive, while the dashboard's code is still loading. The frame is drawn
 * with the same components, from the answers the extension asked for with the clerk's own
 * session (`firstLoadRequests`); the answers go into the page too, so the dashboard starts from
 * them and takes over the screen with the same picture. Until then the frame is inert: nothing
 * typed or clicked into it is lost.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { DRAWN_BY_SERVER, DRAWN_FRAME, fromWritten, takeAnswersFrom, WRITTEN_ANSWERS_ID, type EarlyRequests, type WrittenAnswers } from './lib/directus/early-answers.ts';

import { messages as english } from './locales/en.po';

// The frame is drawn in English; a dashboard that speaks another language draws the screen anew when it takes over.
i18n.loadAndActivate({ locale: 'en', messages: english });

export { addressOf, firstLoadRequests } from './app/early-requests.ts';

/** Screens whose first frame the server draws: the inventory, where a clerk waits for rows while a customer waits for the clerk. */
const DRAWN_SCREENS = [`${import.meta.env.BASE_URL}catalog`];

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

export function drawsFirstFrame(url: URL): boolean {
	return DRAWN_SCREENS.includes(withoutTrailingSlash(url.pathname));
}

// Frames for several people are drawn at once: each one's answers travel with its own work.
const answersOfFrame = new AsyncLocalStorage<EarlyRequests>();
takeAnswersFrom(() => answersOfFrame.getStore());

/** Resolves once no query is fetching (the loaders start some without waiting for them). */
function idle(queryClient: QueryClient): Promise<void> {
	return new Promise((resolve) => {
		const cache = queryClient.getQueryCache();
		const unsubscribe = cache.subscribe(() => {
			if (queryClient.isFetching() > 0) return;
			unsubscribe();
			resolve();
		});
		if (queryClient.isFetching() === 0) {
			unsubscribe();
			resolve();
		}
	});
}

/** The first frame of the screen at `url`, drawn from the answers; null when it cannot be drawn whole. */
export async function drawFrame(url: URL, written: WrittenAnswers): Promise<string | null> {
	const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
	const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [`${url.pathname}${url.search}`] }));
	await answersOfFrame.run(fromWritten(written), async () => {
		await router.load();
		await idle(queryClient);
	});
	// Only a whole frame of the screen asked for is drawn: data the answers did not cover would show as loading, or failed.
	const shown = `${import.meta.env.BASE_URL.replace(/\/$/, '')}${router.state.location.pathname}`;
	if (withoutTrailingSlash(shown) !== withoutTrailingSlash(url.pathname) || router.state.matches.some((match) => match.status !== 'success')) return null;
	if (queryClient.getQueryCache().getAll().some((query) => query.state.status !== 'success')) return null;
	return renderToString(
		<AppProviders queryClient={queryClient}>
			<RouterProvider router={router} />
		</AppProviders>,
	);
}

const ROOT = '<div id="root"></div>';
/** The end of the page's first script's tag: `async` in the static page, where nothing is painted before the dashboard runs. */
const ASYNC_FIRST_SCRIPT = '.js" async></script>';

/** The answers as a script element of data (never run): `<` is escaped so no answer can close it. */
function writtenAnswersElement(written: WrittenAnswers): string {
	return `<script type="application/json" id="${WRITTEN_ANSWERS_ID}">${JSON.stringify(written).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The page (`template`, the build's index.html) in two parts: the head, sent at once so the
 * browser fetches the stylesheet and scripts while the frame is drawn, saying the frame is coming;
 * and the rest, with the frame (inert until the dashboard takes over) and the answers it was drawn
 * with, or without them when drawing was not possible. The page's first script is waited for
 * here (a few milliseconds): it sets the colour scheme the frame is first painted in.
 */
export function splitPage(template: string): { head: string; finish: (drawn: { frame: string; written: WrittenAnswers } | null) => string } {
	const [head, rest] = template.split(ROOT) as [string, string];
	return {
		head: `${head.replace('<head>', `<head>\n\t\t<meta name="${DRAWN_BY_SERVER}" />`).replace(ASYNC_FIRST_SCRIPT, '.js"></script>')}<div id="root">`,
		finish: (drawn) => (drawn ? `<div ${DRAWN_FRAME} inert>${drawn.frame}</div></div>${writtenAnswersElement(drawn.written)}${rest}` : `</div>${rest}`),
	};
}
