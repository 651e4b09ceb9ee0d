import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA, the level the dashboard promises. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that block someone: a serious or critical violation fails the screen. */
const BLOCKING = new Set(['serious', 'critical']);

export type Scheme = 'light' | 'dark';

/** Every later page of the context opens in `scheme`, as if the user had chosen it with the theme toggle. */
export async function useScheme(page: Page, scheme: Scheme): Promise<void> {
	await page.addInitScript((chosen) => localStorage.setItem('mantine-color-scheme-value', chosen), scheme);
}

/**
 * The serious and critical WCAG 2.1 AA violations axe-core finds on the page as it is now (an
 * open dialog included), one line each: rule, impact, and the elements with what axe says of them.
 */
export async function blockingViolations(page: Page): Promise<string[]> {
	const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
	return violations
		.filter((violation) => BLOCKING.has(violation.impact ?? ''))
		.flatMap((violation) =>
			violation.nodes.map(
				(node) =>
					`${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
			),
		);
}
