/**
 * What the Home benchmark reads in the page (these functions run in the browser). Home's painted
 * marker (the Home screen's contract): every KPI card and chart is an element with
 * `data-figure="<name>"` and `aria-busy="true"` until its figures are on screen, then
 * `aria-busy="false"`; the page is painted when every `[data-figure]` says `aria-busy="false"`.
 */

interface HomeWindow {
	/** The frame after every figure last became painted, since navigation start (ms); unset while one is busy. */
	deckhandHomePainted?: number;
}

/**
 * Runs in the page before any of its scripts: notes the animation frame after the moment every
 * figure is painted. A figure that turns busy again (or a new one that arrives busy) unsets it, so
 * the time kept is that of the last figure painted.
 */
export function watchFigures() {
	performance.setResourceTimingBufferSize(5000);
	const page = window as HomeWindow;
	let painted = false;
	const check = () => {
		const figures = [...document.querySelectorAll('[data-figure]')];
		const all = figures.length > 0 && figures.every((figure) => figure.getAttribute('aria-busy') === 'false');
		if (all === painted) return;
		painted = all;
		page.deckhandHomePainted = undefined;
		if (all)
			requestAnimationFrame(() => {
				if (painted) page.deckhandHomePainted = performance.now();
			});
	};
	new MutationObserver(check).observe(document, {
		childList: true,
		subtree: true,
		attributes: true,
		attributeFilter: ['aria-busy', 'data-figure'],
	});
}

/** Whether every figure is painted (and a frame has passed since). */
export function figuresPainted(): boolean {
	return (window as HomeWindow).deckhandHomePainted !== undefined;
}

/** Why the page is not painted: no marker at all, or the figures still busy, by name. */
export function missingFigures(): string {
	const figures = [...document.querySelectorAll('[data-figure]')];
	if (figures.length === 0) return 'no element has data-figure';
	const busy = figures.filter((figure) => figure.getAttribute('aria-busy') !== 'false');
	return `${busy.length} of ${figures.length} figures not painted: ${busy.map((figure) => `${figure.getAttribute('data-figure')} (aria-busy=${JSON.stringify(figure.getAttribute('aria-busy'))})`).join(', ')}`;
}

export interface HomeLoad {
	painted_ms: number;
	/** The figures on the page, by their `data-figure` names. */
	figures: string[];
	/** Every request of the load (the page itself included), and the bytes they brought (headers + body as transferred; 0 from the cache). */
	requests: number;
	bytes: number;
	/** The reports' routes the page asked (path and query), in order. */
	report_requests: string[];
}

/** The load as the page's navigation and resource timing tell it (read once its network is idle). */
export function readLoad(): HomeLoad {
	const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
	const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
	const reports = resources
		.map((entry) => new URL(entry.name))
		.filter((url) => url.pathname.startsWith('/deckhand/reports/'));
	return {
		painted_ms: (window as HomeWindow).deckhandHomePainted!,
		figures: [...document.querySelectorAll('[data-figure]')].map(
			(figure) => figure.getAttribute('data-figure') ?? '',
		),
		requests: 1 + resources.length,
		bytes: navigation.transferSize + resources.reduce((total, entry) => total + entry.transferSize, 0),
		report_requests: reports.map((url) => `${url.pathname}${url.search}`),
	};
}
