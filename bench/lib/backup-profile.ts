import { openBackupStore } from '../../server/backup/backup-store.ts';
import { databaseClient } from '../../server/backup/database-copy.ts';
import { restoreBackup } from '../../server/backup/restore-backup.ts';
import { withDatabase } from '../../server/config/knex-config.ts';
import {
	timedBackup,
	timedSales,
	underBackups,
	type BackupFigures,
	type BackupPlace,
	type SalesFigures,
} from './backup-measure.ts';
import { counterSales, WARM_UP } from './checkout-load.ts';
import { call, closedLoop, must, pacedLoop, round, type LoadFigures } from './load.ts';

export const CLIENTS = 20;
export const SALES = 1_000;
export const PAUSE_GOAL_MS = 200;
/** Each till's pace at the counter: a sale started every second, far busier than any shop's counter. */
export const COUNTER_PACE_MS = 1_000;

type Sell = (i: number) => Promise<{ status: number }>;

/**
 * The two ways the sales are sent. `counter_pace` is the one the goal is judged at: the tills
 * leave the cores room, so what a sale waits for beyond its own work is what the backup took.
 * `flat_out` keeps both cores busy with sales alone, so every sale already queues behind the
 * others (hundreds of ms without a backup); it shows what a backup costs a saturated server.
 */
export const LOADS = {
	counter_pace: {
		rule: `${CLIENTS} tills, each starting a sale every ${COUNTER_PACE_MS} ms (${(CLIENTS * 1_000) / COUNTER_PACE_MS} a second), each sale timed from when it was due`,
		send: (sell: Sell) => pacedLoop(CLIENTS, SALES, COUNTER_PACE_MS, sell),
	},
	flat_out: {
		rule: `${CLIENTS} closed-loop clients, each sending its next sale as soon as its last is answered`,
		send: (sell: Sell) => closedLoop(CLIENTS, SALES, sell),
	},
} satisfies Record<string, { rule: string; send: (sell: Sell) => Promise<LoadFigures> }>;

export const GOAL_RULE = `no sale paused more than ${PAUSE_GOAL_MS} ms by a backup: at the counter's pace (${LOADS.counter_pace.rule}), the slowest sale while backups ran, less the median sale without one, is at most ${PAUSE_GOAL_MS} ms`;

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
	load: (sell: Sell) => Promise<LoadFigures>,
	sell: Sell,
	backup: () => Promise<{ figures: BackupFigures }>,
): Promise<SalesUnderBackups> {
	const without = await timedSales(() => load(sell));
	const during = await underBackups(() => timedSales(() => load(sell)), backup);
	return {
		sales_without_backup: without,
		sales_with_backups: { ...during.result, backups_alongside: during.backups },
		longest_pause_ms: round(during.result.max_ms - without.p50_ms),
		longest_pause_without_backup_ms: round(without.max_ms - without.p50_ms),
	};
}

/**
 * One profile's figures, on the shop settled after its seed: a backup of the idle shop; for each of LOADS, SALES sales by CLIENTS
 * tills without a backup, then as many while backups run the whole time; then the server
 * stopped, the idle backup restored in place of its data, and the server started again on it.
 * `start` starts the shop on its data folder `dataDir` (seeding it the first time).
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
		const { sell } = await counterSales(url, token, CLIENTS, Date.now().toString(36));
		await closedLoop(1, WARM_UP, sell);

		const idle = await timedBackup(env, dataDir, place);
		const backup = () => timedBackup(env, dataDir, place);
		const counterPace = await salesUnderBackups(LOADS.counter_pace.send, sell, backup);
		const flatOut = await salesUnderBackups(LOADS.flat_out.send, sell, backup);

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
