import {
	createTheme,
	MantineProvider,
	Menu,
	Modal,
	Notification,
	NavLink,
	Pagination,
	Select,
	TableScrollContainer,
} from '@mantine/core';
import { i18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { Notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useMemo, type ReactNode } from 'react';
import { readableColors } from './readable-colors.ts';

/*
 * Two defaults of the kit that cost every list screen on its first paint: a Select keeps its
 * closed dropdown, with every option, in the page and positions it as the page mounts (a forced
 * style recalculation per Select); a table's scroll container measures itself with observers.
 * Closed dropdowns are not kept, and tables scroll natively.
 */
const CONTROL_NAMES = {
	first: msg`First page`,
	previous: msg`Previous page`,
	next: msg`Next page`,
	last: msg`Last page`,
} as const;

/* Filled buttons take the primary's shade 9 (white on teal-6 is 2.55:1); its other colours: `readable-colors.ts`. */
const themeIn = (speaking: I18n) =>
	createTheme({
		primaryColor: 'teal',
		primaryShade: { light: 9, dark: 9 },
		defaultRadius: 'md',
		components: {
			Select: Select.extend({ defaultProps: { comboboxProps: { keepMounted: false } } }),
			TableScrollContainer: TableScrollContainer.extend({ defaultProps: { type: 'native' } }),
			// Icon buttons carry no text: their names, for screen readers and voice control.
			Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': speaking._(msg`Close`) } } }),
			Notification: Notification.extend({
				defaultProps: { closeButtonProps: { 'aria-label': speaking._(msg`Close`) } },
			}),
			// The kit parks a menu's first focus on a focusable element that is not a menu item (ARIA forbids it in a menu); the first item takes it instead.
			Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
			// An active link's description is drawn at 0.9 opacity: 3.9:1 on the light variant's background; opaque it is 4.7:1.
			NavLink: NavLink.extend({ styles: { description: { '--description-opacity': 1 } } }),
			Pagination: Pagination.extend({
				defaultProps: {
					getControlProps: (control) => ({ 'aria-label': speaking._(CONTROL_NAMES[control]) }),
					getItemProps: (page) => ({ 'aria-label': speaking._(msg`Page ${page}`) }),
				},
			}),
		},
	});

/** The kit's theme, with the names of its icon buttons in the language spoken (a new theme when the language changes). */
function Theme({ children }: { children: ReactNode }) {
	// A new instance (a proxy of the catalogue) each time the language changes.
	const { i18n: speaking } = useLingui();
	const theme = useMemo(() => themeIn(speaking), [speaking]);
	return (
		<MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={readableColors}>
			{children}
		</MantineProvider>
	);
}

/**
 * The whole dashboard around its router: the messages, the kit's theme, the data layer and
 * notifications. The same tree in the browser and on the server drawing a page, so the browser
 * takes the server's markup over as it is.
 */
export function Dashboard({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
	return (
		<StrictMode>
			<I18nProvider i18n={i18n}>
				<Theme>
					<QueryClientProvider client={queryClient}>
						<Notifications />
						{router}
					</QueryClientProvider>
				</Theme>
			</I18nProvider>
		</StrictMode>
	);
}
