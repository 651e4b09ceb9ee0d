import { describe, expect, it } from 'vitest';
import type { BackupStatus, BackupSummary } from '@deckhand/contract/backups/backup-manifest.ts';
import { backupsReport } from './backups-report.ts';

const NOW = new Date('2026-12-06T12:00:00.000Z');

function backup(takenAt: string, ok = true): BackupSummary {
	return {
		id: `${takenAt.replace(/[:.]/g, '-')}-scheduled`,
		kind: 'scheduled',
		takenAt,
		bytes: 1_048_576,
		verification: { ok, at: takenAt, broken: ok ? [] : ['stock-matches-history'], error: null },
	};
}

function status(backups: BackupSummary[], lastFailure: BackupStatus['lastFailure'] = null): BackupStatus {
	return {
		where: '/srv/deckhand/backups',
		intervalMinutes: 60,
		backups,
		lastFailure,
		lastRestore: null,
		updatedAt: '2026-12-06T11:30:00.000Z',
	};
}

describe('backupsReport', () => {
	it('a verified backup within two intervals is fresh and not failing', () => {
		const good = backup('2026-12-06T11:15:00.000Z');
		expect(backupsReport(status([good, backup('2026-12-06T10:15:00.000Z')]), NOW)).toMatchObject({
			status: 'read',
			newest: good,
			ageMinutes: 45,
			stale: false,
			failing: false,
			problem: null,
		});
	});

	it('the newest verified backup older than twice the interval is stale', () => {
		expect(backupsReport(status([backup('2026-12-06T09:59:00.000Z')]), NOW)).toMatchObject({
			ageMinutes: 121,
			stale: true,
			failing: false,
		});
		expect(backupsReport(status([backup('2026-12-06T10:00:00.000Z')]), NOW).stale).toBe(false);
	});

	it('a newest backup that failed its verification is failing, and age counts from the last good one', () => {
		const good = backup('2026-12-06T08:00:00.000Z');
		const report = backupsReport(status([backup('2026-12-06T11:50:00.000Z', false), good]), NOW);
		expect(report).toMatchObject({ newest: good, ageMinutes: 240, stale: true, failing: true });
	});

	it('an attempt after the newest backup that wrote none is failing; one before it is not', () => {
		const list = [backup('2026-12-06T11:00:00.000Z')];
		const after = { at: '2026-12-06T11:30:00.000Z', error: 'disk full' };
		const before = { at: '2026-12-06T10:30:00.000Z', error: 'disk full' };
		expect(backupsReport(status(list, after), NOW)).toMatchObject({ stale: false, failing: true });
		expect(backupsReport(status(list, before), NOW)).toMatchObject({ stale: false, failing: false });
	});

	it('no backup at all is stale; a failed attempt with none is failing too', () => {
		expect(backupsReport(status([]), NOW)).toMatchObject({
			newest: null,
			ageMinutes: null,
			stale: true,
			failing: false,
		});
		expect(backupsReport(status([], { at: '2026-12-06T11:00:00.000Z', error: 'no space' }), NOW).failing).toBe(
			true,
		);
	});

	it('reads the list by time, not by its order in the file', () => {
		const older = backup('2026-12-06T10:00:00.000Z');
		const newer = backup('2026-12-06T11:00:00.000Z');
		expect(backupsReport(status([older, newer]), NOW).newest).toEqual(newer);
	});
});
