import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './lint/boundaries.js';

export default tseslint.config(
	{ ignores: ['node_modules/', 'data/', '**/dist/', 'bench/results/', 'test-results/', 'lint/fixtures/'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		languageOptions: { globals: { ...globals.node } },
		rules: {
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
			],
		},
	},
	{
		files: ['web/src/**/*.{ts,tsx}'],
		languageOptions: { globals: { ...globals.browser } },
		plugins: { 'react-hooks': reactHooks },
		rules: reactHooks.configs.recommended.rules,
	},
	...pluginQuery.configs['flat/recommended'],
	{
		// A change refreshes what it changed: every mutation goes through the refresh table (docs/decisions/contract.md).
		files: ['web/src/**/*.{ts,tsx}'],
		ignores: ['web/src/lib/api/**'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [
						{
							name: '@tanstack/react-query',
							importNames: ['useMutation'],
							message:
								'Use useCommandMutation (lib/api/use-command-mutation.ts): it refreshes what the command changes.',
						},
					],
				},
			],
		},
	},
	...boundaries(import.meta.dirname),
	{
		// Express 4 drops a handler's rejected promise and Node then exits: routes and middleware go through http/guard.ts.
		files: ['server/extensions/deckhand/src/**/*.ts'],
		ignores: ['server/extensions/deckhand/src/http/guard.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [
						{
							name: '@directus/extensions-sdk',
							importNames: ['defineEndpoint'],
							message:
								'Use defineGuardedEndpoint (http/guard.ts): it hands every error of a route to Directus.',
						},
					],
				},
			],
			'no-restricted-syntax': [
				'error',
				{
					selector: "CallExpression[callee.name='init'][arguments.0.value=/^(app|middlewares|routes)\\./]",
					message: 'Add middleware with onRoutes (http/guard.ts): it hands every error to Directus.',
				},
			],
		},
	},
	{
		// Tests read whatever JSON the real server answers.
		files: ['tests/**/*.ts', 'e2e/**/*.ts'],
		rules: { '@typescript-eslint/no-explicit-any': 'off' },
	},
);
