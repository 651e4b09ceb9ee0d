import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
	{ ignores: ['node_modules/', 'data/', '**/dist/', 'bench/results/', 'test-results/'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		languageOptions: { globals: { ...globals.node } },
		rules: {
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
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
		// Tests read whatever JSON the real server answers.
		files: ['tests/**/*.ts', 'e2e/**/*.ts'],
		rules: { '@typescript-eslint/no-explicit-any': 'off' },
	},
);
