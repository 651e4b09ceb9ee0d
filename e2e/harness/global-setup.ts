import type { TestProject } from 'vitest/node';
import type { BrowserServer } from 'playwright-core';
import { startTestStack, type TestStack } from '../../tests/harness/test-stack.ts';
import { launchBrowserServer } from './chromium.ts';

export interface E2eStack {
	url: string;
	mailDir: string;
	/** The server's SQLite file, to read the books back and open store credit where no command does it yet. */
	dbFile: string;
	/** The server's data folder, where a spec writes the backup process's status file in its place. */
	dataDir: string;
	admin: { email: string; password: string; token: string };
	staff: { email: string; password: string };
	/** The run's one Chromium, which each spec connects to (`browser.ts: specBrowser`) instead of starting its own. */
	browserEndpoint: string;
}

declare module 'vitest' {
	export interface ProvidedContext {
		e2e: E2eStack;
	}
}

/** Access tokens of 60 s (a session signed in in session mode lives SESSION_COOKIE_TTL instead: see docs/testing.md, e2e). */
export const ACCESS_TOKEN_TTL = '60s';

let stack: TestStack | undefined;
let chromium: BrowserServer | undefined;

export async function setup(project: TestProject): Promise<void> {
	[stack, chromium] = await Promise.all([startTestStack({ env: { ACCESS_TOKEN_TTL } }), launchBrowserServer()]);
	project.provide('e2e', {
		url: stack.url,
		mailDir: stack.env['DECKHAND_MAIL_DIR']!,
		dbFile: stack.env['DB_FILENAME']!,
		dataDir: stack.dataDir,
		admin: stack.admin,
		staff: stack.staff,
		browserEndpoint: chromium.wsEndpoint(),
	});
}

export async function teardown(): Promise<void> {
	await Promise.all([stack?.destroy(), chromium?.close()]);
}
