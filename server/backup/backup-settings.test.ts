import { describe, expect, it } from 'vitest';
import { backupSettings, chosenBackupSettings } from './backup-settings.ts';

describe('backup settings', () => {
	it('default to hourly backups kept 24 hourly, 14 daily and 12 monthly', () => {
		expect(backupSettings({})).toEqual({ intervalMinutes: 60, keep: { hourly: 24, daily: 14, monthly: 12 } });
	});

	it('take what the environment gives within bounds', () => {
		expect(backupSettings({ DECKHAND_BACKUP_INTERVAL_MINUTES: '15', DECKHAND_BACKUP_KEEP_MONTHLY: '0' })).toEqual({
			intervalMinutes: 15,
			keep: { hourly: 24, daily: 14, monthly: 0 },
		});
	});

	it.each([
		['DECKHAND_BACKUP_INTERVAL_MINUTES', '4', 'from 5 to 1440, not 4'],
		['DECKHAND_BACKUP_INTERVAL_MINUTES', '1441', 'from 5 to 1440, not 1441'],
		['DECKHAND_BACKUP_INTERVAL_MINUTES', '1.5', 'from 5 to 1440, not 1.5'],
		['DECKHAND_BACKUP_KEEP_DAILY', 'many', 'from 0 to 1000, not many'],
		['DECKHAND_BACKUP_KEEP_HOURLY', '-1', 'from 0 to 1000, not -1'],
	])('refuse %s=%s, naming the setting and its bounds', (name, value, bound) => {
		expect(() => backupSettings({ [name]: value })).toThrow(`${name} must be a whole number ${bound}`);
	});
});

describe('the settings the backups follow', () => {
	const installation = backupSettings({ DECKHAND_BACKUP_INTERVAL_MINUTES: '30', DECKHAND_BACKUP_KEEP_DAILY: '7' });
	const unset = {
		backup_interval_minutes: null,
		backup_keep_hourly: null,
		backup_keep_daily: null,
		backup_keep_monthly: null,
	};

	it("are the installation's while the shop has none, or no settings yet", () => {
		expect(chosenBackupSettings(installation, unset)).toEqual(installation);
		expect(chosenBackupSettings(installation, null)).toEqual(installation);
	});

	it("take each the owner set, 0 included, and the installation's for the rest", () => {
		expect(
			chosenBackupSettings(installation, { ...unset, backup_interval_minutes: 5, backup_keep_monthly: 0 }),
		).toEqual({ intervalMinutes: 5, keep: { hourly: 24, daily: 7, monthly: 0 } });
	});
});
