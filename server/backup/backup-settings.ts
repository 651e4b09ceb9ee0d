import type { RetentionRule } from './retention.ts';

export interface BackupSettings {
	/** Minutes between scheduled backups: on SQLite the most a failing disk can lose. */
	intervalMinutes: number;
	keep: RetentionRule;
}

/** Each setting, its default and its bounds: an interval of 5 minutes to a day, a retention of 0 to 1 000 of each. */
const SETTINGS = {
	DECKHAND_BACKUP_INTERVAL_MINUTES: { fallback: 60, min: 5, max: 1_440 },
	DECKHAND_BACKUP_KEEP_HOURLY: { fallback: 24, min: 0, max: 1_000 },
	DECKHAND_BACKUP_KEEP_DAILY: { fallback: 14, min: 0, max: 1_000 },
	DECKHAND_BACKUP_KEEP_MONTHLY: { fallback: 12, min: 0, max: 1_000 },
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

/** The backups' schedule and retention, from the environment or `data/local.env`; a bad value stops the start, naming it. */
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
