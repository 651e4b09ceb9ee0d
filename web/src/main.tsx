import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createTheme, MantineProvider, Select, TableScrollContainer } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './app/router.tsx';
import { describeError } from './lib/directus/errors.ts';
import { sessionKeys } from './lib/directus/session.ts';
import { watchSessionAcrossTabs } from './app/session-watch.ts';

/*
 * Two defaults of the kit that cost every list screen on its first paint: a Select keeps its
 * closed dropdown, with every option, in the page and positions it as the page mounts (a forced
 * style recalculation per Select); a table's scroll container measures itself with observers.
 * Closed dropdowns are not kept, and tables scroll natively.
 */
const theme = createTheme({
	primaryColor: 'teal',
	defaultRadius: 'md',
	components: {
		Select: Select.extend({ defaultProps: { comboboxProps: { keepMounted: false } } }),
		TableScrollContainer: TableScrollContainer.extend({ defaultProps: { type: 'native' } }),
	},
});

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
// The address's data (session, permissions, the screen's own) is asked for now, while React
// renders for the first time, rather than once that first render has mounted the router.
void router.load();

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
