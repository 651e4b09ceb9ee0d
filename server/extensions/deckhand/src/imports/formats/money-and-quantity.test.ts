import { describe, expect, it } from 'vitest';
import { readMoney } from './money.ts';
import { readQuantity } from './quantity.ts';

describe('amounts and quantities in files', () => {
	it('reads money in major units with a point or a comma, a currency sign, grouped thousands', () => {
		const read = (text: string) => readMoney('Price', text, 'USD');
		expect(
			[
				'12.50',
				'12,50',
				'$12.00',
				'12.5',
				'12,50 €',
				'£ 0.99',
				'7',
				'1,234.56',
				'1.234,56',
				'12,345.67',
				'100000.00',
			].map(read),
		).toEqual([1250, 1250, 1200, 1250, 1250, 99, 700, 123456, 123456, 1234567, 10_000_000]);
		expect(read('')).toBeNull();
	});

	it('refuses a third decimal, a mixed grouping, a negative amount and more than the most Deckhand keeps', () => {
		const shape = (text: string) => ({
			problem: `Price "${text}" is not an amount such as 12.50 (at most two decimals).`,
		});
		for (const text of ['1.234', '1,234', '12.505', 'twelve', '1,234.567,89', '.50', '12.', '1.234.56'])
			expect(readMoney('Price', text, 'USD')).toEqual(shape(text));
		expect(readMoney('Price', '-1.00', 'USD')).toEqual({ problem: 'Price "-1.00" is below 0.' });
		expect(readMoney('Price', '-$1.00', 'USD')).toEqual({ problem: 'Price "-$1.00" is below 0.' });
		expect(readMoney('Price', '100000.01', 'USD')).toEqual({
			problem: 'Price "100000.01" is above 100000.00, the most Deckhand keeps.',
		});
	});

	it("reads money with the shop currency's decimals, and names them when refusing", () => {
		expect(['1250', '¥1,250', '1.250', '10000000'].map((text) => readMoney('Price', text, 'JPY'))).toEqual([
			1_250, 1_250, 1_250, 10_000_000,
		]);
		expect(readMoney('Price', '12.50', 'JPY')).toEqual({
			problem: 'Price "12.50" is not an amount such as 1250 (no decimals).',
		});
		expect(readMoney('Price', '10000001', 'JPY')).toEqual({
			problem: 'Price "10000001" is above 10000000, the most Deckhand keeps.',
		});
		expect(readMoney('Price', '12,50', 'EUR')).toBe(1_250);
		expect(readMoney('Price', '1.250', 'KWD')).toBe(1_250);
		expect(readMoney('Price', '1.2505', 'KWD')).toEqual({
			problem: 'Price "1.2505" is not an amount such as 1.250 (at most three decimals).',
		});
		expect(readMoney('Price', '10000.001', 'KWD')).toEqual({
			problem: 'Price "10000.001" is above 10000.000, the most Deckhand keeps.',
		});
	});

	it('reads a quantity as a whole number from 0 to 10000, a negative one refused as a removal', () => {
		expect(['0', '4', '10000'].map((text) => readQuantity('Count', text))).toEqual([0, 4, 10_000]);
		expect(readQuantity('Count', '')).toBeNull();
		expect(readQuantity('Count', '-2')).toEqual({
			problem: 'Count "-2" is below 0: an import brings copies in (a stock adjustment takes them out).',
		});
		expect(readQuantity('Count', '10001')).toEqual({
			problem: 'Count "10001" is above 10000, the most one row may bring in.',
		});
		for (const text of ['1.5', '2.0', 'two', '1,000', '+3'])
			expect(readQuantity('Count', text)).toEqual({
				problem: `Count "${text}" is not a whole number from 0 to 10000.`,
			});
	});
});
