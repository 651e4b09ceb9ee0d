import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Knex } from 'knex';

/** The lowest CPU priority (`nice` 19). */
const LOWEST_PRIORITY = 19;

/** How often the session is looked for until its backend has started. */
const LOOK_EVERY_MS = 20;

/** A process's name and parent, from /proc; null where this machine has no such process. */
async function processOf(pid: number): Promise<{ name: string; parent: number } | null> {
	try {
		const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
		// "pid (name) state parent …": a name may hold spaces and parentheses, so it ends at the last ')'.
		const nameEnd = stat.lastIndexOf(')');
		const [, parent] = stat.slice(nameEnd + 2).split(' ');
		return { name: stat.slice(stat.indexOf('(') + 1, nameEnd), parent: Number(parent) };
	} catch {
		return null;
	}
}

/**
 * Whether `pid` is a backend of the server `db` is connected to and runs on this machine: it and
 * the backend serving `db` are both `postgres` processes with the same parent (the postmaster). A
 * pid reported by a server elsewhere names no such pair here.
 */
async function isLocalBackend(db: Knex, pid: number): Promise<boolean> {
	const { rows } = (await db.raw('select pg_backend_pid() as pid')) as { rows: { pid: number }[] };
	const [ours, theirs] = await Promise.all([processOf(rows[0]!.pid), processOf(pid)]);
	return (
		ours !== null &&
		theirs !== null &&
		ours.name === 'postgres' &&
		theirs.name === 'postgres' &&
		ours.parent > 1 &&
		ours.parent === theirs.parent
	);
}

/**
 * Runs `work`, a client of PostgreSQL connected as `applicationName` (a pg_dump), and gives the
 * backend that serves it the lowest CPU priority as soon as it appears. The client runs at the
 * lowest priority already, but PostgreSQL reads and formats every row of the copy in a backend
 * of its own, at the server's priority: on a small machine it took a core from the tills'
 * backends for the whole copy. This is possible only where the server runs on this machine and
 * this process may lower its backends (Deckhand's own cluster); elsewhere the work runs as it
 * would have.
 */
export async function withBackendAtLowestPriority<T>(
	db: Knex,
	applicationName: string,
	work: () => Promise<T>,
): Promise<T> {
	let working = true;
	const finished = work().finally(() => (working = false));
	const lowered = (async () => {
		while (working) {
			const session = (await db('pg_stat_activity').where('application_name', applicationName).first('pid')) as
				{ pid: number } | undefined;
			if (session) {
				if (await isLocalBackend(db, session.pid)) setPriority(session.pid, LOWEST_PRIORITY);
				return;
			}
			await sleep(LOOK_EVERY_MS);
		}
	})().catch(() => {
		// Lowering is a courtesy to the tills: without the right to (a server run by another user),
		// the copy is taken all the same.
	});
	const [outcome] = await Promise.allSettled([finished, lowered]);
	if (outcome.status === 'rejected') throw outcome.reason;
	return outcome.value;
}
