import { describe, expect, it } from 'vitest';
import { hostileCreates, hostileUpdates } from './hostile-collection-payloads.ts';
import { HOSTILE_COLLECTIONS, type HostileCollection } from './hostile-collections.ts';
import { COLLECTION_ACCESS } from './access-matrix.ts';

/** A stand-in for a valid payload: the generator only copies and varies it. */
const validOf = (spec: HostileCollection) =>
	Object.fromEntries([...spec.required, 'note'].map((field) => [field, `valid ${field}`]));
/** Another row, and a value it holds for each unique field. */
const contextOf = (spec: HostileCollection) => ({
	otherKey: 2,
	taken: Object.fromEntries(
		Object.entries(spec.fields).flatMap(([field, fieldSpec]) =>
			'unique' in fieldSpec && fieldSpec.unique ? [[field, 'Taken Value']] : [],
		),
	),
});

describe.each(HOSTILE_COLLECTIONS)('$collection', (spec) => {
	const creates = hostileCreates(spec, validOf(spec), contextOf(spec));
	const updates = hostileUpdates(spec, contextOf(spec));

	it('has at least 30 malformed creates (a singleton none) and 30 malformed updates', () => {
		expect(creates.length).toBeGreaterThanOrEqual(spec.singleton ? 0 : 30);
		expect(updates.length).toBeGreaterThanOrEqual(30);
	});

	it('names each payload once, and sends no two alike', () => {
		for (const payloads of [creates, updates]) {
			expect(new Set(payloads.map((payload) => payload.label)).size).toBe(payloads.length);
			expect(new Set(payloads.map((payload) => JSON.stringify(payload.body))).size).toBe(payloads.length);
		}
	});

	it('is a collection the access table lets the owner or staff write, as the spec says', () => {
		const access = COLLECTION_ACCESS.find((entry) => entry.collection === spec.collection);
		expect(access).toBeDefined();
		for (const action of ['create', 'update'] as const)
			for (const writer of spec.writers[action])
				expect(['allowed', 'scoped'], `${action} as ${writer}`).toContain(
					access!.cells[action][writer].outcome,
				);
	});

	it('varies every field it names, a required one also missing', () => {
		for (const field of Object.keys(spec.fields))
			expect(
				updates.some((payload) => payload.label.startsWith(`${field}: `)),
				field,
			).toBe(true);
		for (const field of spec.required)
			expect(
				creates.some((payload) => !(field in payload.body)),
				field,
			).toBe(true);
	});
});

it('covers every collection of the shop the owner or staff may create or update through the items API', () => {
	const writable = COLLECTION_ACCESS.filter(
		(access) =>
			access.group === 'shop' &&
			(['create', 'update'] as const).some(
				(action) =>
					['allowed', 'scoped'].includes(access.cells[action].administrator.outcome) ||
					['allowed', 'scoped'].includes(access.cells[action].staff.outcome),
			),
	).map((access) => access.collection);
	expect(HOSTILE_COLLECTIONS.map((spec) => spec.collection)).toEqual(expect.arrayContaining(writable));
});
