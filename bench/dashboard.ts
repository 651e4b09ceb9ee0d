import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { startTestStack } from '../tests/harness/test-stack.ts';
import { launchBrowser } from '../e2e/harness/chromium.ts';

/**
 * `npm run bench:dashboard`: what the dashboard costs a browser. Production build served by
 * Directus, headless Chromium, each run in a fresh context (empty cache).
 * - JavaScript bytes on the wire (gzip) for the sign-in page, and added by signing in;
 * - time from navigation start to the sign-in form painted, median of 5.
 * Prints the figures and writes bench/results/dashboard.json.
 */
const RUNS = 5;

function countScripts(page: Page): { bytes: () => number } {
	let bytes = 0;
	page.on('requestfinished', async (request) => {
		if (request.resourceType() !== 'script') return;
		const sizes = await request.sizes();
		bytes += sizes.responseBodySize + sizes.responseHeadersSize;
	});
	return { bytes: () => bytes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const stack = await startTestStack();
const browser = await launchBrowser();
try {
	const paints: number[] = [];
	let signInBytes = 0;
	let afterSignInBytes = 0;
	for (let run = 0; run < RUNS; run++) {
		const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
		const page = await context.newPage();
		const scripts = countScripts(page);
		await page.goto(`${stack.url}/app/sign-in`);
		await page.getByLabel('Email').waitFor();
		paints.push(
			await page.evaluate(
				() =>
					new Promise<number>((resolveFrame) => requestAnimationFrame(() => resolveFrame(performance.now()))),
			),
		);
		await page.waitForLoadState('networkidle');
		signInBytes = scripts.bytes();
		await page.getByLabel('Email').fill(stack.admin.email);
		await page.getByLabel('Password', { exact: false }).first().fill(stack.admin.password);
		await page.getByRole('button', { name: 'Sign in' }).click();
		await page.getByText('SKUs in stock').waitFor();
		await page.waitForLoadState('networkidle');
		afterSignInBytes = scripts.bytes() - signInBytes;
		await context.close();
	}
	const results = {
		date: new Date().toISOString(),
		sign_in_page_js_gzip_bytes: signInBytes,
		first_page_after_sign_in_added_js_gzip_bytes: afterSignInBytes,
		first_page_after_sign_in_total_js_gzip_bytes: signInBytes + afterSignInBytes,
		sign_in_form_painted_ms: { median: Math.round(median(paints)), runs: paints.map(Math.round) },
	};
	console.log(JSON.stringify(results, null, 2));
	await writeFile(join(PROJECT_ROOT, 'bench/results/dashboard.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
	await browser.close();
	await stack.destroy();
}
