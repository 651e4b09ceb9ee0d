import type { ActionHandler, ScheduleHandler } from '@directus/types';
import knex from 'knex';
import { describe, expect, it, vi } from 'vitest';
import { latestBooks } from '../books/books-watch.ts';
import { booksChecks } from '../../../../schema/ledger-tables/002-books-checks.ts';
import { booksChecker } from './books-checker.ts';

describe('booksChecker', () => {
	it('checks once the server listens, without holding the start-up, and at the top of every hour', async () => {
		const db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
		await booksChecks.up(db);
		const actions = new Map<string, ActionHandler>();
		const schedules = new Map<string, ScheduleHandler>();
		const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
		booksChecker(
			{
				action: (event, handler) => actions.set(event, handler),
				schedule: (cron, handler) => schedules.set(cron, handler),
			},
			db,
			logger,
		);

		expect([...actions.keys()]).toEqual(['server.start']);
		expect([...schedules.keys()]).toEqual(['0 * * * *']);
		booksChecker(
			{ action: () => undefined, schedule: (cron, handler) => schedules.set(cron, handler) },
			db,
			logger,
			'*/3 * * * * *',
		);
		expect([...schedules.keys()], 'DECKHAND_BOOKS_SCHEDULE replaces the hourly rule').toEqual([
			'0 * * * *',
			'*/3 * * * * *',
		]);
		expect(
			actions.get('server.start')!({}, { database: db, schema: null, accountability: null }),
			'the start check runs in the background',
		).toBeUndefined();
		await vi.waitFor(async () => expect((await latestBooks(db)).trigger).toBe('start'));
		await schedules.get('0 * * * *')!();
		// A database without the shop's tables: the check says it could not run.
		expect(await latestBooks(db)).toMatchObject({ trigger: 'schedule', status: 'failed' });
		await db.destroy();
	});
});
