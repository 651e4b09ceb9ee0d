import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/**
 * What the browser downloaded when `start` ran (a link followed, a key pressed): the file's
 * suggested name and its text as written, a byte order mark included.
 */
export async function downloaded(page: Page, start: () => Promise<void>): Promise<{ name: string; text: string }> {
	const [download] = await Promise.all([page.waitForEvent('download'), start()]);
	const path = await download.path();
	if (!path) throw new Error(`the download of ${download.suggestedFilename()} failed: ${await download.failure()}`);
	return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}
