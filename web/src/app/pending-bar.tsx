import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import './pending-bar.css';

/** Whether the router is loading the next screen (its loaders still asking), while the last one stays on screen. */
export const useNextScreenPending = () => useRouterState({ select: (state) => state.status === 'pending' });

/**
 * A bar along the top of the window while the next screen loads: the old screen stays until the
 * new one has its data, and without a sign a click looks ignored. It shows only after a moment
 * (pending-bar.css), so a quick move does not flicker.
 */
export function PendingBar() {
	const { t } = useLingui();
	const pending = useNextScreenPending();
	if (!pending) return null;
	return <div className="pending-bar" role="progressbar" aria-label={t`Loading the next screen`} />;
}
