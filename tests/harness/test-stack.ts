import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../server/provision/free-port.ts';
import { startStack, type Stack } from '../../server/provision/stack.ts';
import { TINY_SIZE, type ShopSize } from '../../server/seed/shop-size.ts';

export interface TestStack extends Stack {
	dataDir: string;
	/** Stops the server and deletes its throw-away data folder. */
	destroy: () => Promise<void>;
}

/**
 * A real Directus with Deckhand's schema, access and extension, on a free port with its own
 * throw-away SQLite database, so that parallel runs never collide.
 */
export async function startTestStack(options: { seed?: ShopSize | null; dataDir?: string; snapshot?: string; env?: Record<string, string> } = {}): Promise<TestStack> {
	const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'deckhand-test-')));
	const port = await freePort();
	const stack = await startStack({
		dataDir,
		overrides: { ...process.env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'error', ...options.env },
		output: 'ignore',
		snapshot: options.snapshot,
		seed: options.seed === undefined ? TINY_SIZE : options.seed,
	});
	return {
		...stack,
		dataDir,
		destroy: async () => {
			await stack.stop();
			await rm(dataDir, { recursive: true, force: true });
		},
	};
}
