import { createTheme, MantineProvider, Modal, Pagination, Select, TableScrollContainer } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/*
 * Two defaults of the kit that cost every list screen on its first paint: a Select keeps its
 * closed dropdown, with every option, in the page and positions it as the page mounts (a forced
 * style recalculation per Select); a table's scroll container measures itself with observers.
 * Closed dropdowns are not kept, and tables scroll natively.
 */
const CONTROL_NAMES = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

const theme = createTheme({
	primaryColor: 'teal',
	defaultRadius: 'md',
	components: {
		Select: Select.extend({ defaultProps: { comboboxProps: { keepMounted: false } } }),
		TableScrollContainer: TableScrollContainer.extend({ defaultProps: { type: 'native' } }),
		// Icon buttons carry no text: their names, for screen readers and voice control.
		Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
		Pagination: Pagination.extend({ defaultProps: { getControlProps: (control) => ({ 'aria-label': CONTROL_NAMES[control] }), getItemProps: (page) => ({ 'aria-label': `Page ${page}` }) } }),
	},
});

/** The kit's theme and the data layer, around every screen: in the browser and in the frame the server draws. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
	return (
		<MantineProvider theme={theme} defaultColorScheme="auto">
			<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
		</MantineProvider>
	);
}
