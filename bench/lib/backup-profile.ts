import { openBackupStore } from '../../server/backup/backup-store.ts';
import { databaseClient } from '../../server/backup/database-copy.ts';
import { restoreBackup } from '../../server/backup/restore-backup.ts';
import { withDatabase } from '../../server/config/knex-config.ts';
import { CLIENTS, PAUSE_GOAL_MS, type LoadName } from './backup-loads.ts';
import {
	backupStepAt,
	salesInThread,
	timedBackup,
	underBackups,
	type BackupFigures,
	type BackupPlace,
	type SalesFigures,
} from './backup-measure.ts';
import { counterSales, WARM_UP, type SalePlan } from './checkout-load.ts';
import { call, closedLoop, must, round } from './load.ts';

/** A running shop of one profile, as the benchmark needs it. */
export interface RunningShop {
	url: string;
	/** Directus's environment: the database and folders a backup copies and a restore replaces. */
	env: Record<string, string>;
	admin: { email: string; password: string };
	stop: () => Promise<void>;
}

/** SALES sales sent one way without a backup, then as many while backups run the whole time. */
export interface SalesUnderBackups {
	sales_without_backup: SalesFigures;
	sales_with_backups: SalesFigures & { backups_alongside: BackupFigures[] };
	/** The slowest sale while backups ran, less the median sale without one. */
	longest_pause_ms: number;
	/** The same for the load without a backup: how much of a pause the load alone makes. */
	longest_pause_without_backup_ms: number;
	/** The slowest sales while backups ran, and which step of which backup each was due in. */
	slowest_with_backups: Array<{ ms: number; during: string }>;
}

export interface ProfileFigures {
	backup_while_idle: BackupFigures;
	/** The sales of each of LOADS. */
	counter_pace: SalesUnderBackups;
	flat_out: SalesUnderBackups;
	/** The counter's pace's longest pause is at most PAUSE_GOAL_MS. */
	goal_held: boolean;
	restore: {
		backup: string;
		/** restoreBackup with the server stopped, nothing kept of what it replaced. */
		restore_ms: number;
		status: string;
		/** The books checker on the restored database: the broken rules' names. */
		broken: string[];
		/** From the start of the restarted server to its answering, on the restored data. */
		start_again_ms: number;
		orders_in_backup: number;
		orders_after_restart: number;
	};
	/** Every backup verified, every sale answered 200, the restore done with no rule broken and exactly the backup's orders back. */
	sound: boolean;
}

/** The orders of the shop whose Directus environment is `env`, counted in its database. */
function ordersOf(env: Record<string, string>): Promise<number> {
	return withDatabase(env, async (db) => Number((await db('orders').count({ n: '*' }).first())?.['n'] ?? 0));
}

/**
 * A shop just seeded still has its own catching up to do: PostgreSQL writes the seeded pages out
 * at its next checkpoint and its autovacuum works through the new tables (sales were seen 0.5–4 s
 * late for the first 40 s with no backup at all); SQLite's log holds the seed until it is folded
 * into the database. A shop that has been selling for a while has done all that, so it is done
 * before anything is measured.
 */
function settle(env: Record<string, string>): Promise<void> {
	return withDatabase(env, async (db) => {
		if (databaseClient(env) === 'pg') {
			await db.raw('vacuum analyze');
			await db.raw('checkpoint');
		} else await db.raw('pragma wal_checkpoint(truncate)');
	});
}

/** SALES sales sent as `load` sends them, without a backup, then with backups running the whole time. */
async function salesUnderBackups(
	load: LoadName,
	plan: SalePlan,
	backup: () => Promise<{ figures: BackupFigures }>,
): Promise<SalesUnderBackups> {
	const without = await salesInThread({ load, plan });
	const during = await underBackups(() => salesInThread({ load, plan }), backup);
	return {
		sales_without_backup: without,
		sales_with_backups: { ...during.result, backups_alongside: during.backups },
		longest_pause_ms: round(during.result.max_ms - without.p50_ms),
		longest_pause_without_backup_ms: round(without.max_ms - without.p50_ms),
		slowest_with_backups: during.result.slowest.map(({ at, ms }) => ({
			ms,
			during: backupStepAt(at, during.backups),
		})),
	};
}

/**
 * One profile's figures, on the shop settled after its seed: a backup of the idle shop; for each
 * of LOADS, SALES sales by CLIENTS tills without a backup, then as many while backups run the
 * whole time; then the server stopped, the idle backup restored in place of its data, and the
 * server started again on it. `start` starts the shop on its data folder `dataDir` (seeding it
 * the first time).
 */
export async function measureProfile(
	dataDir: string,
	start: () => Promise<RunningShop>,
	place: BackupPlace,
): Promise<ProfileFigures> {
	const { store } = openBackupStore({}, dataDir);
	let shop: RunningShop | null = await start();
	try {
		const { url, env } = shop;
		await settle(env);
		const { access_token: token } = must(await call(url, '', 'POST', '/auth/login', shop.admin), 'sign-in').body
			.data;
		const { plan, sell } = await counterSales(url, token, CLIENTS, Date.now().toString(36));
		await closedLoop(1, WARM_UP, sell);

		const idle = await timedBackup(env, dataDir, place);
		const backup = () => timedBackup(env, dataDir, place);
		const counterPace = await salesUnderBackups('counter_pace', plan, backup);
		const flatOut = await salesUnderBackups('flat_out', plan, backup);

		await shop.stop();
		shop = null;
		const restoring = performance.now();
		const outcome = await restoreBackup({ env, dataDir, store, backupId: idle.manifest.id, keepCurrent: false });
		const restoreMs = round(performance.now() - restoring);
		const starting = performance.now();
		shop = await start();
		const startAgainMs = round(performance.now() - starting);
		const restore = {
			backup: idle.manifest.id,
			restore_ms: restoreMs,
			status: outcome.status,
			broken: outcome.broken,
			start_again_ms: startAgainMs,
			orders_in_backup: idle.manifest.rowCounts['orders'] ?? 0,
			orders_after_restart: await ordersOf(shop.env),
		};

		const loads = [counterPace, flatOut];
		const sales = loads.flatMap((load) => [load.sales_without_backup, load.sales_with_backups]);
		return {
			backup_while_idle: idle.figures,
			counter_pace: counterPace,
			flat_out: flatOut,
			goal_held: counterPace.longest_pause_ms <= PAUSE_GOAL_MS,
			restore,
			sound:
				[idle.figures, ...loads.flatMap((load) => load.sales_with_backups.backups_alongside)].every(
					(taken) => taken.verified,
				) &&
				sales.every((load) => Object.keys(load.statuses).join() === '200') &&
				restore.status === 'restored' &&
				restore.broken.length === 0 &&
				restore.orders_after_restart === restore.orders_in_backup,
		};
	} finally {
		await shop?.stop();
	}
}
