import { describe, expect, it } from 'vitest';
import { conditionPrice, conditionShare, conditionShareSql } from './market-basis.ts';

const LADDER = { NM: 95, LP: 85, MP: 70, HP: 50, DMG: 30 };

describe('a condition priced from an NM market price', () => {
	it('takes NM at the price itself, whatever its setting, and another condition at its share', () => {
		expect(conditionShare('NM', LADDER)).toBe(100);
		expect(conditionPrice(1_000, 'NM', LADDER)).toBe(1_000);
		expect(conditionPrice(999, 'LP', LADDER)).toBe(849);
	});

	it('gives a condition the shop has no share for nothing', () => {
		expect(conditionPrice(1_000, 'XX', LADDER)).toBe(0);
	});

	it('says the same shares in SQL, as bound values', () => {
		const { sql, bindings } = conditionShareSql('s.condition', LADDER);
		expect(sql).toBe(`CASE s.condition ${'WHEN ? THEN CAST(? AS INTEGER) '.repeat(5)}ELSE 0 END`);
		expect(bindings).toEqual(['NM', 100, 'LP', 85, 'MP', 70, 'HP', 50, 'DMG', 30]);
	});
});
