import { defineConfig } from 'vitest/config';
import { messagePlugins } from './web/message-plugins.ts';

export default defineConfig({
	test: {
		projects: [
			{
				// The dashboard's messages as the build has them (its macros, its compiled catalogues), in English.
				plugins: messagePlugins({ failOnMissing: false }),
				test: {
					name: 'unit',
					// The files share one module graph per worker instead of loading it again for each: a fifth
					// of the time. So a unit test spies on what it must replace instead of mocking a module.
					isolate: false,
					include: [
						'contract/**/*.test.ts',
						'lint/**/*.test.ts',
						'server/**/*.test.ts',
						'web/src/**/*.test.ts',
						'tests/harness/**/*.test.ts',
					],
					environment: 'node',
					setupFiles: ['web/src/lib/i18n/speak-english.ts'],
				},
			},
			{
				test: {
					name: 'integration',
					include: ['tests/integration/**/*.test.ts'],
					environment: 'node',
					globalSetup: ['tests/harness/global-setup.ts'],
					testTimeout: 60_000,
					hookTimeout: 180_000,
					// One shared server; files run one after another so timings stay honest on 2 cores.
					fileParallelism: false,
				},
			},
			{
				test: {
					name: 'e2e',
					include: ['e2e/specs/**/*.e2e.test.ts'],
					environment: 'node',
					globalSetup: ['e2e/harness/global-setup.ts'],
					testTimeout: 60_000,
					hookTimeout: 180_000,
					fileParallelism: false,
				},
			},
		],
	},
});
