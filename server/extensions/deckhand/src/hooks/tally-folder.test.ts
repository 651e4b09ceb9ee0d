import type { ScheduleHandler } from '@directus/types';
import knex from 'knex';
import { describe, expect, it, vi } from 'vitest';
import { talliedSkus } from '../ledger/sku-tally.ts';
import { tallyFolder, TALLY_SCHEDULE } from './tally-folder.ts';

describe('tallyFolder', () => {
	it("folds the SKUs' tally into a row a game every minute, the totals unchanged; a read only sums", async () => {
		const db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
		await db.schema.createTable('sku_tally', (t) => (t.increments('id'), t.integer('game'), t.integer('skus')));
		const changes = [...Array.from({ length: 300 }, () => ({ game: 1, skus: 1 })), { game: 1, skus: -1 }];
		await db('sku_tally').insert([...changes, { game: 2, skus: 4 }, { game: 3, skus: 2 }, { game: 3, skus: -2 }]);
		const schedules = new Map<string, ScheduleHandler>();
		const logger = { info: vi.fn(), error: vi.fn() };
		tallyFolder({ schedule: (cron, handler) => schedules.set(cron, handler) }, db, logger);
		expect([...schedules.keys()]).toEqual([TALLY_SCHEDULE]);

		expect([await talliedSkus(db, null), await talliedSkus(db, 1)]).toEqual([303, 299]);
		expect(await db('sku_tally').count({ n: '*' }).first()).toEqual({ n: 304 });
		await schedules.get(TALLY_SCHEDULE)!();
		expect(await db('sku_tally').orderBy('game').select('game', 'skus')).toEqual([
			{ game: 1, skus: 299 },
			{ game: 2, skus: 4 },
		]);
		expect([await talliedSkus(db, null), await talliedSkus(db, 3)]).toEqual([303, 0]);
		expect(logger.info).not.toHaveBeenCalled();
		// Folded already: the next minute writes nothing.
		const folded = await db('sku_tally').orderBy('id').select('*');
		await schedules.get(TALLY_SCHEDULE)!();
		expect(await db('sku_tally').orderBy('id').select('*')).toEqual(folded);

		await db.schema.dropTable('sku_tally');
		await schedules.get(TALLY_SCHEDULE)!();
		expect(logger.error, 'a failure is logged, never thrown at the scheduler').toHaveBeenCalledOnce();
		await db.destroy();
	});
});
