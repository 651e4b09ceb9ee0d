import { describe, expect, it } from 'vitest';
import { sameTillName } from './till-names.ts';

describe('two till names are the same', () => {
	it('when they differ only in case or in the spaces around them', () => {
		expect(sameTillName('Counter 1', 'counter 1')).toBe(true);
		expect(sameTillName(' Counter 1 ', 'COUNTER 1')).toBe(true);
		expect(sameTillName('Kasse Ä', 'kasse ä')).toBe(true);
	});

	it('not when a letter, a space inside or an accent differs', () => {
		expect(sameTillName('Counter 1', 'Counter 2')).toBe(false);
		expect(sameTillName('Counter 1', 'Counter  1')).toBe(false);
		expect(sameTillName('Kasse', 'Kässe')).toBe(false);
	});
});
