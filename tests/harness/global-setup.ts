import type { TestProject } from 'vitest/node';
import { startTestStack, type TestStack } from './test-stack.ts';

export interface SharedStack {
	url: string;
	dbFile: string;
	admin: { email: string; password: string; token: string };
	staff: { email: string; password: string };
}

declare module 'vitest' {
	export interface ProvidedContext {
		stack: SharedStack;
	}
}

let stack: TestStack | undefined;

/** One server for the integration files; each file creates the rows it needs. */
export async function setup(project: TestProject): Promise<void> {
	stack = await startTestStack();
	project.provide('stack', { url: stack.url, dbFile: stack.env['DB_FILENAME']!, admin: stack.admin, staff: stack.staff });
}

export async function teardown(): Promise<void> {
	await stack?.destroy();
}
