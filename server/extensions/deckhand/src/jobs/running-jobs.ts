import type { Knex } from 'knex';
import { nowForDb } from '../db.ts';

interface Logger {
	warn: (message: string) => void;
}

/** A kind of job: the table of its rows, and the statuses of a job at work. */
export interface JobTable {
	table: string;
	working: readonly string[];
}

/**
 * The jobs of one kind this server instance is working on (an import's upload arriving or its
 * commit, a catalogue run), with their heartbeat: while any runs, its row's `date_updated` is
 * renewed every few seconds, so any instance can tell a job at work from one whose server stopped
 * (`imports/import-sweep.ts`, `catalogue/catalogue-runs.ts`). Each job's work is given a signal,
 * aborted when the job is stopped here (`stop`) or when a beat finds its row no longer at work
 * (another instance cancelled it): a job that only looks at its row between long steps still
 * hears of it within a beat.
 */
export class RunningJobs {
	private readonly ids = new Set<number>();
	private readonly stops = new Map<number, AbortController>();
	private timer: NodeJS.Timeout | null = null;
	private beating = false;
	private readonly database: Knex;
	private readonly logger: Logger;
	/** How often a job at work says so (its row's `date_updated`), well inside the time after which it is taken for lost (`heartbeat.ts`). */
	private readonly beatMs: number;
	private readonly jobs: JobTable;

	constructor(database: Knex, logger: Logger, beatMs: number, jobs: JobTable) {
		this.database = database;
		this.logger = logger;
		this.beatMs = beatMs;
		this.jobs = jobs;
	}

	/** The jobs at work here: never taken for abandoned, whatever their heartbeat says. */
	get here(): ReadonlySet<number> {
		return this.ids;
	}

	/** Runs a job's work with its heartbeat, and the signal that it was stopped. */
	async run<T>(job: number, work: (stopped: AbortSignal) => Promise<T>): Promise<T> {
		const stop = new AbortController();
		this.ids.add(job);
		this.stops.set(job, stop);
		this.timer ??= setInterval(() => void this.beat(), this.beatMs).unref();
		try {
			return await work(stop.signal);
		} finally {
			this.ids.delete(job);
			this.stops.delete(job);
			if (this.ids.size === 0 && this.timer) {
				clearInterval(this.timer);
				this.timer = null;
			}
		}
	}

	/** Stops a job at work here (its work hears it through its signal); false when it is not at work here. */
	stop(job: number): boolean {
		const stop = this.stops.get(job);
		stop?.abort();
		return stop !== undefined;
	}

	private async beat(): Promise<void> {
		// A beat waiting for a commit's write (which holds its job's row) is enough; none piles up behind it.
		if (this.beating || this.ids.size === 0) return;
		this.beating = true;
		try {
			const ids = [...this.ids];
			const beaten = await this.database(this.jobs.table)
				.whereIn('id', ids)
				.whereIn('status', this.jobs.working)
				.update({ date_updated: nowForDb(this.database) });
			if (beaten < ids.length) await this.stopEnded(ids);
		} catch (error) {
			this.logger.warn(
				`deckhand: the heartbeat of ${this.jobs.table} ${[...this.ids].join(', ')} failed: ${String(error)}`,
			);
		} finally {
			this.beating = false;
		}
	}

	/** The jobs among `ids` whose row is no longer at work (cancelled on another instance) are stopped here too. */
	private async stopEnded(ids: number[]): Promise<void> {
		const working = new Set(
			(
				await this.database(this.jobs.table).whereIn('id', ids).whereIn('status', this.jobs.working).pluck('id')
			).map(Number),
		);
		for (const id of ids) if (!working.has(id)) this.stop(id);
	}
}
