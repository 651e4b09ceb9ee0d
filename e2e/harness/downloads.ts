import { buffer } from 'node:stream/consumers';
import type { Page } from 'playwright-core';

/**
 * What the browser downloaded when `start` ran (a link followed, a key pressed): the file's
 * suggested name, its bytes and its text as written, a byte order mark included.
 */
export async function downloaded(
	page: Page,
	start: () => Promise<void>,
): Promise<{ name: string; text: string; bytes: Buffer }> {
	const [download] = await Promise.all([page.waitForEvent('download'), start()]);
	// Read as a stream: the browser runs apart from the spec (`specBrowser`), so the file is not on the spec's side.
	const failure = await download.failure();
	if (failure) throw new Error(`the download of ${download.suggestedFilename()} failed: ${failure}`);
	const bytes = await buffer(await download.createReadStream());
	return { name: download.suggestedFilename(), text: bytes.toString('utf8'), bytes };
}
