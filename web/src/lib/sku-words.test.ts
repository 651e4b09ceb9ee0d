import { describe, expect, it } from 'vitest';
import { skuWords } from './sku-words.ts';

describe('skuWords', () => {
	it('names a SKU in words, never in stored values', () => {
		expect(skuWords({ condition: 'NM', finish: 'reverse_holo', language: 'EN' })).toBe('NM · reverse holo · EN');
		expect(skuWords({ condition: 'LP', finish: 'normal', language: 'JA' }, ' ')).toBe('LP normal JA');
	});
});
