/**
 * What the paint benchmark reads in the page (these functions run in the browser): when a list's
 * first rows reach the screen, the load's timeline, and the JavaScript it brought.
 */

export interface Profile {
	/** Each a time since navigation start, in ms. */
	html_ms: number;
	/** The last JavaScript file that had arrived when the rows were painted. */
	js_loaded_ms: number;
	/** `GET /users/me` answered (none when the page arrived with the session in it). */
	session_known_ms: number;
	/** The request that brings the rows answered (none when the page arrived with them). */
	list_answered_ms: number;
	rows_painted_ms: number;
}

interface BenchWindow {
	deckhandRowsPainted?: number;
}

/** An entry of the browser's element timing (not in TypeScript's DOM types yet). */
interface ElementTiming extends PerformanceEntry {
	renderTime: number;
	loadTime: number;
}

/**
 * Runs in the page before any of its scripts: notes when the rows reach the screen. Every element
 * of a row is marked for element timing as it arrives, and the browser reports when marked
 * content is first painted (after the page's own style, layout and paint, wherever they happen).
 * The rows are "painted" at the later of: the first paint of a row, and the frame after the
 * `rows`-th row arrived (rows below the fold are not painted until scrolled to, and a page sent
 * by the server is painted as it arrives).
 */
export function watchRows({ selector, rows }: { selector: string; rows: number }) {
	// The Data Studio loads hundreds of files; the default buffer keeps only 250 entries.
	performance.setResourceTimingBufferSize(5000);
	const page = window as BenchWindow;
	let shown: number | undefined;
	let arrived: number | undefined;
	const report = () => {
		if (shown === undefined || arrived === undefined || page.deckhandRowsPainted !== undefined) return;
		page.deckhandRowsPainted = Math.max(shown, arrived);
		observer.disconnect();
	};
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries() as ElementTiming[])
			shown = Math.min(shown ?? Infinity, entry.renderTime || entry.loadTime);
		report();
	}).observe({ type: 'element', buffered: true });
	let complete = false;
	const observer = new MutationObserver(() => {
		const found = document.querySelectorAll(selector);
		for (const row of found)
			for (const element of [row, ...row.querySelectorAll(':not([elementtiming])')])
				element.setAttribute('elementtiming', 'row');
		if (complete || found.length < rows) return;
		complete = true;
		requestAnimationFrame(() => {
			arrived = performance.now();
			report();
		});
	});
	observer.observe(document, { childList: true, subtree: true });
}

/** Whether the page has noted its rows painted. */
export function rowsPainted(): boolean {
	return (window as BenchWindow).deckhandRowsPainted !== undefined;
}

/** The timeline of this page load, read from the browser's navigation and resource timing. */
export function readProfile(list: string): Profile {
	const painted = (window as BenchWindow).deckhandRowsPainted!;
	const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
	const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
		(entry) => entry.responseEnd <= painted,
	);
	const answered = (match: (url: URL) => boolean) =>
		resources.find((entry) => match(new URL(entry.name)))?.responseEnd ?? Number.NaN;
	return {
		html_ms: navigation.responseEnd,
		js_loaded_ms: Math.max(
			...resources
				.filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
				.map((entry) => entry.responseEnd),
		),
		session_known_ms: answered((url) => url.pathname === '/users/me'),
		list_answered_ms: answered((url) => url.pathname === list && !url.search.includes('aggregate')),
		rows_painted_ms: painted,
	};
}

/**
 * The JavaScript a page has loaded, from its own resource timing: bytes on the wire (headers +
 * body as transferred) and once decoded. Read from the page after the load rather than by
 * asking the browser for every response while it loads, which slowed the very load being timed.
 */
export function readScripts() {
	const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
		new URL(entry.name).pathname.endsWith('.js'),
	);
	const sum = (bytes: (entry: PerformanceResourceTiming) => number) =>
		scripts.reduce((total, entry) => total + bytes(entry), 0);
	return {
		wire: sum((entry) => entry.transferSize),
		decoded: sum((entry) => entry.decodedBodySize),
		files: scripts.length,
	};
}
