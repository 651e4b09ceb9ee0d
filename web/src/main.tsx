import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './app/router.tsx';
import { describeError } from './lib/directus/errors.ts';
import { sessionKeys } from './lib/directus/session.ts';
import { watchSessionAcrossTabs } from './app/session-watch.ts';

const theme = createTheme({ primaryColor: 'teal', defaultRadius: 'md' });

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

createRoot(document.getElementById('root')!).render(
	<StrictMode>
		<MantineProvider theme={theme} defaultColorScheme="auto">
			<Notifications />
			<QueryClientProvider client={queryClient}>
				<RouterProvider router={router} />
			</QueryClientProvider>
		</MantineProvider>
	</StrictMode>,
);
