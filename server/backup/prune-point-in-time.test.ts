import { describe, expect, it } from 'vitest';
import type { BaseBackup } from './base-backup.ts';
import { segmentOf, segmentsOf } from './point-in-time.ts';
import { basesToDelete, segmentsToDelete } from './prune-point-in-time.ts';
import { DEFAULT_RETENTION } from './retention.ts';

const base = (id: string, finishedAt: string, startWal: string): BaseBackup => ({
	id,
	startedAt: finishedAt,
	finishedAt,
	startWal,
	files: [],
});

describe('the point-in-time area', () => {
	it('names the segment of a log position as PostgreSQL does', () => {
		expect(segmentOf(1, '0/3000028')).toBe('000000010000000000000003');
		expect(segmentOf(2, '1A/FF000000')).toBe('000000020000001A000000FF');
	});

	it('orders segments by number whatever their timeline, leaving out histories', () => {
		expect(
			segmentsOf([
				'000000020000000000000005',
				'00000002.history',
				'000000010000000000000004',
				'000000010000000000000006',
			]),
		).toEqual(['000000010000000000000004', '000000020000000000000005', '000000010000000000000006']);
	});

	it('lets a base go once older than the daily backups reach, but never the newest', () => {
		const now = new Date('2026-12-20T12:00:00Z');
		const bases = [
			base('old', '2026-12-01T00:00:00Z', '000000010000000000000002'),
			base('kept', '2026-12-10T00:00:00Z', '000000010000000000000009'),
		];
		expect(basesToDelete(bases, DEFAULT_RETENTION, now)).toEqual(['old']);
		expect(basesToDelete(bases, { ...DEFAULT_RETENTION, daily: 1 }, now)).toEqual(['old']);
		expect(basesToDelete([bases[0]!], { ...DEFAULT_RETENTION, daily: 1 }, now)).toEqual([]);
	});

	it('deletes the log before the oldest kept base, and none when no base is kept', () => {
		const segments = ['000000010000000000000008', '000000010000000000000009', '00000002000000000000000A'];
		const kept = [base('kept', '2026-12-10T00:00:00Z', '000000010000000000000009')];
		expect(segmentsToDelete(segments, kept)).toEqual(['000000010000000000000008']);
		expect(segmentsToDelete(segments, [])).toEqual([]);
	});
});
