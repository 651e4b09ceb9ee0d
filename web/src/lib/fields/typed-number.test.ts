import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { moneyText, rateText, readMoney, readPercent, readRate, readText, readWhole } from './typed-number.ts';

const change = { label: msg`Change`, min: -10_000, max: 10_000, required: true };
const price = { label: msg`Price`, min: 0, max: 10_000_000 };
const percent = { label: msg`Change`, min: -100, max: 1_000, required: true };

describe('readWhole', () => {
	it.each([
		['5', 5],
		['-5', -5],
		['\u22125', -5],
		['+12', 12],
		[' 42 ', 42],
		['10000', 10_000],
		['-10000', -10_000],
		['0', 0],
		['-0', 0],
		['007', 7],
	])('reads %j as %d', (text, value) => {
		expect(readWhole(text, change, 'en')).toEqual({ ok: true, value });
	});

	it.each([
		'1.5',
		'1,5',
		'99999',
		'10001',
		'-10001',
		'1e3',
		'0x10',
		'5 copies',
		'--5',
		'1 000',
		'',
		'   ',
		'.',
		'-',
		'1.0',
		'١٢',
	])('refuses %j in the field’s own words', (text) => {
		expect(readWhole(text, change, 'en')).toEqual({
			ok: false,
			error: 'Change must be a whole number from \u221210,000 to 10,000.',
		});
	});

	it('reads an empty field that is not required as no value', () => {
		expect(readWhole('', { ...change, required: false }, 'en')).toEqual({ ok: true, value: null });
	});

	it('says the bounds in the user’s language', () => {
		expect(readWhole('x', change, 'de')).toEqual({
			ok: false,
			error: 'Change must be a whole number from \u221210.000 to 10.000.',
		});
	});
});

describe('readMoney', () => {
	it.each([
		['12.50', 1_250],
		['12,50', 1_250],
		['12.5', 1_250],
		['12', 1_200],
		['12.', 1_200],
		['.99', 99],
		['0', 0],
		['100000', 10_000_000],
		['0.01', 1],
	])('reads %j dollars as %d cents', (text, value) => {
		expect(readMoney(text, price, 'USD', 'en')).toEqual({ ok: true, value });
	});

	it.each([
		'0.001',
		'1.250',
		'12.345',
		'100000.01',
		'-1',
		'1,250.00',
		'$12',
		'12 50',
		'1 250',
		'abc',
		'1e2',
		'99999999999',
	])('refuses %j dollars, naming the bound and the decimals', (text) => {
		expect(readMoney(text, price, 'USD', 'en')).toEqual({
			ok: false,
			error: 'Price must be from $0.00 to $100,000.00, with at most 2 decimals.',
		});
	});

	it('takes yen without decimals', () => {
		expect(readMoney('1250', price, 'JPY', 'en')).toEqual({ ok: true, value: 1_250 });
		expect(readMoney('12.5', price, 'JPY', 'en')).toEqual({
			ok: false,
			error: 'Price must be from ¥0 to ¥10,000,000, with no decimals.',
		});
	});

	it('takes a negative amount where the bounds allow one', () => {
		expect(readMoney('-4.00', { label: msg`Amount`, min: -10_000_000, max: 10_000_000 }, 'USD', 'en')).toEqual({
			ok: true,
			value: -400,
		});
	});

	it('reads an empty price as no price, and refuses it where an amount is required', () => {
		expect(readMoney('', price, 'USD', 'en')).toEqual({ ok: true, value: null });
		expect(readMoney(' ', { ...price, required: true }, 'USD', 'en').ok).toBe(false);
	});
});

describe('readPercent', () => {
	it('reads whole percentages within the bounds', () => {
		expect(readPercent('-50', percent, 'en')).toEqual({ ok: true, value: -50 });
		expect(readPercent('1000', percent, 'en')).toEqual({ ok: true, value: 1_000 });
	});

	it.each(['2.5', '-150', '1001', '10%', ''])('refuses %j, never another percentage', (text) => {
		expect(readPercent(text, percent, 'en')).toEqual({
			ok: false,
			error: 'Change must be a whole percentage from \u2212100 % to 1,000 %.',
		});
	});
});

describe('readText', () => {
	it('takes exactly the bound, and says the bound and the length past it', () => {
		expect(readText('x'.repeat(1_000), { label: msg`Note`, max: 1_000 }, 'en')).toEqual({
			ok: true,
			value: 'x'.repeat(1_000),
		});
		expect(readText('x'.repeat(1_001), { label: msg`Note`, max: 1_000 }, 'en')).toEqual({
			ok: false,
			error: 'Note must be at most 1,000 characters (it has 1,001).',
		});
	});
});

describe('moneyText', () => {
	it('writes minor units as the field shows them for editing', () => {
		expect([
			moneyText(1_250, 'USD'),
			moneyText(5, 'USD'),
			moneyText(-400, 'USD'),
			moneyText(1_250, 'JPY'),
			moneyText(null, 'USD'),
		]).toEqual(['12.50', '0.05', '-4.00', '1250', '']);
	});

	it('writes the decimal mark of the user’s language, which readMoney reads back', () => {
		expect(moneyText(123_456, 'EUR', 'de')).toBe('1234,56');
		expect(readMoney(moneyText(123_456, 'EUR', 'de'), price, 'EUR', 'de')).toEqual({ ok: true, value: 123_456 });
	});

	it('writes what readMoney reads back to the same amount', () => {
		for (const minor of [0, 1, 99, 100, 1_234_567, 10_000_000])
			expect(readMoney(moneyText(minor, 'USD'), price, 'USD', 'en')).toEqual({ ok: true, value: minor });
	});
});

describe('readRate', () => {
	const rate = { label: msg`Tax rate`, min: 0, max: 3_000, required: true };
	it.each([
		['8.25', 825],
		['8,25', 825],
		['8', 800],
		['8.5', 850],
		['0', 0],
		['30', 3_000],
		[' 7.1 ', 710],
	])('reads %j as %d basis points', (text, value) => {
		expect(readRate(text, rate, 'en')).toEqual({ ok: true, value });
	});

	it.each(['8.255', '30.01', '-1', '', 'eight', '1 000', '8%'])('refuses %j, never rounding it', (text) => {
		expect(readRate(text, rate, 'en')).toEqual({
			ok: false,
			error: 'Tax rate must be from 0 % to 30 %, with at most 2 decimals.',
		});
	});

	it('shows basis points for editing in the language spoken', () => {
		expect(rateText(825, 'en')).toBe('8.25');
		expect(rateText(825, 'de')).toBe('8,25');
		expect(rateText(850, 'en')).toBe('8.5');
		expect(rateText(800, 'en')).toBe('8');
		expect(rateText(5, 'en')).toBe('0.05');
	});
});
