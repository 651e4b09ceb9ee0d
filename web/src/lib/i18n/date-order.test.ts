import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/en.po';
import { messages as german } from '../../locales/de.po';
import { formatsOfBrowser, formatsText } from '../browser-formats.ts';
import { formatDate, formatDateTime, formatDay, readBrowserLanguagesFrom } from './formats.ts';
import { dateTagOf } from './languages.ts';

const browserSays = (...tags: string[]) => readBrowserLanguagesFrom(() => tags);
const at = new Date(2026, 2, 28, 14, 5);

afterEach(() => {
	browserSays();
	i18n.loadAndActivate({ locale: 'en', messages: english });
});

describe('dates in the order the browser writes them', () => {
	it('takes the browser’s own tag of the language spoken, else the language alone', () => {
		expect(dateTagOf('en', ['en-GB', 'en'])).toBe('en-GB');
		expect(dateTagOf('en', ['de-DE', 'en-AU'])).toBe('en-AU');
		expect(dateTagOf('de', ['en-GB', 'de-AT'])).toBe('de-AT');
		expect(dateTagOf('de', ['en-GB'])).toBe('de');
		expect(dateTagOf('en', ['en-not a tag', 'en-gb'])).toBe('en-GB');
	});

	it('writes day/month/year under a British browser, month/day/year under an American one, German order in German', () => {
		browserSays('en-GB', 'en');
		expect([formatDate(at), formatDay('2026-03-28'), formatDateTime(at)]).toEqual([
			'28/03/2026',
			'28/03/2026',
			'28/03/2026, 14:05',
		]);
		browserSays('en-US');
		expect([formatDate(at), formatDateTime(at)]).toEqual(['03/28/2026', '03/28/2026, 02:05 PM']);
		// A British browser whose account speaks German: German order.
		browserSays('en-GB');
		i18n.loadAndActivate({ locale: 'de', messages: german });
		expect([formatDate(at), formatDateTime(at)]).toEqual(['28.03.2026', '28.03.2026, 14:05']);
	});

	it('carries the date order in the cookie the server draws pages by, and refuses a tag of another language', () => {
		const formats = { language: 'en', timeZone: 'Europe/London', dates: 'en-GB' } as const;
		expect(formatsOfBrowser(`deckhand-formats=${encodeURIComponent(formatsText(formats))}`)).toEqual(formats);
		expect(formatsOfBrowser('deckhand-formats=en%20Europe%2FLondon%20fr-FR')).toBeNull();
		expect(formatsOfBrowser('deckhand-formats=en%20Europe%2FLondon')).toBeNull();
	});
});
