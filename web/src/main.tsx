import './lib/zod-config.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Dashboard } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { describeError } from './lib/directus/errors.ts';
import { sessionKeys } from './lib/api/keys.ts';
import { watchSessionAcrossTabs } from './app/session-watch.ts';
import { speak, startingLanguage } from './lib/i18n/i18n.ts';
import { languageOf } from './lib/i18n/languages.ts';

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

const root = document.getElementById('root')!;
// A page the server drew carries the router's state (`$_TSR`, written by its inline script): the
// browser starts from the server's data and takes the server's markup over as it is. Any other
// page is drawn here, the address's data (session, permissions, the screen's own) asked for now,
// while React renders for the first time, rather than once that first render has mounted the router.
// The page speaks the language the first script told the server (titles and loaders word
// messages too): its catalogue first, which that script has already started fetching.
// A page the server drew in another language than this browser now speaks (its language changed
// in another tab since that request was sent) is drawn again here: taken over, the two would disagree.
const language = startingLanguage();
const drawnByServer = '$_TSR' in window && languageOf(document.documentElement.lang) === language;
void speak(language).then(() => {
	if (drawnByServer)
		hydrateRoot(root, <Dashboard queryClient={queryClient} router={<RouterClient router={router} />} />);
	else {
		void router.load();
		createRoot(root).render(<Dashboard queryClient={queryClient} router={<RouterProvider router={router} />} />);
	}
});
