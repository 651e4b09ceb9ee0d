import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus, BackupSummary } from '../../contract/src/backups/backup-manifest.ts';
import { callers, firstError, stackInfo, type Caller } from '../harness/api.ts';
import {
	backupTaken,
	removeBackupsStatus,
	writeBackupsStatus,
	writeBackupsStatusText,
} from '../harness/backups-status.ts';

const dataDir = () => stackInfo().dataDir;
const written = (backups: BackupSummary[], lastFailure: BackupStatus['lastFailure'] = null) =>
	writeBackupsStatus(dataDir(), backups, lastFailure);

let admin: Caller;
let staff: Caller;
let anonymous: Caller;

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
});

afterEach(async () => {
	await removeBackupsStatus(dataDir());
});

async function report() {
	const answer = await admin.get('/deckhand/backups');
	expect(answer.status, JSON.stringify(answer.body)).toBe(200);
	return answer.body.data;
}

describe('GET /deckhand/backups', () => {
	it('answers the status file and a fresh, verified newest backup', async () => {
		const status = await written([backupTaken(30), backupTaken(90)]);
		expect(await report()).toEqual({
			status: 'read',
			file: status,
			newest: status.backups[0],
			ageMinutes: 30,
			stale: false,
			failing: false,
			problem: null,
		});
	});

	it('says stale when the newest good backup is older than twice the interval', async () => {
		const status = await written([backupTaken(150)]);
		expect(await report()).toMatchObject({
			newest: status.backups[0],
			ageMinutes: 150,
			stale: true,
			failing: false,
		});
	});

	it('says failing when the newest backup failed its verification, or an attempt since wrote none', async () => {
		const status = await written([
			backupTaken(10, { ok: false, broken: ['stock-matches-history'] }),
			backupTaken(70),
		]);
		expect(await report()).toMatchObject({
			newest: status.backups[1],
			ageMinutes: 70,
			stale: false,
			failing: true,
		});
		const failedAt = new Date(Date.now() - 5 * 60_000).toISOString();
		await written([backupTaken(30)], { at: failedAt, error: 'No space left on the backup disk' });
		expect(await report()).toMatchObject({ stale: false, failing: true });
	});

	it('with no status file yet, says no backup has been taken', async () => {
		expect(await report()).toEqual({
			status: 'none',
			file: null,
			newest: null,
			ageMinutes: null,
			stale: true,
			failing: false,
			problem: null,
		});
	});

	it('with a malformed file, says it is unreadable and why, never a server error', async () => {
		await writeBackupsStatusText(dataDir(), '{"where": "/srv/backups", "backups": [');
		expect(await report()).toMatchObject({
			status: 'unreadable',
			file: null,
			problem: 'backups-status.json is not JSON.',
		});
		await writeBackupsStatusText(dataDir(), JSON.stringify({ where: '/srv/backups', intervalMinutes: 'hourly' }));
		expect(await report()).toMatchObject({
			status: 'unreadable',
			file: null,
			problem: expect.stringContaining('intervalMinutes'),
		});
	});

	it('refuses staff (403) and anonymous visitors (401), and shows them nothing', async () => {
		await written([backupTaken(30)]);
		for (const [caller, status] of [
			[staff, 403],
			[anonymous, 401],
		] as const) {
			const answer = await caller.get('/deckhand/backups');
			expect(answer.status, JSON.stringify(answer.body)).toBe(status);
			expect(firstError(answer.body).extensions.code).toBe('FORBIDDEN');
			expect(answer.body.data).toBeUndefined();
		}
		expect(firstError((await staff.get('/deckhand/backups')).body).message).toBe('Backups are for administrators.');
	});
});
