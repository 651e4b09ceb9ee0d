import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECKHAND_TABLES } from '../../server/schema/ledger-tables/index.ts';
import { ENDPOINT_ACCESS, routeKey, UNMATCHED_ROUTES } from '../harness/access-matrix-routes.ts';
import {
	ACTIONS,
	COLLECTION_ACCESS,
	ROLES,
	type Action,
	type CollectionAccess,
	type Expected,
	type Refusal,
	type Role,
} from '../harness/access-matrix.ts';
import {
	closeMatrixShop,
	matrixShop,
	send,
	shopState,
	type Answer,
	type MatrixRequest,
	type MatrixShop,
} from '../harness/access-shop.ts';
import { ROUTE_PROBES } from '../harness/access-routes.ts';
import { dropMatrixCollections, type Key, type Subject } from '../harness/access-subject-kinds.ts';
import { SUBJECTS } from '../harness/access-subjects.ts';
import { endpointRoutes } from '../harness/extension-routes.ts';
import { graphqlCells, graphqlRequest } from '../harness/access-graphql.ts';

/**
 * Every cell of the access table (`tests/harness/access-matrix.ts`, `docs/access-matrix.md`)
 * sent to the real server with a valid request, as a visitor, a clerk and an administrator: an
 * allowed cell must succeed and do what it says, a refused one must answer its status and code
 * and leave the database as it was.
 */
let shop: MatrixShop;

beforeAll(async () => {
	shop = await matrixShop();
});
afterAll(async () => {
	await dropMatrixCollections(shop);
	await closeMatrixShop(shop);
});

