import { describe, expect, it } from 'vitest';
import type { BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { backupWarning } from './backup-keeper.ts';

const now = new Date('2026-12-06T12:00:00Z');
const backup = (takenAt: string, ok = true): BackupManifest =>
	({
		id: `${takenAt}-scheduled`,
		takenAt,
		verification: { ok, at: takenAt, broken: ok ? [] : ['stock-matches-movements'], error: null },
	}) as BackupManifest;

describe('the start-up warning about backups', () => {
	it('says nothing of a fresh, verified backup, or when there is none yet (the first is taken at once)', () => {
		expect(backupWarning(backup('2026-12-06T11:30:00Z'), 60, now)).toBeNull();
		expect(backupWarning(backup('2026-12-06T10:00:00Z'), 60, now)).toBeNull();
		expect(backupWarning(undefined, 60, now)).toBeNull();
	});

	it('warns when the newest is older than twice the interval', () => {
		expect(backupWarning(backup('2026-12-06T09:59:00Z'), 60, now)).toBe(
			'the newest backup, 2026-12-06T09:59:00Z-scheduled, is 121 minutes old, more than twice the interval of 60',
		);
	});

	it('warns when the newest failed its verification, naming the broken rule', () => {
		expect(backupWarning(backup('2026-12-06T11:30:00Z', false), 60, now)).toBe(
			'the newest backup, 2026-12-06T11:30:00Z-scheduled, failed its verification: broken rules stock-matches-movements',
		);
	});
});
