import type { TestProject } from 'vitest/node';
import { startTestStack, type TestStack } from '../../tests/harness/test-stack.ts';

export interface E2eStack {
	url: string;
	mailDir: string;
	/** The server's SQLite file, to read the books back and open store credit where no command does it yet. */
	dbFile: string;
	admin: { email: string; password: string; token: string };
	staff: { email: string; password: string };
}

declare module 'vitest' {
	export interface ProvidedContext {
		e2e: E2eStack;
	}
}

/** Access tokens of 60 s (a session signed in in session mode lives SESSION_COOKIE_TTL instead: see docs/testing.md, e2e). */
export const ACCESS_TOKEN_TTL = '60s';

let stack: TestStack | undefined;

export async function setup(project: TestProject): Promise<void> {
	stack = await startTestStack({ env: { ACCESS_TOKEN_TTL } });
	project.provide('e2e', {
		url: stack.url,
		mailDir: stack.env['DECKHAND_MAIL_DIR']!,
		dbFile: stack.env['DB_FILENAME']!,
		admin: stack.admin,
		staff: stack.staff,
	});
}

export async function teardown(): Promise<void> {
	await stack?.destroy();
}
