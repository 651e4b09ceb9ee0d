import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../config/directus-env.ts';

const run = promisify(execFile);

/** A server process the project started and stops (PostgreSQL, Redis, HAProxy). */
export interface OwnedProcess {
	readonly child: ChildProcess;
	/** Stops it with its own "shut down cleanly" signal and waits for the exit. */
	stop(): Promise<void>;
}

export interface OwnedProcessOptions {
	name: string;
	command: string;
	args: string[];
	/** Signal that makes this server shut down cleanly and quickly. */
	stopSignal: NodeJS.Signals;
	/** Run as this user (PostgreSQL refuses to run as root). */
	as?: { uid: number; gid: number };
	/** Show its log (`npm run start:scale`) or keep only the last lines for an error (tests). */
	output: 'inherit' | 'ignore';
	/** Added to this process's environment for it. */
	env?: Record<string, string>;
}

/** Starts a server in the foreground; its last output lines go into the error when it stops too early. */
export function startOwnedProcess(options: OwnedProcessOptions): OwnedProcess & { lastLines: () => string } {
	// A process group of its own: Ctrl-C in the terminal reaches the Directus instances, not the
	// servers under them, which are stopped last, once the instances have let go of them.
	const child = spawn(options.command, options.args, {
		stdio: ['ignore', 'pipe', 'pipe'],
		detached: true,
		env: { ...process.env, ...options.env },
		...options.as,
	});
	if (child.pid !== undefined) keepStartersPriority(child.pid);
	let tail = '';
	const keep = (chunk: Buffer) => {
		if (options.output === 'inherit') process.stderr.write(chunk);
		tail = (tail + chunk.toString('utf8')).slice(-2_000);
	};
	child.stdout.on('data', keep);
	child.stderr.on('data', keep);
	child.on('error', (error) => keep(Buffer.from(String(error))));
	// Should this process end without stopping it (an uncaught error), it does not outlive it.
	const orphanGuard = () => child.kill(options.stopSignal);
	process.once('exit', orphanGuard);
	const exited = new Promise<void>((resolveExit) =>
		child.once('exit', () => {
			process.off('exit', orphanGuard);
			resolveExit();
		}),
	);
	return {
		child,
		lastLines: () => tail.trim(),
		async stop() {
			if (child.exitCode === null && child.signalCode === null) child.kill(options.stopSignal);
			await exited;
		},
	};
}

/**
 * Linux shares the cores between sessions first ("autogroups") and by `nice` only inside each, so
 * a server in a session of its own would take an equal share however low its starter's priority:
 * a backup's checking cluster, started by the backup's process at `nice` 19, held the tills up for
 * most of a second. The new session gets the starter's `nice`. Nothing to do at the usual 0, or
 * where the kernel has no autogroups.
 */
function keepStartersPriority(pid: number): void {
	const nice = getPriority();
	if (nice === 0) return;
	try {
		writeFileSync(`/proc/${pid}/autogroup`, String(nice));
	} catch {
		// No autogroups here: `nice` alone decides, and the server inherited it.
	}
}

/** Polls `ready` until it answers true, the process exits, or the time runs out. */
export async function waitUntilReady(
	server: OwnedProcess & { lastLines: () => string },
	name: string,
	ready: () => Promise<boolean>,
	timeoutMs = 60_000,
): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (server.child.exitCode !== null || server.child.signalCode !== null)
			throw new Error(
				`${name} stopped during start-up (${server.child.signalCode ?? `exit ${server.child.exitCode}`}):\n${server.lastLines()}`,
			);
		if (await ready().catch(() => false)) return;
		await new Promise((resolveTimer) => setTimeout(resolveTimer, 100));
	}
	await server.stop();
	throw new Error(`${name} was not ready within ${timeoutMs} ms:\n${server.lastLines()}`);
}

/**
 * The path of a server program from Debian's packages, installing the packages first when it is
 * missing (`scripts/install-scale-packages.sh`). `find` looks in the places the package puts it.
 */
export async function serverProgram(name: string, find: () => string | null): Promise<string> {
	const found = find();
	if (found) return found;
	await run('bash', [join(PROJECT_ROOT, 'scripts/install-scale-packages.sh')], { maxBuffer: 16 * 1024 * 1024 }).catch(
		(error: { stderr?: string; message: string }) => {
			throw new Error(`deckhand: could not install ${name}: ${error.stderr || error.message}`);
		},
	);
	const installed = find();
	if (!installed) throw new Error(`deckhand: ${name} is still missing after installing the scale-out packages`);
	return installed;
}

/** The first of these paths that exists. */
export function firstExisting(paths: string[]): string | null {
	return paths.find((path) => existsSync(path)) ?? null;
}
