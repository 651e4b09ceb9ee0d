import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import knex, { type Knex } from 'knex';
import { expect } from 'vitest';
import { knexConfig } from '../../server/config/knex-config.ts';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { callerAt, signIn, stackInfo, type Answer, type Caller } from './api.ts';
import { freePort } from '../../server/provision/free-port.ts';
import { superviseDirectus, type Supervisor } from '../../server/provision/supervisor.ts';
import type { PostgresAddress } from '../../server/scale/scale-env.ts';
import { startTestStack, type TestStack } from './test-stack.ts';

/**
 * A server of a fault test's own, and what a test does to it: kill its Directus outright and start
 * it again on the same data (a SQLite file, or a PostgreSQL database of its own on the scale
 * profile), on the same address, as `npm start`'s supervisor does: a restart needs no provisioning.
 */
export interface FaultyServer {
	stack: TestStack;
	/** The Directus running now: a new one after each restart. */
	directus: Supervisor;
	/** The owner (the static token) and a signed-in clerk, whose session outlives a restart. */
	owner: Caller;
	clerk: Caller;
	clerkToken: string;
	db: Knex;
}

const run = promisify(execFile);

/** A job silent for six beats of a second has lost its server: an import whose server was killed is failed within seconds (`jobs/heartbeat.ts`). */
const FAULT_ENV = { DECKHAND_IMPORT_HEARTBEAT: '1' };

/**
 * A server of the test's own, in `dataDir` (a folder on a disk of the test's choosing); on the
 * scale profile on `postgres` (a server of the test's own, which it may restart), with a database
 * of its own there and a Redis logical database of its own.
 */
export async function startFaultyServer(options: {
	dataDir: string;
	postgres: PostgresAddress | null;
}): Promise<FaultyServer> {
	const services = options.postgres ? { postgres: options.postgres, redis: stackInfo().services!.redis } : null;
	const stack = await startTestStack({ services, dataDir: options.dataDir, env: FAULT_ENV });
	const session = await signIn(stack.staff.email, stack.staff.password, stack.url);
	const clerkToken = session.access_token;
	return {
		stack,
		directus: stack.directus,
		owner: callerAt(stack.url, stack.admin.token),
		clerk: callerAt(stack.url, clerkToken),
		clerkToken,
		db: knex(knexConfig(stack.env)),
	};
}

/** SIGKILL: Directus ends at once, whatever it was doing; nothing of it runs after. */
export async function killDirectus(server: FaultyServer): Promise<void> {
	const child = server.directus.child;
	const exited = new Promise((resolve) => child.once('exit', resolve));
	child.kill('SIGKILL');
	await exited;
}

/** Starts Directus again on the killed server's data and address. */
export async function restart(server: FaultyServer): Promise<void> {
	server.directus = superviseDirectus({
		env: server.stack.env,
		url: server.stack.url,
		output: 'ignore',
		restart: false,
	});
	await server.directus.started;
}

/** Stops the server and lets go of its database; its data folder is the caller's. */
export async function stop(server: FaultyServer | undefined): Promise<void> {
	await server?.db.destroy();
	await server?.directus.stop();
}

/** The books checker, asked through the server (`/deckhand/books/check`) and run straight on the database: both hold. */
export async function expectBooksHold(server: FaultyServer): Promise<void> {
	const check = await server.owner.request('POST', '/deckhand/books/check');
	expect(check.status, JSON.stringify(check.body)).toBe(200);
	expect(check.body.data, JSON.stringify(check.body.data)).toMatchObject({ status: 'holds', broken: [] });
	expect(await findViolations(server.db)).toEqual({});
}

/** One command as a client sends it, with its `Idempotency-Key`. */
export interface KeyedSend {
	key: string;
	path: string;
	body: unknown;
}

export const keyed = (path: string, body: unknown): KeyedSend => ({ key: randomUUID(), path, body });

export const send = (caller: Caller, request: KeyedSend): Promise<Answer> =>
	caller.request('POST', request.path, request.body, { 'idempotency-key': request.key });

/** What the clients of a load were told: done (200, with the answer's data), or nothing at all (the connection cut). */
export interface LoadOutcome {
	done: Array<KeyedSend & { data: any }>;
	lost: KeyedSend[];
	/** Any other answer, which a test expects none of. */
	other: Array<KeyedSend & { answer: Answer }>;
}

/**
 * `clients` clients, each sending one command after another (`next` makes the n-th of a client,
 * or null when it has no more work) until its first request gets no answer (the server killed):
 * the load a kill lands in the middle of. Settles once every client has stopped.
 */
export function keepSending(
	caller: Caller,
	clients: number,
	next: (client: number, n: number) => KeyedSend | null,
): { outcome: LoadOutcome; finished: Promise<void> } {
	const outcome: LoadOutcome = { done: [], lost: [], other: [] };
	const client = async (index: number) => {
		for (let n = 0; ; n++) {
			const request = next(index, n);
			if (request === null) return;
			let answer: Answer;
			try {
				answer = await send(caller, request);
			} catch {
				outcome.lost.push(request);
				return;
			}
			if (answer.status === 200) outcome.done.push({ ...request, data: answer.body.data });
			else outcome.other.push({ ...request, answer });
		}
	};
	return {
		outcome,
		finished: Promise.all(Array.from({ length: clients }, (_, index) => client(index))).then(() => undefined),
	};
}

/** Waits until `condition` holds, checking every 20 ms; fails naming `what` after `timeoutMs`. */
export async function until(
	what: string,
	condition: () => boolean | Promise<boolean>,
	timeoutMs = 30_000,
): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (!(await condition())) {
		if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
		await new Promise((tick) => setTimeout(tick, 20));
	}
}

/**
 * A disk of the test's own: a tmpfs of `size` (`mount -t tmpfs -o size=…`, as root, as the
 * machine and CI run). A refused mount fails the test, saying why: a disk-full test that cannot
 * fill a disk has tested nothing.
 */
export async function mountSmallDisk(size: string): Promise<{ dir: string; unmount: () => Promise<void> }> {
	const dir = await mkdtemp(join(tmpdir(), 'deckhand-small-disk-'));
	try {
		await run('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
	} catch (error) {
		await rm(dir, { recursive: true, force: true });
		throw new Error(
			`The disk-full test needs a small disk of its own and could not mount one (mount -t tmpfs needs root): ${(error as { stderr?: string }).stderr || String(error)}`,
			{ cause: error },
		);
	}
	return {
		dir,
		unmount: async () => {
			await run('umount', [dir]);
			await rm(dir, { recursive: true, force: true });
		},
	};
}

/** Fills the disk under `dir` with one file, leaving `leftBytes` free; answers the function that frees the space again. */
export async function fillDisk(dir: string, leftBytes: number): Promise<() => Promise<void>> {
	const { bavail, bsize } = await statfs(dir);
	const filler = join(dir, 'filler');
	await writeFile(filler, Buffer.alloc(Math.max(0, bavail * bsize - leftBytes)));
	return () => rm(filler);
}

/** One more Directus over the server's data, on a port of its own: a second instance, as the scale profile runs. */
export async function anotherInstance(server: FaultyServer): Promise<Supervisor & { url: string }> {
	const port = await freePort();
	const url = `http://127.0.0.1:${port}`;
	const directus = superviseDirectus({
		env: { ...server.stack.env, PORT: String(port) },
		url,
		output: 'ignore',
		restart: false,
	});
	await directus.started;
	return Object.assign(directus, { url });
}
