import { describe, expect, it } from 'vitest';
import type { BackupKind } from '@deckhand/contract/backups/backup-manifest.ts';
import { backupsToDelete, DEFAULT_RETENTION } from './retention.ts';

const NOW = new Date('2026-12-06T12:30:00.000Z');

function backup(takenAt: string, options: { kind?: BackupKind; ok?: boolean } = {}) {
	const kind = options.kind ?? 'scheduled';
	return {
		id: `${takenAt}-${kind}`,
		kind,
		takenAt,
		verification: { ok: options.ok ?? true, at: takenAt, broken: [], error: null },
	};
}

/** One backup every hour, back from `NOW`'s hour, for `hours` hours. */
function hourly(hours: number) {
	return Array.from({ length: hours }, (_, i) => backup(new Date(Date.UTC(2026, 11, 6, 12 - i)).toISOString()));
}

describe('backupsToDelete', () => {
	it("keeps each of the last 24 hours' backups, then one a day for 14 days, then one a month for 12 months", () => {
		const all = hourly(24 * 400);
		const kept = new Set(all.map((b) => b.id));
		for (const id of backupsToDelete(all, DEFAULT_RETENTION, NOW)) kept.delete(id);
		const keptTimes = [...kept].map((id) => id.slice(0, 24)).sort();
		// 24 hours (back to yesterday 13:00), the newest of each earlier day back to Nov 23 (Dec 5's is
		// among the hours), and of each month back to January (November's is among the days).
		expect(keptTimes).toHaveLength(24 + 12 + 10);
		expect(keptTimes.at(-1)).toBe('2026-12-06T12:00:00.000Z');
		expect(keptTimes).toContain('2026-11-23T23:00:00.000Z');
		expect(keptTimes).not.toContain('2026-11-22T23:00:00.000Z');
		expect(keptTimes).toContain('2026-01-31T23:00:00.000Z');
		expect(keptTimes[0]).toBe('2026-01-31T23:00:00.000Z');
	});

	it('keeps the newest of several backups in one hour and deletes the others', () => {
		const older = backup('2026-12-06T12:05:00.000Z', { kind: 'manual' });
		const newer = backup('2026-12-06T12:20:00.000Z');
		expect(backupsToDelete([older, newer], DEFAULT_RETENTION, NOW)).toEqual([older.id]);
	});

	it('never lets a failed backup keep a period: the older good one stays, the failed one goes after a day', () => {
		const good = backup('2026-11-01T10:00:00.000Z');
		const failedSameDay = backup('2026-11-01T20:00:00.000Z', { ok: false });
		const failedRecent = backup('2026-12-06T11:00:00.000Z', { ok: false });
		const deleted = backupsToDelete([good, failedSameDay, failedRecent], DEFAULT_RETENTION, NOW);
		expect(deleted).toEqual([failedSameDay.id]);
	});

	it('keeps pre-migration and pre-restore backups 14 days whatever else is kept, then as any other', () => {
		const hour = backup('2026-12-06T12:10:00.000Z');
		const preMigration = backup('2026-12-06T12:00:00.000Z', { kind: 'pre-migration' });
		const preRestore = backup('2026-11-23T13:00:00.000Z', { kind: 'pre-restore' });
		const tooOld = backup('2026-10-20T01:00:00.000Z', { kind: 'pre-restore' });
		const olderSameDay = backup('2026-10-20T00:30:00.000Z', { kind: 'pre-migration' });
		const deleted = backupsToDelete([hour, preMigration, preRestore, tooOld, olderSameDay], DEFAULT_RETENTION, NOW);
		expect(deleted).toEqual([olderSameDay.id]);
	});

	it('keeps a backup dated after now (a clock set back) rather than judge it', () => {
		const future = backup('2026-12-07T00:00:00.000Z');
		expect(backupsToDelete([future], DEFAULT_RETENTION, NOW)).toEqual([]);
	});
});
