import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's script, read once for the whole run. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core run in the page where it stands. It is put into a document once (a page keeps it until
 * it navigates) rather than at every check: a builder that sends its half megabyte each time and
 * gathers the results in a blank page of its own spent a second of a core per check, most of the
 * sweep's time. The dashboard draws no frames, so there are none to gather results from.
 */
async function runAxe(page: Page, within: string | null, options: RunOptions): Promise<AxeResults> {
	if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
	return page.evaluate(
		([within, options]) => {
			const { axe } = window as unknown as {
				axe: { run: (c: ElementContext, o: RunOptions) => Promise<AxeResults> };
			};
			return axe.run(within ? { include: [within] } : document, options);
		},
		[within, options] as const,
	);
}

/** WCAG 2.1 A and AA, the level the dashboard promises. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that block someone: a serious or critical violation fails the screen. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The rules whose answer depends on the colours: all a second theme can change, since both themes
 * draw the same elements with the same names, roles and order.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export type Scheme = 'light' | 'dark';

/** Every later page of the context opens in `scheme`, as if the user had chosen it with the theme toggle. */
export async function useScheme(page: Page, scheme: Scheme): Promise<void> {
	await page.addInitScript((chosen) => localStorage.setItem('mantine-color-scheme-value', chosen), scheme);
}

/**
 * Turns the open page to `scheme` where it stands (a dialog stays open), as the theme chosen in
 * another tab does: the stored choice and its storage event, which the kit's colour-scheme manager
 * follows. Resolves once the page has drawn it and every colour transition has ended.
 */
export async function switchScheme(page: Page, scheme: Scheme): Promise<void> {
	await page.evaluate(async (chosen) => {
		const key = 'mantine-color-scheme-value';
		localStorage.setItem(key, chosen);
		window.dispatchEvent(new StorageEvent('storage', { key, newValue: chosen, storageArea: localStorage }));
		while (document.documentElement.getAttribute('data-mantine-color-scheme') !== chosen)
			await new Promise((next) => requestAnimationFrame(next));
		await new Promise((next) => requestAnimationFrame(next));
		await Promise.all(document.getAnimations().map((animation) => animation.finished));
	}, scheme);
}

/**
 * The serious and critical WCAG 2.1 AA violations axe-core finds on the page as it is now (an
 * open dialog included), one line each: rule, impact, and the elements with what axe says of them.
 * `colours`: only the rules a change of theme can change (`COLOUR_RULES`); `within`: only the
 * elements a selector matches (and what they hold); `names`: the experimental rule of names that hold
 * their visible text too.
 */
export async function blockingViolations(
	page: Page,
	{ colours = false, within, names = false }: { colours?: boolean; within?: string; names?: boolean } = {},
): Promise<string[]> {
	const { violations } = await runAxe(page, within ?? null, {
		runOnly: colours ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: WCAG_21_AA },
		// `names`: also a control whose accessible name does not hold its visible text (WCAG 2.5.3), a rule axe marks experimental.
		...(names ? { rules: { 'label-content-name-mismatch': { enabled: true } } } : {}),
		// Only the violations are worked out: the passes and the undecided are what takes axe longest on a large page.
		resultTypes: ['violations'],
	});
	return violations
		.filter((violation) => BLOCKING.has(violation.impact ?? ''))
		.flatMap((violation) =>
			violation.nodes.map(
				(node) =>
					`${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
			),
		);
}

/** Waits until every transition and animation the last hover or focus started has ended. */
export async function transitionsEnded(page: Page): Promise<void> {
	await page.evaluate(async () => {
		await new Promise((next) => requestAnimationFrame(next));
		await Promise.all(
			document
				.getAnimations()
				.filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
				// A transition cut short by the next one ends too: its promise rejects, which is not a failure.
				.map((animation) => animation.finished.catch(() => undefined)),
		);
	});
}

/**
 * The colour rules in the states axe cannot reach by itself, since it judges the page as it stands:
 * the pointer on a table row's link (the row and the link change colour), then the keyboard on the
 * active item of the main navigation, hovered too. A page without either, or under a dialog, is
 * judged without it.
 */
export async function hoverAndFocusViolations(page: Page): Promise<string[]> {
	const found: string[] = [];
	// A dialog open over the screen (one opened by its address) leaves nothing under it to hover.
	if ((await page.locator('.mantine-Modal-overlay').count()) > 0) return found;
	const rowLink = page.locator('main table tbody tr a[href]').first();
	if ((await rowLink.count()) > 0 && (await rowLink.isVisible())) {
		await rowLink.hover();
		await transitionsEnded(page);
		const hovered = await blockingViolations(page, { colours: true, within: 'main table tbody' });
		found.push(...hovered.map((violation) => `a row's link hovered: ${violation}`));
	}
	const active = page.locator('nav.main-navigation [data-active]').first();
	if ((await active.count()) > 0 && (await active.isVisible())) {
		await active.focus();
		await active.hover();
		await transitionsEnded(page);
		const focused = await blockingViolations(page, { colours: true, within: 'nav.main-navigation' });
		found.push(...focused.map((violation) => `the active navigation item focused and hovered: ${violation}`));
	}
	await page.mouse.move(0, 0);
	return found;
}
