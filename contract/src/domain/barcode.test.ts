import { describe, expect, it } from 'vitest';
import { isBarcode } from './barcode.ts';

describe('isBarcode', () => {
	it.each([
		['12345678', true],
		['12345678901234', true],
		[' 0123456789012 ', true],
		['1234567', false],
		['123456789012345', false],
		['OBF 125', false],
	])('%j → %s', (text, expected) => {
		expect(isBarcode(text)).toBe(expected);
	});
});
