import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type Stack } from '../../server/provision/stack.ts';
import { TINY_SIZE, type ShopSize } from '../../server/seed/shop-size.ts';

/** A port nobody is listening on right now, chosen by the OS. */
export function freePort(): Promise<number> {
	return new Promise((resolvePort, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
		});
	});
}

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