const codeOf = (answer: Answer): unknown => answer.body?.errors?.[0]?.extensions?.code;
const shown = (answer: Answer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;

function expectRefusal(answer: Answer, refusal: Refusal): void {
	expect({ status: answer.status, code: codeOf(answer) }, shown(answer)).toEqual({
		status: refusal.status,
		code: refusal.code,
	});
	expect(answer.body?.data, shown(answer)).toBeUndefined();
}

/** A row as the database holds it (none named: a create), and how many rows its table has (not where another writer adds rows meanwhile). */
async function tableState(subject: Subject, row: Key) {
	const count = subject.volatile ? null : Number((await shop.db(subject.table).count({ n: '*' }).first())?.['n']);
	return { count, row: await rowOf(subject, row) };
}
const rowOf = async (subject: Subject, key: Key | undefined) =>
	key === undefined || key === '' ? undefined : shop.db(subject.table).where(subject.key, key).first();

/** Sends a request that must be refused, and sees the table and its row unchanged. */
async function expectRefusedWrite(
	subject: Subject,
	row: Key,
	token: string | null,
	request: MatrixRequest,
	refusal: Refusal,
): Promise<void> {
	const before = await tableState(subject, row);
	expectRefusal(await send(token, request), refusal);
	expect(await tableState(subject, row)).toEqual(before);
}

async function expectAllowed(subject: Subject, action: Action, row: Key, token: string | null): Promise<void> {
	// An allowed delete takes a row of its own: the subject's row is named by the cells after it.
	const victim = action === 'delete' ? await subject.row(shop) : row;
	const request = await subject[action](shop, victim);
	const answer = await send(token, request);
	expect(answer.status, shown(answer)).toBeLessThan(300);
	if (action === 'create') expect(await rowOf(subject, subject.created(answer.body)), shown(answer)).toBeDefined();
	if (action === 'read') expect(answer.body?.data, shown(answer)).toBeTruthy();
	if (action === 'update') {
		// The columns the change names hold what was sent (nested changes, a field's `meta`, are Directus's to store).
		const after = await rowOf(subject, row);
		const sent = Object.entries((request.body ?? {}) as Record<string, unknown>).filter(
			([column, value]) => column in after && (value === null || typeof value !== 'object'),
		);
		for (const [column, value] of sent)
			expect(after[column] === null ? null : String(after[column]), column).toBe(
				value === null ? null : String(value),
			);
	}
	if (action === 'delete') expect(await rowOf(subject, victim)).toBeUndefined();
}

async function expectScoped(
	subject: Subject,
	action: Action,
	row: Key,
	token: string | null,
	expected: Expected & { outcome: 'scoped' },
): Promise<void> {
	const scope = subject.scopes?.[action];
	if (!scope) throw new Error(`${subject.table}: a scoped ${action} needs its two requests in access-subjects.ts`);
	const inside = await send(token, await scope.inside(shop, row));
	expect(inside.status, shown(inside)).toBeLessThan(300);
	if (action === 'read') expect(inside.body.data, shown(inside)).toHaveLength(1);
	const outside = await scope.outside(shop, row);
	if (expected.outside === 'hidden') {
		const answer = await send(token, outside);
		expect(answer.status, shown(answer)).toBe(200);
		expect(answer.body.data).toEqual([]);
	} else await expectRefusedWrite(subject, row, token, outside, expected.outside);
}

const label = (expected: Expected) =>
	expected.outcome === 'refused' ? `refused ${expected.status}` : expected.outcome;
const cellsOf = (access: CollectionAccess) =>
	ACTIONS.flatMap((action) =>
		ROLES.map((role) => ({
			action,
			role,
			expected: access.cells[action][role],
			label: label(access.cells[action][role]),
		})),
	);

describe('the table', () => {
	it('has a row for every collection the server knows, and the tables Deckhand keeps from it', async () => {
		const known = (await shop.admin.get('/collections?limit=-1&fields=collection')).body.data as Array<{
			collection: string;
		}>;
		const listed = COLLECTION_ACCESS.filter((access) => access.group !== 'hidden').map(
			(access) => access.collection,
		);
		expect(listed.sort()).toEqual(
			known
				.map(({ collection }) => collection)
				.filter((name) => !name.startsWith('matrix_'))
				.sort(),
		);
		expect(
			COLLECTION_ACCESS.filter((access) => access.group === 'hidden')
				.map((access) => access.collection)
				.sort(),
		).toEqual([...DECKHAND_TABLES].sort());
		expect(
			COLLECTION_ACCESS.filter((access) => !SUBJECTS[access.collection]).map((access) => access.collection),
		).toEqual([]);
	});

	it('has cells for every route the extension serves and every route HOSTILE_ROUTES lists, and a request for each', () => {
		const listed = new Set(ENDPOINT_ACCESS.map(routeKey));
		expect(endpointRoutes().filter((route) => !listed.has(route))).toEqual([]);
		expect(UNMATCHED_ROUTES).toEqual({ withoutCells: [], notInHostileRoutes: [] });
		expect(ENDPOINT_ACCESS.map(routeKey).filter((key) => !ROUTE_PROBES[key])).toEqual([]);
	});
});

describe.each(COLLECTION_ACCESS)('$collection', (access) => {
	const subject = SUBJECTS[access.collection]!;
	let row: Key;

	beforeAll(async () => {
		row = await subject.row(shop);
	});

	it.each(cellsOf(access))('$action as $role: $label', async ({ action, role, expected }) => {
		const token = shop.tokens[role];
		if (expected.outcome === 'allowed') return expectAllowed(subject, action, row, token);
		if (expected.outcome === 'scoped') return expectScoped(subject, action, row, token, expected);
		await expectRefusedWrite(subject, row, token, await subject[action](shop, row), expected);
	});
});

describe('through GraphQL', () => {
	it.each(graphqlCells())('$collection: $action as $role', async ({ collection, action, role, expected }) => {
		const subject = SUBJECTS[collection]!;
		const row = action === 'create' ? '' : await subject.row(shop);
		const before = await tableState(subject, row);
		const answer = await send(shop.tokens[role], await graphqlRequest(shop, collection, action, row));
		const field = answer.body?.data ? Object.keys(answer.body.data)[0] : undefined;
		if (expected.outcome === 'refused' && expected.status === 401) {
			expectRefusal(answer, expected);
		} else if (expected.outcome === 'refused') {
			// Missing from the role's schema (GRAPHQL_VALIDATION), or refused by Directus or a hook (FORBIDDEN).
			expect(['FORBIDDEN', 'GRAPHQL_VALIDATION'], shown(answer)).toContain(codeOf(answer));
			expect(field ? answer.body.data[field] : null).toBeNull();
		} else {
			expect(answer.status, shown(answer)).toBe(200);
			expect(answer.body.errors, shown(answer)).toBeUndefined();
			expect(answer.body.data[field!], shown(answer)).toBeTruthy();
		}
		const after = await tableState(subject, row);
		if (expected.outcome === 'refused' || action === 'read') expect(after).toEqual(before);
		else if (action === 'create') expect(after.count).toBe(before.count! + 1);
		else if (action === 'delete') expect(after.row).toBeUndefined();
	});
});

describe.each(ENDPOINT_ACCESS)('$method $path', (access) => {
	const probe = ROUTE_PROBES[routeKey(access)]!;

	it.each(ROLES.map((role) => ({ role, expected: access.cells[role], label: label(access.cells[role]) })))(
		'as $role: $label',
		async ({ role, expected }) => {
			await expectRoute(role, expected);
		},
	);

	async function expectRoute(role: Role, expected: Expected): Promise<void> {
		const token = shop.tokens[role];
		const request = await probe.request(shop, role);
		const before = expected.outcome === 'refused' ? await shopState(shop) : null;
		const answer = await send(token, request);
		await request.settle?.(answer);
		if (expected.outcome === 'refused') {
			expectRefusal(answer, expected);
			expect(await shopState(shop)).toEqual(before);
			return;
		}
		expect(answer.status, shown(answer)).toBeLessThan(300);
		if (expected.outcome === 'scoped') await expectOutside(role, expected.outside);
	}

	async function expectOutside(role: Role, outside: Refusal | 'hidden'): Promise<void> {
		if (!probe.outside)
			throw new Error(
				`${routeKey(access)}: a scoped cell needs the request just outside its scope in access-routes.ts`,
			);
		const request = await probe.outside(shop, role);
		const before = await shopState(shop);
		const answer = await send(shop.tokens[role], request);
		if (outside === 'hidden') {
			expect(answer.status, shown(answer)).toBe(200);
			expect(answer.body.data).toEqual([]);
			return;
		}
		expect({ status: answer.status, code: codeOf(answer) }, shown(answer)).toEqual(outside);
		// A refusal of who asks changes nothing; a staff completion above the limit puts the buylist in the approval queue, as it should.
		if (outside.status === 401 || outside.status === 403) expect(await shopState(shop)).toEqual(before);
	}
});
