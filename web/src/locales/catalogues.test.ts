import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import config from '../../../lingui.config.ts';

/** Each language's catalogue as the build reads it: message id → translation. */
async function catalogue(locale: string): Promise<Record<string, string>> {
	const filename = join(import.meta.dirname, `${locale}.po`);
	const entries = await formatter().parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename });
	return Object.fromEntries(
		Object.entries(entries)
			.filter(([, entry]) => !entry.obsolete)
			.map(([id, entry]) => [id, entry.translation ?? '']),
	);
}

describe('the message catalogues', () => {
	it('hold the same messages in every language', async () => {
		const [english, ...others] = await Promise.all(config.locales.map(catalogue));
		for (const [index, other] of others.entries()) {
			const locale = config.locales[index + 1];
			expect({
				locale,
				onlyInEnglish: Object.keys(english!).filter((id) => !(id in other)),
				onlyHere: Object.keys(other).filter((id) => !(id in english!)),
			}).toEqual({ locale, onlyInEnglish: [], onlyHere: [] });
		}
	});

	it('translate every message into German', async () => {
		const german = await catalogue('de');
		expect(
			Object.entries(german)
				.filter(([, translation]) => translation.trim() === '')
				.map(([id]) => id),
		).toEqual([]);
	});
});
