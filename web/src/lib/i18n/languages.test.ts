import { describe, expect, it } from 'vitest';
import { firstLanguageOf, languageOf } from './languages.ts';

describe('languages', () => {
	it('reads a language tag as the language the dashboard speaks, whatever its region or case', () => {
		expect([
			languageOf('de-DE'),
			languageOf('de_at'),
			languageOf('DE'),
			languageOf('en-GB'),
			languageOf('fr-FR'),
			languageOf(''),
			languageOf(null),
		]).toEqual(['de', 'de', 'de', 'en', null, null, null]);
	});

	it('takes the first tag it speaks, and English when it speaks none', () => {
		expect(firstLanguageOf([null, 'fr-FR', 'de-CH', 'en-US'])).toBe('de');
		expect(firstLanguageOf(['fr-FR', 'es'])).toBe('en');
		expect(firstLanguageOf(['hasOwnProperty'])).toBe('en');
	});
});
