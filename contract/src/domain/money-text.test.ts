import { describe, expect, it } from 'vitest';
import { amountText, readAmount } from './money-text.ts';

const minor = (text: string, currency: string, form: 'file' | 'field') => {
	const amount = readAmount(text, currency, form);
	return amount && (amount.negative ? -amount.minor : amount.minor);
};

describe('amounts as files write them', () => {
	it.each([
		['12.50', 'USD', 1_250],
		['12,50', 'EUR', 1_250],
		['12.5', 'USD', 1_250],
		['$12.00', 'USD', 1_200],
		['12,50 €', 'EUR', 1_250],
		['7', 'USD', 700],
		['1,234.56', 'USD', 123_456],
		['1.234,56', 'EUR', 123_456],
		['1250', 'JPY', 1_250],
		['¥1,250', 'JPY', 1_250],
		['1.250', 'JPY', 1_250],
		['1,234,567', 'JPY', 1_234_567],
		['1.250', 'KWD', 1_250],
		['1,5', 'KWD', 1_500],
		['1,234.500', 'KWD', 1_234_500],
		['-1.00', 'USD', -100],
	])('reads %j in %s as %i minor units', (text, currency, value) => {
		expect(minor(text, currency, 'file')).toBe(value);
	});

	it.each([
		['1,234', 'USD'],
		['12.505', 'USD'],
		['1.234.56', 'USD'],
		['1,234.5', 'USD'],
		['.50', 'USD'],
		['12.', 'USD'],
		['twelve', 'USD'],
		['12.5', 'JPY'],
		['12,50', 'JPY'],
		['1,250.00', 'JPY'],
		['1.2345', 'KWD'],
		['1,234.56', 'KWD'],
	])('refuses %j in %s: not an amount of its decimals', (text, currency) => {
		expect(readAmount(text, currency, 'file')).toBeNull();
	});

	it('keeps the sign apart, so a negative zero is still negative', () => {
		expect(readAmount('-0.00', 'USD', 'file')).toEqual({ negative: true, minor: 0 });
	});
});

describe('amounts as people type them into a field', () => {
	it.each([
		['12.50', 'USD', 1_250],
		['12,50', 'EUR', 1_250],
		['.99', 'USD', 99],
		['12.', 'USD', 1_200],
		[' 42 ', 'USD', 4_200],
		['\u22124,00', 'EUR', -400],
		['1250', 'JPY', 1_250],
		['1.250', 'KWD', 1_250],
	])('reads %j in %s as %i minor units', (text, currency, value) => {
		expect(minor(text, currency, 'field')).toBe(value);
	});

	it.each([
		['1,250.00', 'USD'],
		['$12', 'USD'],
		['12 50', 'USD'],
		['0.001', 'USD'],
		['12.5', 'JPY'],
		['1,250', 'JPY'],
		['1.2345', 'KWD'],
		['', 'USD'],
	])('refuses %j in %s', (text, currency) => {
		expect(readAmount(text, currency, 'field')).toBeNull();
	});
});

describe('amounts as plain numbers of major units', () => {
	it('writes as many decimals as the currency has, and a point unless told the mark', () => {
		expect([
			amountText(1_250, 'USD'),
			amountText(5, 'USD'),
			amountText(-400, 'USD'),
			amountText(1_250, 'JPY'),
			amountText(1_250, 'KWD'),
			amountText(123_456, 'EUR', ','),
		]).toEqual(['12.50', '0.05', '-4.00', '1250', '1.250', '1234,56']);
	});

	it('reads back what it writes, in every currency and either form', () => {
		for (const currency of ['USD', 'EUR', 'JPY', 'KWD'])
			for (const value of [0, 1, 99, 1_000, 1_234_567, 10_000_000])
				for (const form of ['file', 'field'] as const)
					expect(readAmount(amountText(value, currency), currency, form)).toEqual({
						negative: false,
						minor: value,
					});
	});
});
