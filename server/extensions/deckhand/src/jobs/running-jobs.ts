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
 * (`imports/import-sweep.ts`, `catalogue/catalogue-runs.ts`).
 */
export class RunningJobs {
	private readonly ids = new Set<number>();
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

	/** Runs a job's work with its heartbeat. */
	async run<T>(job: number, work: () => Promise<T>): Promise<T> {
		this.ids.add(job);
		this.timer ??= setInterval(() => void this.beat(), this.beatMs).unref();
		try {
			return await work();
		} finally {
			this.ids.delete(job);
			if (this.ids.size === 0 && this.timer) {
				clearInterval(this.timer);
				this.timer = null;
			}
		}
	}

	private async beat(): Promise<void> {
		// A beat waiting for a commit's write (which holds its job's row) is enough; none piles up behind it.
		if (this.beating || this.ids.size === 0) return;
		this.beating = true;
		try {
			await this.database(this.jobs.table)
				.whereIn('id', [...this.ids])
				.whereIn('status', this.jobs.working)
				.update({ date_updated: nowForDb(this.database) });
		} catch (error) {
			this.logger.warn(
				`deckhand: the heartbeat of ${this.jobs.table} ${[...this.ids].join(', ')} failed: ${String(error)}`,
			);
		} finally {
			this.beating = false;
		}
	}
}
