import type { BrowserContext, Page, Response } from 'playwright-core';

/*
 * What every screen holds besides its accessibility, checked by the sweep that opens them all
 * (`accessibility.e2e.test.ts`) rather than by sweeps of their own: its own name, and nothing
 * blocked by its content policy (no 'unsafe-eval', inline scripts only by the answer's nonce).
 * What the browser blocks is recorded by the page itself, before any of its scripts.
 */

/** Every later page of the context records each load or evaluation its policy blocks. */
export async function recordPolicyViolations(context: BrowserContext): Promise<void> {
	await context.addInitScript(() => {
		const seen: string[] = [];
		(window as unknown as { policyViolations: string[] }).policyViolations = seen;
		document.addEventListener('securitypolicyviolation', (event) =>
			seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
		);
	});
}

/** What the policy of the page's answer allows that it must not, and what the page has had blocked so far. */
export async function policyFaults(page: Page, answer: Response | null): Promise<string[]> {
	const policy = answer?.headers()['content-security-policy'];
	const faults = !policy
		? ['answered without a content policy']
		: policy.includes('unsafe-eval')
			? ["its policy allows 'unsafe-eval'"]
			: [];
	const blocked = await page.evaluate(
		() => (window as unknown as { policyViolations?: string[] }).policyViolations ?? ['no record of the policy'],
	);
	return [...faults, ...blocked.map((violation) => `blocked ${violation}`)];
}

/** How a screen fails to name itself as `title` says: the title of its tab and of a screen reader's, and one h1. */
export async function namingFaults(page: Page, title: string): Promise<string[]> {
	const expected = `${title} · Deckhand`;
	const named = await page
		.waitForFunction((wanted) => document.title === wanted, expected, { timeout: 5_000 })
		.then(() => true)
		.catch(() => false);
	const headings = await page.locator('h1').count();
	return [
		...(named ? [] : [`its title is "${await page.title()}", not "${expected}"`]),
		...(headings === 1 ? [] : [`it has ${headings} h1, not one`]),
	];
}
