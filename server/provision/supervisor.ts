import type { ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { startDirectus, stopDirectus, waitForPing, type DirectusOutput } from './directus-process.ts';
import { backoff, type RestartPolicy } from './restart-policy.ts';

export interface SupervisorOptions {
	env: Record<string, string>;
	/** Where this Directus answers `/server/ping`. */
	url: string;
	/** Directus's own log: shown, dropped or read (tests). Its error output is kept either way, for the crash report. */
	output: DirectusOutput;
	/** Start Directus again when it stops unexpectedly (`npm start`); otherwise only say so (tests, where a crash must show). */
	restart: boolean;
	policy?: RestartPolicy;
	log?: (line: string) => void;
}

export interface Supervisor {
	/** The Directus process running now: a new one after each restart. */
	readonly child: ChildProcess;
	/** How many times Directus was started again. */
	readonly restarts: number;
	/** Settles when the first process answers `/server/ping`, or fails to. */
	readonly started: Promise<void>;
	/** Stops Directus and any restart to come; no restart happens after this. */
	stop(): Promise<void>;
	/** Stops Directus for a while (a restore): no restart until `resume`. */
	pause(): Promise<void>;
	/** Starts Directus again after `pause`; settles when it answers `/server/ping`. */
	resume(): Promise<void>;
}

const TAIL_LINES = 20;

/** The last lines a stream wrote, for the report of a crash (Node writes its fatal error there). */
function keepTail(stream: Readable | null, forward: NodeJS.WritableStream | null): () => string[] {
	const lines: string[] = [];
	let partial = '';
	stream?.on('data', (chunk: Buffer) => {
		forward?.write(chunk);
		const parts = (partial + chunk.toString('utf8')).split('\n');
		partial = parts.pop() ?? '';
		lines.push(...parts.map((line) => line.slice(0, 500)));
		lines.splice(0, Math.max(0, lines.length - TAIL_LINES));
	});
	return () => (partial ? [...lines, partial] : [...lines]).slice(-TAIL_LINES);
}

const causeOf = (code: number | null, signal: NodeJS.Signals | null) =>
	signal ? `signal ${signal}` : `exit code ${code}`;

/**
 * Runs Directus and, once it has answered its first ping, starts it again whenever it stops
 * unexpectedly, after the policy's wait, saying why in the log (exit code or signal and the last
 * lines of its error output). A restart needs no provisioning: the schema, access and settings
 * are in the database. `stop` (Ctrl-C) stops it for good, including a restart still waiting;
 * `pause` stops it until `resume`, for a restore that must not be written into meanwhile.
 */
export function superviseDirectus(options: SupervisorOptions): Supervisor {
	const log = options.log ?? ((line: string) => console.error(line));
	const policy = options.policy ?? backoff();
	let stopping = false;
	let paused = false;
	let running = false;
	let restarts = 0;
	let pending: NodeJS.Timeout | undefined;
	let child: ChildProcess;
	let tailOfChild: () => string[] = () => [];

	function spawnDirectus(): ChildProcess {
		const spawned = startDirectus(options.env, options.output);
		const tail = keepTail(spawned.stderr, options.output === 'inherit' ? process.stderr : null);
		const startedAt = Date.now();
		spawned.once('exit', (code, signal) => onExit(causeOf(code, signal), tail(), Date.now() - startedAt));
		child = spawned;
		tailOfChild = tail;
		return spawned;
	}

	const lastWords = (tail: string[]) =>
		tail.length > 0 ? `\n  Last lines of its error output:\n    ${tail.join('\n    ')}` : '';

	function onExit(cause: string, tail: string[], ranForMs: number): void {
		// Before the first ping a failure is the start-up's to report; after stop or pause, an exit is expected.
		if (stopping || paused || !running) return;
		const report = lastWords(tail);
		if (!options.restart) {
			log(`deckhand: Directus stopped unexpectedly (${cause}).${report}`);
			return;
		}
		const delay = policy.delayAfter(ranForMs);
		log(`deckhand: Directus stopped unexpectedly (${cause}); starting it again in ${delay / 1000} s.${report}`);
		pending = setTimeout(() => {
			pending = undefined;
			if (stopping || paused) return;
			restarts += 1;
			const next = spawnDirectus();
			// A process that dies before answering is reported by its own exit, with the next wait.
			waitForPing(options.url, next).then(
				() => log(`deckhand: Directus is answering again (restart ${restarts}).`),
				() => undefined,
			);
		}, delay);
	}

	const first = spawnDirectus();
	const started = waitForPing(options.url, first).then(
		() => {
			running = true;
		},
		(error: unknown) => {
			throw new Error(`${error instanceof Error ? error.message : String(error)}${lastWords(tailOfChild())}`);
		},
	);

	return {
		get child() {
			return child;
		},
		get restarts() {
			return restarts;
		},
		started,
		async stop() {
			stopping = true;
			clearTimeout(pending);
			await stopDirectus(child);
		},
		async pause() {
			paused = true;
			clearTimeout(pending);
			await stopDirectus(child);
		},
		async resume() {
			if (stopping || !paused) return;
			paused = false;
			// A process that dies before answering is restarted by the policy, as after any crash.
			await waitForPing(options.url, spawnDirectus());
		},
	};
}
