import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { abandonStaleRuns, sweepEndedRuns } from './catalogue-runs.ts';
import { catalogueDatabase } from './run/catalogue-tables.test-db.ts';

let db: Knex;
beforeEach(async () => {
	db = await catalogueDatabase();
});
afterEach(async () => {
	await db.destroy();
});

/** A run in this state, heard from `ago` ms ago (and ended then, if it has), with two staging rows. */
async function runWithRows(status: string, ago = 0): Promise<number> {
	const then = Date.now() - ago;
	const finished = status === 'reading' ? null : then;
	const [{ id }] = await db('catalogue_runs')
		.insert({ source: 'scryfall', status, date_created: then, date_updated: then, finished })
		.returning('id');
	await db('catalogue_rows').insert([0, 1].map((seq) => ({ run: id, seq, kind: 'card' })));
	return Number(id);
}
const rowsOf = async (run: number) =>
	Number((await db('catalogue_rows').where('run', run).count({ n: '*' }).first())?.['n']);

describe('settling runs before the runs are read', () => {
	it('fails a run whose server went silent and deletes its rows, keeping those of a run at work or ended', async () => {
		const silent = await runWithRows('reading', 120_000);
		const reading = await runWithRows('reading');
		const cancelled = await runWithRows('cancelled', 120_000);
		await abandonStaleRuns(db, new Set(), 60_000);
		expect(await db('catalogue_runs').where('id', silent).first()).toMatchObject({ status: 'failed' });
		expect(await rowsOf(silent)).toBe(0);
		expect(await rowsOf(reading)).toBe(2);
		expect(await rowsOf(cancelled)).toBe(2);
		expect(await db('catalogue_runs').where('id', reading).first()).toMatchObject({ status: 'reading' });
	});
});

describe('sweeping the rows of ended runs', () => {
	it('deletes the staging rows a run cancelled long ago left, and keeps those of a run at work, just ended or here', async () => {
		const cancelled = await runWithRows('cancelled', 120_000);
		const reading = await runWithRows('reading');
		// Its own instance deletes them, a slice at a time; a second delete meanwhile could deadlock.
		const justDone = await runWithRows('done');
		const endingHere = await runWithRows('failed', 120_000);
		await sweepEndedRuns(db, new Set([endingHere]), 60_000);
		expect(await rowsOf(cancelled)).toBe(0);
		expect(await rowsOf(reading)).toBe(2);
		expect(await rowsOf(justDone)).toBe(2);
		expect(await rowsOf(endingHere)).toBe(2);
	});
});
