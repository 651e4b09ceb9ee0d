import { describe, expect, it } from 'vitest';
import { conditionWord, saleLineDetails, skuWords } from './sku-words.ts';

describe('skuWords', () => {
	it('names a SKU in words, never in stored values', () => {
		expect(skuWords({ condition: 'NM', finish: 'reverse_holo', language: 'EN' })).toBe('NM · reverse holo · EN');
		expect(skuWords({ condition: 'LP', finish: 'normal', language: 'JA' }, ' ')).toBe('LP normal JA');
		expect(skuWords({ condition: 'NM', finish: 'foil', language: 'EN', edition: 'first_edition' })).toBe(
			'NM · foil · EN · 1st Edition',
		);
		expect(skuWords({ condition: 'NM', finish: 'normal', language: 'EN', edition: null })).toBe('NM · normal · EN');
	});
});

describe('saleLineDetails', () => {
	it('says set and number, condition, and the finish and language only when they are not the usual', () => {
		expect(
			saleLineDetails({
				setCode: 'OBF',
				collectorNumber: '125',
				condition: 'NM',
				finish: 'normal',
				language: 'EN',
			}),
		).toBe('OBF 125 · NM');
		expect(
			saleLineDetails({
				setCode: 'PAL',
				collectorNumber: null,
				condition: 'LP',
				finish: 'reverse_holo',
				language: 'JA',
			}),
		).toBe('PAL · LP · reverse holo · JA');
	});
});

describe('sealed product', () => {
	it('is "Sealed" where a single names its condition, on the till, the receipt and every SKU name', () => {
		const sealed = { condition: 'NM', finish: 'normal', language: 'EN', kind: 'sealed' };
		expect(skuWords(sealed)).toBe('Sealed · EN');
		expect(skuWords({ ...sealed, kind: 'single' })).toBe('NM · normal · EN');
		expect(saleLineDetails({ ...sealed, setCode: 'OBF', collectorNumber: null })).toBe('OBF · Sealed');
		expect(conditionWord('NM', 'sealed')).toBe('Sealed');
		expect(conditionWord('LP', 'single')).toBe('LP');
	});
});
