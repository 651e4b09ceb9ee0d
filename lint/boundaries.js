/**
 * The rules that keep Deckhand's layout one-way (docs/decisions/contract.md): the dashboard and
 * the server meet only in the contract, a feature never imports another feature, shared code
 * never imports a feature, no module imports itself round a cycle, and the dashboard writes no
 * path of the extension's (its client takes each from the contract's list of endpoints). A
 * function of the tree's root, so that `boundaries.test.ts` can prove each rule on a small tree
 * of its own.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** The dashboard's features: each folder under `web/src/features/`. */
function featuresOf(root) {
	return readdirSync(join(root, 'web/src/features'), { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.map((entry) => entry.name);
}

/** Packages and modules that only run on the server: the contract is also the browser's. */
const SERVER_ONLY = ['knex', 'pg', 'sqlite3', 'express', '@directus/*', 'node:*', 'directus'];

const PATH_MESSAGE =
	"Ask the extension through lib/api/deckhand-client.ts with the endpoint's entry in @deckhand/contract/api/endpoints.ts: its path is written there once.";

/**
 * @param {string} root the tree's root folder
 * @returns {import('eslint').Linter.Config[]}
 */
export function boundaries(root) {
	const features = featuresOf(root);
	return [
		{
			files: ['**/*.{ts,tsx,js}'],
			plugins: { 'import-x': importX },
			settings: {
				'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
				// The cycle check reads the modules an import leads to: TypeScript, with its own parser.
				'import-x/extensions': ['.ts', '.tsx', '.js'],
				'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
			},
			rules: {
				'import-x/no-restricted-paths': [
					'error',
					{
						basePath: root,
						zones: [
							{
								target: './web',
								from: './server',
								message: 'The dashboard reaches the server only through @deckhand/contract.',
							},
							{
								target: './server',
								from: './web',
								message:
									'The server does not import the dashboard; what both use belongs in @deckhand/contract.',
							},
							{
								target: './contract',
								from: ['./web', './server'],
								message: 'The contract imports nothing of the dashboard or the server.',
							},
							{
								target: ['./web/src/lib', './web/src/components'],
								from: './web/src/features',
								message:
									'Shared code does not import a feature: move what both need into lib/ or components/.',
							},
							...features.map((feature) => ({
								target: `./web/src/features/${feature}`,
								from: './web/src/features',
								except: [`./${feature}`],
								message:
									'A feature does not import another feature: share through lib/ or components/.',
							})),
						],
					},
				],
				'import-x/no-cycle': ['error', { ignoreExternal: true }],
			},
		},
		{
			// A test may say the address it expects; the code asks through `web/src/lib/api/deckhand-client.ts`.
			files: ['web/src/**/*.{ts,tsx}'],
			ignores: ['**/*.test.ts'],
			rules: {
				'no-restricted-syntax': [
					'error',
					{ selector: 'Literal[value=/^\\/deckhand\\//]', message: PATH_MESSAGE },
					{ selector: 'TemplateElement[value.raw=/^\\/deckhand\\//]', message: PATH_MESSAGE },
				],
			},
		},
		{
			files: ['contract/**/*.ts'],
			rules: {
				'no-restricted-imports': [
					'error',
					{
						patterns: [
							{
								group: SERVER_ONLY,
								message: 'The contract is loaded by the browser too: no server-only package here.',
							},
						],
					},
				],
			},
		},
	];
}
