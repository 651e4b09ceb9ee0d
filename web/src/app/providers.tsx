import { createTheme, MantineProvider, Modal, Pagination, Select, TableScrollContainer, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';

/*
 * Two defaults of the kit that cost every list screen on its first paint: a Select keeps its
 * closed dropdown, with every option, in the page and positions it as the page mounts (a forced
 * style recalculation per Select); a table's scroll container measures itself with observers.
 * Closed dropdowns are not kept, and tables scroll natively.
 */
const CONTROL_NAMES = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/*
 * WCAG 2.1 AA in the light scheme: white on the kit's teal-6 is 2.55:1, so filled buttons take
 * teal-9 (4.9:1); teal-9 text on the light variant's teal-1 is 4.3:1, so that background is
 * teal-0 (4.7:1); dimmed text is gray-7 (8:1) instead of gray-6 (3.3:1).
 */
const theme = createTheme({
	primaryColor: 'teal',
	primaryShade: { light: 9, dark: 9 },
	defaultRadius: 'md',
	components: {
		Select: Select.extend({ defaultProps: { comboboxProps: { keepMounted: false } } }),
		TableScrollContainer: TableScrollContainer.extend({ defaultProps: { type: 'native' } }),
		// Icon buttons carry no text: their names, for screen readers and voice control.
		Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
		Pagination: Pagination.extend({ defaultProps: { getControlProps: (control) => ({ 'aria-label': CONTROL_NAMES[control] }), getItemProps: (page) => ({ 'aria-label': `Page ${page}` }) } }),
	},
});

const readableColors: CSSVariablesResolver = () => ({
	variables: {},
	light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-teal-light': 'var(--mantine-color-teal-0)' },
	dark: {},
});

/**
 * The whole dashboard around its router: the kit's theme, the data layer and notifications. The
 * same tree in the browser and on the server drawing a page, so the browser takes the server's
 * markup over as it is.
 */
export function Dashboard({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
	return (
		<StrictMode>
			<MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={readableColors}>
				<QueryClientProvider client={queryClient}>
					<Notifications />
					{router}
				</QueryClientProvider>
			</MantineProvider>
		</StrictMode>
	);
}
