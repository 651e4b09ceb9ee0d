import knex from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { importRow } from './formats/format-spec.ts';
import { importRowOf, stagedRecord } from './staged-row.ts';

const sqlite = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
afterAll(async () => {
	await sqlite.destroy();
});

describe('a staged row', () => {
	const row = importRow({
		cardName: 'Opt',
		condition: 'NM',
		finish: 'normal',
		language: 'EN',
		quantity: 2,
		marketPrice: 125,
		marketPriceDate: '2026-11-20',
	});

	it('keeps the day of its market price as the moment market_prices keeps (the day’s start in UTC), and reads back the row it was', () => {
		const record = stagedRecord(sqlite, 7, { line: 2, row });
		expect(record).toMatchObject({
			job: 7,
			line: 2,
			card_name: 'Opt',
			quantity: 2,
			market_price: 125,
			market_priced_at: Date.parse('2026-11-20T00:00:00Z'),
		});
		expect(importRowOf(record)).toEqual(row);
	});

	it('reads the moment back as its day whichever form the database answers it in (PostgreSQL: a Date; SQLite: milliseconds, as text too)', () => {
		const record = stagedRecord(sqlite, 7, { line: 2, row });
		for (const at of [new Date('2026-11-20T00:00:00Z'), String(Date.parse('2026-11-20T00:00:00Z'))])
			expect(importRowOf({ ...record, market_priced_at: at })?.marketPriceDate).toBe('2026-11-20');
	});

	it('stages no moment for a market price without a day (TCGplayer’s: dated at the commit)', () => {
		const record = stagedRecord(sqlite, 7, { line: 2, row: { ...row, marketPriceDate: null } });
		expect(record['market_priced_at']).toBeNull();
		expect(importRowOf(record)?.marketPriceDate).toBeNull();
	});
});
