import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaries } from './boundaries.js';

/** A small tree shaped like Deckhand's (`fixtures/`), each file breaking one rule or none. */
const fixtures = join(import.meta.dirname, 'fixtures');

async function ruleIdsByFile(): Promise<Record<string, string[]>> {
	const eslint = new ESLint({
		cwd: fixtures,
		overrideConfigFile: true,
		overrideConfig: [tseslint.configs.base, ...boundaries(fixtures)],
	});
	const results = await eslint.lintFiles(['**/*.ts']);
	return Object.fromEntries(
		results.map((result) => [
			relative(fixtures, result.filePath),
			result.messages.map((message) => message.ruleId ?? message.message).sort(),
		]),
	);
}

describe('the layout rules', () => {
	it('refuse each wrong import, and only those', async () => {
		expect(await ruleIdsByFile()).toEqual({
			'contract/src/contract.ts': [],
			'contract/src/reads-server.ts': ['import-x/no-restricted-paths', 'no-restricted-imports'],
			'server/reads-web.ts': ['import-x/no-restricted-paths'],
			'server/rule.ts': [],
			'web/src/features/receipts/receipt.ts': [],
			'web/src/features/sale/clean.ts': [],
			'web/src/features/sale/cycle-one.ts': ['import-x/no-cycle'],
			'web/src/features/sale/cycle-two.ts': ['import-x/no-cycle'],
			'web/src/features/sale/reads-server.ts': ['import-x/no-restricted-paths'],
			'web/src/features/sale/sale-page.ts': ['import-x/no-restricted-paths'],
			'web/src/features/sale/writes-path.ts': ['no-restricted-syntax', 'no-restricted-syntax'],
			'web/src/lib/reads-feature.ts': ['import-x/no-restricted-paths'],
			'web/src/lib/shared.ts': [],
		});
	});
});
