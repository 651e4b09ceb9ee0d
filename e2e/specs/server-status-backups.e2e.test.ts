import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
	backupTaken,
	removeBackupsStatus,
	removeRestoreRequest,
	restoreRequested,
	writeBackupsStatus,
} from '../../tests/harness/backups-status.ts';
import { blockingViolations } from '../harness/accessibility.ts';
import { screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { ServerStatusPage } from '../pages/server-status-page.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
// The status file stands in for the backup process's; the other specs of the run see none.
afterEach(async () => {
	await removeBackupsStatus(stack().dataDir);
	// This server runs no process that carries restores out: a request asked here is withdrawn.
	await removeRestoreRequest(stack().dataDir);
});
afterAll(async () => {
	await browser?.close();
});

async function ownersStatusPage() {
	const context = await signedInContext(browser, stack().admin);
	const status = await new ServerStatusPage(await context.newPage()).open();
	return { context, status };
}

describe('the backups on the server status page', () => {
	it('shows the owner where backups go, the last one and the latest few, with no warning', async () => {
		const backups = [
			backupTaken(20),
			backupTaken(80),
			backupTaken(140, { ok: false, broken: ['stock-matches-history'] }),
		];
		await writeBackupsStatus(stack().dataDir, backups);
		const { context, status } = await ownersStatusPage();
		const card = status.backups();
		await card.getByText('/srv/deckhand/backups').waitFor();
		await card.getByText('20 minutes ago').waitFor();
		expect(await status.backupsWarning().count()).toBe(0);
		const rows = await status.latestBackups();
		expect(rows.map(([id, , kind, size, verified]) => [id, kind, size, verified])).toEqual([
			[backups[0]!.id, 'Scheduled', '2.4 MB', 'Verified'],
			[backups[1]!.id, 'Scheduled', '2.4 MB', 'Verified'],
			[backups[2]!.id, 'Scheduled', '2.4 MB', 'Not verified: broken rules: stock-matches-history'],
		]);
		expect(await blockingViolations(status.page)).toEqual([]);
		await screenshot(status.page, 'server-status-backups');
		await context.close();
	});

	it('warns, in words, when the last good backup is too old, and says what to do', async () => {
		await writeBackupsStatus(stack().dataDir, [backupTaken(300)]);
		const { context, status } = await ownersStatusPage();
		const warning = status.backupsWarning();
		await warning.getByText('The last good backup is too old.').waitFor();
		expect((await warning.innerText()).replace(/\s+/g, ' ')).toContain(
			'Run npm run backup on the server, and see its log.',
		);
		expect(await blockingViolations(status.page)).toEqual([]);
		await screenshot(status.page, 'server-status-backups-stale');
		await context.close();
	});

	it('says there is no backup yet before the first one', async () => {
		const { context, status } = await ownersStatusPage();
		await status.backups().getByText('No backup yet').waitFor();
		await status.backupsWarning().getByText('There is no good backup.').waitFor();
		expect(await blockingViolations(status.page)).toEqual([]);
		await context.close();
	});

	it('asks, by keyboard, before a restore, naming the time the shop returns to; Cancel sends nothing', async () => {
		const backups = [backupTaken(20), backupTaken(80, { ok: false, error: 'the copy would not open' })];
		await writeBackupsStatus(stack().dataDir, backups);
		const { context, status } = await ownersStatusPage();
		const when = await status.dateTime(backups[0]!.takenAt);
		const failedWhen = await status.dateTime(backups[1]!.takenAt);
		await status.restoreButton(when).waitFor();
		// A backup that failed its verification is not offered.
		expect(await status.restoreButton(failedWhen).count()).toBe(0);

		const asked: string[] = [];
		status.page.on('request', (request) => {
			if (request.url().endsWith('/deckhand/backups/restore')) asked.push(request.method());
		});
		await status.restoreButton(when).focus();
		await status.page.keyboard.press('Enter');
		const dialog = status.restoreDialog();
		await dialog.getByRole('heading', { name: `Restore the backup of ${when}?` }).waitFor();
		const words = (await dialog.innerText()).replace(/\s+/g, ' ');
		expect(words).toContain(`The shop returns to how it was on ${when}.`);
		expect(words).toContain('kept first, as a backup taken before the restore');
		expect(words).toContain('is gone from the books');
		expect(words).toContain('signed out');
		expect(await blockingViolations(status.page)).toEqual([]);
		await screenshot(status.page, 'server-status-restore-confirmation');
		// Cancel has the focus first: Enter again closes the dialog and asks nothing.
		await status.page.keyboard.press('Enter');
		await dialog.waitFor({ state: 'detached' });
		expect(asked).toEqual([]);
		expect(await restoreRequested(stack().dataDir)).toBe(false);

		await status.restoreButton(when).click();
		const answered = status.page.waitForResponse((response) =>
			response.url().endsWith('/deckhand/backups/restore'),
		);
		await dialog.getByRole('button', { name: `Restore to ${when}` }).click();
		expect((await answered).status()).toBe(202);
		await status.backups().getByText('A restore is under way').waitFor();
		expect(await restoreRequested(stack().dataDir)).toBe(true);
		expect(await blockingViolations(status.page)).toEqual([]);
		await context.close();
	});
});
