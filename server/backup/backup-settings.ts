import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { withDatabase } from '../config/knex-config.ts';
import { readShopSettings } from '../extensions/deckhand/src/settings/shop-settings.ts';
import { currentDatabaseExists } from './replace-database.ts';
import type { RetentionRule } from './retention.ts';

export interface BackupSettings {
	/** Minutes between scheduled backups: on SQLite the most a failing disk can lose. */
	intervalMinutes: number;
	keep: RetentionRule;
}

const INTERVAL = { min: LIMITS.backupIntervalMinutesMin, max: LIMITS.backupIntervalMinutesMax };
const KEEP = { min: 0, max: LIMITS.backupKeepMax };

/** Each setting, its default and its bounds (the shop's settings have the same): an interval of 5 minutes to a day, a retention of 0 to 1 000 of each. */
const SETTINGS = {
	DECKHAND_BACKUP_INTERVAL_MINUTES: { fallback: 60, ...INTERVAL },
	DECKHAND_BACKUP_KEEP_HOURLY: { fallback: 24, ...KEEP },
	DECKHAND_BACKUP_KEEP_DAILY: { fallback: 14, ...KEEP },
	DECKHAND_BACKUP_KEEP_MONTHLY: { fallback: 12, ...KEEP },
} as const;

function setting(env: Record<string, string | undefined>, name: keyof typeof SETTINGS): number {
	const { fallback, min, max } = SETTINGS[name];
	const given = env[name];
	if (given === undefined || given === '') return fallback;
	const value = Number(given);
	if (!Number.isInteger(value) || value < min || value > max)
		throw new Error(`${name} must be a whole number from ${min} to ${max}, not ${given}`);
	return value;
}

/** The installation's backup schedule and retention, from the environment or `data/local.env`; a bad value stops the start, naming it. */
export function backupSettings(env: Record<string, string | undefined>): BackupSettings {
	return {
		intervalMinutes: setting(env, 'DECKHAND_BACKUP_INTERVAL_MINUTES'),
		keep: {
			hourly: setting(env, 'DECKHAND_BACKUP_KEEP_HOURLY'),
			daily: setting(env, 'DECKHAND_BACKUP_KEEP_DAILY'),
			monthly: setting(env, 'DECKHAND_BACKUP_KEEP_MONTHLY'),
		},
	};
}

/** The shop's own backup settings (`shop_settings`): each empty one is the installation's. */
export interface ShopBackupSettings {
	backup_interval_minutes: number | null;
	backup_keep_hourly: number | null;
	backup_keep_daily: number | null;
	backup_keep_monthly: number | null;
}

/**
 * The settings the backups follow: each the owner has set in the shop's settings (the server
 * refuses one out of bounds when it is saved), else the installation's from its environment.
 */
export function chosenBackupSettings(installation: BackupSettings, shop: ShopBackupSettings | null): BackupSettings {
	return {
		intervalMinutes: shop?.backup_interval_minutes ?? installation.intervalMinutes,
		keep: {
			hourly: shop?.backup_keep_hourly ?? installation.keep.hourly,
			daily: shop?.backup_keep_daily ?? installation.keep.daily,
			monthly: shop?.backup_keep_monthly ?? installation.keep.monthly,
		},
	};
}

/**
 * The shop's backup settings as saved now, or null before the shop has its database or settings table. A
 * connection is opened for the read and closed after it: a restore may replace the database
 * between two reads, and a connection kept open would go on reading the file it replaced.
 */
async function readShopBackupSettings(env: Record<string, string>): Promise<ShopBackupSettings | null> {
	// A connection to a SQLite file that is not there would make an empty one.
	if (!(await currentDatabaseExists(env))) return null;
	return withDatabase(env, async (database) => {
		if (!(await database.schema.hasTable('shop_settings'))) return null;
		const { backup_interval_minutes, backup_keep_hourly, backup_keep_daily, backup_keep_monthly } =
			await readShopSettings(database);
		return { backup_interval_minutes, backup_keep_hourly, backup_keep_daily, backup_keep_monthly };
	});
}

/**
 * The settings the backups follow now, wherever they are needed (the schedule, the status file
 * after a backup or a restore by the schedule or a command): the shop's over the installation's,
 * the installation's alone when the shop's cannot be read (`unreadable` is told why).
 */
export async function currentBackupSettings(
	env: Record<string, string>,
	unreadable: (error: unknown) => void = () => {},
): Promise<BackupSettings> {
	const installation = backupSettings(env);
	const shop = await readShopBackupSettings(env).catch((error: unknown) => {
		unreadable(error);
		return null;
	});
	return chosenBackupSettings(installation, shop);
}
