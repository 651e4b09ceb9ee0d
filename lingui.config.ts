import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { fileURLToPath } from 'node:url';

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
	// `<Trans>` as the dashboard renders it: a value with markup in it is shown as text (web/src/lib/i18n/trans.tsx).
	runtimeConfigModule: { Trans: [fileURLToPath(new URL('./web/src/lib/i18n/trans.tsx', import.meta.url)), 'Trans'] },
	catalogs: [
		{ path: '<rootDir>/web/src/locales/{locale}', include: ['<rootDir>/web/src'], exclude: ['**/*.test.ts'] },
	],
});
