import { describe, expect, it } from 'vitest';
import type { BackupSummary, BackupsReport } from './backups-query.ts';
import { backupsWarning, minutesSince, restoreUnderWay, verifiedLabel } from './backups-words.ts';

const summary = (verification: Partial<BackupSummary['verification']>): BackupSummary => ({
	id: '2026-12-06T01-00-00-000Z-scheduled',
	kind: 'scheduled',
	takenAt: '2026-12-06T01:00:00.000Z',
	bytes: 2_400_000,
	verification: { ok: true, at: '2026-12-06T01:01:00.000Z', broken: [], error: null, ...verification },
});

const report = (values: Partial<BackupsReport>): BackupsReport => ({
	status: 'read',
	file: null,
	newest: summary({}),
	ageMinutes: 30,
	stale: false,
	failing: false,
	problem: null,
	...values,
});

describe('verifiedLabel', () => {
	it('says why a backup is not verified: its broken rules, else its error', () => {
		expect(verifiedLabel(summary({}))).toBe('Verified');
		expect(verifiedLabel(summary({ ok: false, broken: ['stock', 'credit'] }))).toBe(
			'Not verified: broken rules: stock, credit',
		);
		expect(verifiedLabel(summary({ ok: false, error: 'the copy would not open' }))).toBe(
			'Not verified: the copy would not open',
		);
	});
});

describe('minutesSince', () => {
	it('counts whole minutes, and none for a moment a little ahead of the clock', () => {
		const at = Date.parse('2026-12-06T02:30:59.000Z');
		expect(minutesSince('2026-12-06T01:00:00.000Z', at)).toBe(90);
		expect(minutesSince('2026-12-06T02:31:30.000Z', at)).toBe(0);
	});
});

describe('backupsWarning', () => {
	it('says nothing of fresh, verified backups', () => {
		expect(backupsWarning(report({}))).toBeNull();
	});

	it('names what is wrong: unreadable, failing, none, stale', () => {
		expect(backupsWarning(report({ status: 'unreadable', newest: null, stale: true }))).toBe(
			'The backup status cannot be read.',
		);
		expect(backupsWarning(report({ failing: true }))).toBe('The latest backup failed.');
		expect(backupsWarning(report({ status: 'none', newest: null, stale: true }))).toBe('There is no good backup.');
		expect(backupsWarning(report({ stale: true }))).toBe('The last good backup is too old.');
	});
});

describe('restoreUnderWay', () => {
	const asked = { backupId: summary({}).id, by: 'owner', at: '2026-12-06T02:00:00.000Z' };
	const restored = (backupId: string, at: string) =>
		report({
			file: {
				where: '/srv/backups',
				intervalMinutes: 60,
				backups: [],
				lastFailure: null,
				lastRestore: { backupId, status: 'restored', reason: null, keptAs: null, broken: [], at },
				updatedAt: at,
			},
		});

	it('holds until the status file has an outcome of this backup from after the request', () => {
		expect(restoreUnderWay(null, report({}))).toBe(false);
		expect(restoreUnderWay(asked, undefined)).toBe(true);
		expect(restoreUnderWay(asked, report({}))).toBe(true);
		expect(restoreUnderWay(asked, restored(asked.backupId, '2026-12-06T01:30:00.000Z'))).toBe(true);
		expect(restoreUnderWay(asked, restored('2026-12-06T00-00-00-000Z-manual', '2026-12-06T02:00:05.000Z'))).toBe(
			true,
		);
		expect(restoreUnderWay(asked, restored(asked.backupId, '2026-12-06T02:00:05.000Z'))).toBe(false);
	});
});
