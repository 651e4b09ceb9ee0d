import type { TestProject } from 'vitest/node';
import { startTestStack, type TestStack } from './test-stack.ts';

export interface SharedStack {
	url: string;
	dbFile: string;
	admin: { email: string; password: string; token: string };
	staff: { email: string; password: string };
	signInWindowSeconds: number;
}

declare module 'vitest' {
	export interface ProvidedContext {
		stack: SharedStack;
	}
}

let stack: TestStack | undefined;

/** The sign-in limiter's window, short so that its tests can wait it out and leave the next files a clean count. */
const SIGN_IN_WINDOW_SECONDS = 4;

/** One server for the integration files; each file creates the rows it needs. */
export async function setup(project: TestProject): Promise<void> {
	stack = await startTestStack({ env: { DECKHAND_SIGN_IN_WINDOW: String(SIGN_IN_WINDOW_SECONDS) } });
	project.provide('stack', { url: stack.url, dbFile: stack.env['DB_FILENAME']!, admin: stack.admin, staff: stack.staff, signInWindowSeconds: SIGN_IN_WINDOW_SECONDS });
}

export async function teardown(): Promise<void> {
	await stack?.destroy();
}
