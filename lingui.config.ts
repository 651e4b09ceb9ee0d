import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The dashboard's message catalogue: English is the language its code is written in, German the
 * second. `npm run i18n:extract` gathers every message of `web/src` into both catalogues (German
 * entries then wait for their translation); the build refuses a catalogue with a message missing.
 */
export default defineConfig({
	sourceLocale: 'en',
	locales: ['en', 'de'],
	// Where each message is used, without line numbers: a catalogue changes when its messages do, not when code moves.
	format: formatter({ lineNumbers: false }),
	catalogs: [{ path: '<rootDir>/web/src/locales/{locale}', include: ['<rootDir>/web/src'], exclude: ['**/*.test.ts'] }],
});
