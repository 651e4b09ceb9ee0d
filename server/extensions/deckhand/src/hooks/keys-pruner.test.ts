import type { ScheduleHandler } from '@directus/types';
import knex from 'knex';
import { describe, expect, it, vi } from 'vitest';
import { idempotencyKeys } from '../../../../schema/ledger-tables/012-idempotency-keys.ts';
import { keysPruner } from './keys-pruner.ts';

const HOUR = 60 * 60 * 1_000;

describe('keysPruner', () => {
	it('forgets, every hour, the request keys recorded more than a day ago, and keeps the others', async () => {
		const db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
		await idempotencyKeys.up(db);
		const now = Date.now();
		const key = (name: string, age: number) => ({
			key: name,
			user_created: '6f1c1d3e-0d7a-4d5b-9a53-3a0c2b1e4f10',
			route: 'POST /deckhand/checkout',
			fingerprint: 'f',
			status: 200,
			answer: '{}',
			date_created: now - age,
		});
		await db('idempotency_keys').insert([
			key('a minute', 60_000),
			key('23 hours', 23 * HOUR),
			key('25 hours', 25 * HOUR),
			key('a week', 7 * 24 * HOUR),
		]);
		const schedules = new Map<string, ScheduleHandler>();
		const logger = { info: vi.fn(), error: vi.fn() };

		keysPruner({ schedule: (cron, handler) => schedules.set(cron, handler) }, db, logger);
		expect([...schedules.keys()]).toEqual(['30 * * * *']);
		await schedules.get('30 * * * *')!();

		expect(await db('idempotency_keys').orderBy('id').pluck('key')).toEqual(['a minute', '23 hours']);
		expect(logger.info).toHaveBeenCalledWith({ pruned: 2 }, 'Deckhand: forgot the request keys older than a day');
		await db.schema.dropTable('idempotency_keys');
		await schedules.get('30 * * * *')!();
		expect(logger.error, 'a failure is logged, never thrown at the scheduler').toHaveBeenCalledOnce();
		await db.destroy();
	});
});
