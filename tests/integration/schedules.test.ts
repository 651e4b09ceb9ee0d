import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { stackInfo } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';

/**
 * A schedule runs once per cluster, not once per instance: the scale profile's test cluster checks
 * the books every two seconds (`DECKHAND_BOOKS_SCHEDULE`), and each tick leaves one result, kept
 * by whichever instance took it. With one instance there is nothing to share.
 */
let db: Knex;
beforeAll(() => {
	db = openTestDb();
});
afterAll(async () => {
	await db.destroy();
});

describe.skipIf(stackInfo().instances.length < 2)('the books checker’s schedule on two instances', () => {
	it('checks once per tick, whichever instance runs it', async () => {
		const since = Date.now();
		await new Promise((resolve) => setTimeout(resolve, 9_000));
		const runs = await db('books_checks')
			.where('trigger', 'schedule')
			.andWhere('started_ms', '>=', since)
			.select('started_ms');
		const ticks = runs.map((run) => Math.round(Number(run.started_ms) / 2_000));
		expect(runs.length, 'the schedule ran during the wait').toBeGreaterThanOrEqual(3);
		expect(new Set(ticks).size, `one check per tick: ${JSON.stringify(ticks)}`).toBe(ticks.length);
	}, 20_000);
});
