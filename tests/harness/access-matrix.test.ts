import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/config/directus-env.ts';
import { STAFF_PERMISSIONS } from '../../server/provision/access.ts';
import { DECKHAND_TABLES } from '../../server/schema/ledger-tables/index.ts';
import { ENDPOINT_ACCESS, UNMATCHED_ROUTES, routeKey } from './access-matrix-routes.ts';
import { ACTIONS, COLLECTION_ACCESS } from './access-matrix.ts';
import { ACCESS_MATRIX_DOC, accessMatrixMarkdown } from './access-matrix-doc.ts';
import { HOSTILE_ROUTES } from './hostile-routes.ts';
import { endpointRoutes, hookPaths } from './extension-routes.ts';

const inGroup = (...groups: string[]) =>
	COLLECTION_ACCESS.filter((access) => groups.includes(access.group)).map((access) => access.collection);

describe('the access table', () => {
	it('is what docs/access-matrix.md says (npm run docs:access writes it)', () => {
		expect(readFileSync(join(PROJECT_ROOT, ACCESS_MATRIX_DOC), 'utf8')).toBe(accessMatrixMarkdown());
	});

	it('names each collection once', () => {
		const names = COLLECTION_ACCESS.map((access) => access.collection);
		expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
	});

	it("has a row for every collection of the schema snapshot, and only those among Deckhand's", () => {
		const snapshot = load(readFileSync(join(PROJECT_ROOT, 'server/schema/snapshot.yaml'), 'utf8')) as {
			collections: Array<{ collection: string }>;
		};
		expect(inGroup('shop').sort()).toEqual(snapshot.collections.map(({ collection }) => collection).sort());
	});

	it('has a row for every table Deckhand keeps from Directus', () => {
		expect(inGroup('hidden').sort()).toEqual([...DECKHAND_TABLES].sort());
	});

	it('has cells for every route the extension serves, each in HOSTILE_ROUTES', () => {
		const listed = new Set(ENDPOINT_ACCESS.map(routeKey));
		expect(endpointRoutes().filter((route) => !listed.has(route))).toEqual([]);
		expect(UNMATCHED_ROUTES).toEqual({ withoutCells: [], notInHostileRoutes: [] });
	});

	it("has cells for the Directus routes under every path the extension's hooks add middleware to", async () => {
		const paths = await hookPaths();
		expect(paths.length).toBeGreaterThan(0);
		expect(
			paths.filter(
				(path) => !HOSTILE_ROUTES.some((route) => route.path === path || route.path.startsWith(`${path}/`)),
			),
		).toEqual([]);
	});

	it('gives staff exactly what the staff policy grants, a rule of the extension refusing a grant only with a note saying why', () => {
		const mismatches = COLLECTION_ACCESS.flatMap((access) =>
			ACTIONS.flatMap((action) => {
				const granted = STAFF_PERMISSIONS.some(
					(permission) => permission.collection === access.collection && permission.action === action,
				);
				const expected = access.cells[action].staff;
				const allowed = expected.outcome !== 'refused';
				const explained = expected.outcome === 'refused' && expected.note !== undefined;
				return granted === allowed || (granted && explained)
					? []
					: [
							`${access.collection} ${action}: ${granted ? 'granted' : 'not granted'}, table says ${expected.outcome}`,
						];
			}),
		);
		expect(mismatches).toEqual([]);
	});
});
