import './lib/zod-config.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { DRAWN_FRAME, forgetEarlyAnswers } from './lib/directus/early-answers.ts';
import { describeError } from './lib/directus/errors.ts';
import { sessionKeys } from './lib/directus/session.ts';
import { watchSessionAcrossTabs } from './app/session-watch.ts';
import { speak, startingLanguage } from './lib/i18n/i18n.ts';

/** An ended session anywhere sends the user to sign-in, and back to this page afterwards. */
function toSignIn() {
	const here = router.state.location.href;
	if (router.state.location.pathname.startsWith('/sign-in')) return;
	queryClient.removeQueries({ queryKey: sessionKeys.all });
	void router.navigate({ to: '/sign-in', search: { redirect: here } });
}

const queryClient: QueryClient = new QueryClient({
	queryCache: new QueryCache({
		onError: (error) => {
			if (describeError(error).kind === 'signed-out') toSignIn();
		},
	}),
	defaultOptions: { queries: { retry: (failures, error) => failures < 2 && describeError(error).retry } },
});
const router = createAppRouter(queryClient);
watchSessionAcrossTabs(toSignIn);

function start() {
	// The address's data (session, permissions, the screen's own) is asked for now, while React
	// renders for the first time, rather than once that first render has mounted the router. The
	// page's early answers serve this first load only.
	void router.load().finally(forgetEarlyAnswers);
	createRoot(document.getElementById('root')!).render(
		<StrictMode>
			<AppProviders queryClient={queryClient}>
				<Notifications />
				<RouterProvider router={router} />
			</AppProviders>
		</StrictMode>,
	);
}

// A first frame the server drew (see entry-server.tsx) is painted before the dashboard takes the
// screen over with the same picture: drawing the whole screen again first would hold that paint back.
// English comes with the code (no wait); German is fetched first by those who read it.
void speak(startingLanguage()).then(() => {
	if (document.querySelector(`[${DRAWN_FRAME}]`)) requestAnimationFrame(() => setTimeout(start));
	else start();
});
