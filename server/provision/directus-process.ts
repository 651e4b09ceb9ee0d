import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../config/directus-env.ts';

/**
 * Directus's own command line, without the `directus` wrapper's update check (a registry
 * round-trip and a banner on every command; the version is pinned on purpose).
 */
const CLI = join(PROJECT_ROOT, 'node_modules/@directus/api/dist/cli/run.js');

/** Deckhand's schema applier (`server/schema/apply/apply-snapshot.ts`), which runs on Directus's own modules. */
const APPLY_SNAPSHOT = join(PROJECT_ROOT, 'server/schema/apply/apply-snapshot.ts');

/** Runs one Directus CLI command (bootstrap…) under this same Node and waits for it. */
export function runDirectusCli(args: string[], env: Record<string, string>): Promise<void> {
	return runWithDirectusEnv(CLI, args, env, `directus ${args.join(' ')}`);
}

/** Brings the database's schema to the snapshot's, on any database Deckhand supports. */
export function applySchemaSnapshot(snapshot: string, env: Record<string, string>): Promise<void> {
	return runWithDirectusEnv(APPLY_SNAPSHOT, [snapshot], env, `applying the schema ${snapshot}`);
}

function runWithDirectusEnv(script: string, args: string[], env: Record<string, string>, what: string): Promise<void> {
	return new Promise((resolvePromise, reject) => {
		const child = spawn(process.execPath, [script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
		let output = '';
		child.stdout.on('data', (chunk) => (output += chunk));
		child.stderr.on('data', (chunk) => (output += chunk));
		child.on('error', reject);
		child.on('exit', (code) =>
			code === 0 ? resolvePromise() : reject(new Error(`${what} failed (exit ${code}):\n${output}`)),
		);
	});
}

/** Where Directus's log goes: this terminal, nowhere (tests), or to a reader of each chunk (a test reading what it logged). */
export type DirectusOutput = 'inherit' | 'ignore' | ((chunk: string) => void);

/**
 * Starts the Directus server; its log goes where `output` says. Its error output is a pipe, for
 * the caller to show and to keep the last lines of when it stops (`supervisor.ts`).
 */
export function startDirectus(env: Record<string, string>, output: DirectusOutput = 'inherit'): ChildProcess {
	const child = spawn(process.execPath, [CLI, 'start'], {
		env,
		stdio: ['ignore', typeof output === 'function' ? 'pipe' : output, 'pipe'],
	});
	// Read from the start: a pipe nobody empties would hold Directus up at its next log line.
	if (typeof output === 'function') child.stdout?.on('data', (chunk: Buffer) => output(chunk.toString('utf8')));
	return child;
}

/** Polls `/server/ping` until it answers `pong`, the process dies, or the time runs out. */
export async function waitForPing(url: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (server.exitCode !== null || server.signalCode !== null)
			throw new Error(
				`Directus stopped during start-up (${server.signalCode ? `signal ${server.signalCode}` : `exit ${server.exitCode}`}).`,
			);
		try {
			const response = await fetch(`${url}/server/ping`);
			if ((await response.text()) === 'pong') return;
		} catch {
			// not listening yet
		}
		await new Promise((resolveTimer) => setTimeout(resolveTimer, 100));
	}
	throw new Error(`Directus did not answer ${url}/server/ping within ${timeoutMs} ms.`);
}

/** Stops the server and waits until it has exited. */
export function stopDirectus(server: ChildProcess): Promise<void> {
	if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
	return new Promise((resolveExit) => {
		server.once('exit', () => resolveExit());
		server.kill('SIGTERM');
	});
}
