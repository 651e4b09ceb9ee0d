/** How often a job at work renews its heartbeat, and how long a silent one is taken for lost. */
export interface Heartbeat {
	beatMs: number;
	abandonedAfterMs: number;
}

const DEFAULT_SECONDS = 10;
/** A job is lost after this many heartbeats missed: one slow beat (a busy database) is never taken for a stopped server. */
const BEATS_MISSED = 6;

/**
 * `DECKHAND_IMPORT_HEARTBEAT` (seconds, 10 by default): a job at work says so that often, and one
 * silent for six beats (a minute) has lost its server (`import-sweep.ts`). Every instance must run
 * with the same value. A shorter beat tells a stopped server's commit sooner, for a write a second
 * per beat; the fault tests use one second.
 */
export function importHeartbeat(env: Record<string, unknown>): Heartbeat {
	const text = env['DECKHAND_IMPORT_HEARTBEAT'];
	const seconds = text === undefined || text === '' ? DEFAULT_SECONDS : Number(text);
	if (!Number.isFinite(seconds) || seconds < 1 || seconds > 3_600)
		throw new Error(
			`deckhand: DECKHAND_IMPORT_HEARTBEAT must be a number of seconds from 1 to 3600, not ${String(text)}`,
		);
	return { beatMs: seconds * 1_000, abandonedAfterMs: seconds * 1_000 * BEATS_MISSED };
}
