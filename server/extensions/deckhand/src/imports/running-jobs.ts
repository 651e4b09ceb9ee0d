import type { Knex } from 'knex';
import { nowForDb } from '../db.ts';

interface Logger {
	warn: (message: string) => void;
}

/**
 * The import jobs this server instance is working on (an upload arriving, a commit), with their
 * heartbeat: while any runs, its job row's `date_updated` is renewed every few seconds, so any
 * instance can tell a job at work from one whose server stopped (`import-sweep.ts`).
 */
export class RunningJobs {
	private readonly ids = new Set<number>();
	private timer: NodeJS.Timeout | null = null;
	private beating = false;
	private readonly database: Knex;
	private readonly logger: Logger;
	/** How often a job at work says so (`import_jobs.date_updated`), well inside the time after which it is taken for lost (`heartbeat.ts`). */
	private readonly beatMs: number;

	constructor(database: Knex, logger: Logger, beatMs: number) {
		this.database = database;
		this.logger = logger;
		this.beatMs = beatMs;
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
			await this.database('import_jobs')
				.whereIn('id', [...this.ids])
				.whereIn('status', ['uploading', 'committing'])
				.update({ date_updated: nowForDb(this.database) });
		} catch (error) {
			this.logger.warn(
				`deckhand: the heartbeat of import jobs ${[...this.ids].join(', ')} failed: ${String(error)}`,
			);
		} finally {
			this.beating = false;
		}
	}
}
