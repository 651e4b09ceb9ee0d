import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/en.po';
import { messages as german } from '../../locales/de.po';
import { readWhole } from '../fields/typed-number.ts';
import { skuWords } from '../sku-words.ts';

describe('the dashboard in German', () => {
	beforeEach(() => i18n.loadAndActivate({ locale: 'de', messages: german }));
	afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

	it('refuses a field in German, with the bounds as German writes numbers', () => {
		expect(readWhole('1,5', { label: msg`Change`, min: -10_000, max: 10_000, required: true })).toEqual({
			ok: false,
			error: 'Änderung muss eine ganze Zahl von \u221210.000 bis 10.000 sein.',
		});
	});

	it('names a SKU in German words', () => {
		expect(skuWords({ condition: 'NM', finish: 'reverse_holo', language: 'EN' })).toBe('NM · Reverse Holo · EN');
	});
});
