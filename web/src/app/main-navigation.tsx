import { NavLink, Skeleton, Tooltip } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useCapabilities } from '../lib/permissions/use-capabilities.ts';
import { isCurrent, NAVIGATION } from './navigation.ts';
import './navigation.css';

/** The tablet's widths (the kit's `sm` to `lg`, 768–1199 px), where the sidebar shows its icons unless asked for its labels. */
const TABLET = '(min-width: 48em) and (max-width: 74.99em)';

/**
 * Whether the sidebar shows its labels on a tablet, as this browser last chose: kept in its storage
 * and read once the page is the browser's (the server draws it with icons, as most choose).
 */
export const useNavigationLabels = () =>
	useLocalStorage({ key: 'deckhand.navigation-labels', defaultValue: false, getInitialValueInEffect: true });

/** The sidebar's widths: a drawer on a phone, icons (or icons and labels, when asked) on a tablet, both from 1200 px. */
export const navbarWidth = (labelled: boolean) => ({ base: 220, sm: labelled ? 220 : 64, lg: 220 });

/** An entry of the sidebar, named by a tooltip while its label is hidden (hover or keyboard focus). */
function Entry({ label, iconsOnly, children }: { label: string; iconsOnly: boolean; children: ReactElement }) {
	return (
		<Tooltip
			label={label}
			position="right"
			disabled={!iconsOnly}
			events={{ hover: true, focus: true, touch: false }}
		>
			{children}
		</Tooltip>
	);
}

export function MainNavigation({ onNavigate }: { onNavigate: () => void }) {
	const capabilities = useCapabilities();
	const path = useRouterState({ select: (state) => state.location.pathname });
	const [labelled, setLabelled] = useNavigationLabels();
	const iconsOnly = (useMediaQuery(TABLET) ?? false) && !labelled;
	const { t, i18n } = useLingui();
	if (!capabilities) return <Skeleton height={28} radius="sm" aria-label={t`Loading navigation`} />;
	const toggleLabel = labelled ? t`Hide the menu's labels` : t`Show the menu's labels`;
	const ToggleIcon = labelled ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand;
	return (
		<nav aria-label={t`Main`} className="main-navigation" data-labelled={labelled || undefined}>
			{NAVIGATION.filter((item) => capabilities[item.capability]).map((item) => (
				<Entry key={item.to} label={i18n._(item.label)} iconsOnly={iconsOnly}>
					<NavLink
						component={Link}
						to={item.to}
						label={i18n._(item.label)}
						leftSection={<item.icon size={18} stroke={1.6} />}
						active={isCurrent(item.to, path)}
						onClick={onNavigate}
					/>
				</Entry>
			))}
			<Entry label={toggleLabel} iconsOnly={iconsOnly}>
				<NavLink
					component="button"
					className="navigation-labels-toggle"
					label={toggleLabel}
					leftSection={<ToggleIcon size={18} stroke={1.6} />}
					onClick={() => setLabelled(!labelled)}
				/>
			</Entry>
		</nav>
	);
}
