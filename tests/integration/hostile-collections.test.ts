import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerAt, stackInfo } from '../harness/api.ts';
import { literal } from '../harness/access-graphql.ts';
import { closeMatrixShop, matrixShop, must, unique, type MatrixShop } from '../harness/access-shop.ts';
import type { Key } from '../harness/access-subject-kinds.ts';
import { SUBJECTS } from '../harness/access-subjects.ts';
import { databaseDigest } from '../harness/database-digest.ts';
import { faultOf, graphqlFaultOf, sendRaw } from '../harness/hostile-send.ts';
import {
	hostileCreates,
	hostileUpdates,
	type HostileContext,
	type HostilePayload,
	type Payload,
} from '../harness/hostile-collection-payloads.ts';
import { HOSTILE_COLLECTIONS, type HostileCollection, type Writer } from '../harness/hostile-collections.ts';

/**
 * Every collection the owner or staff write through the items API (and `/users`, `/settings`):
 * at least 30 malformed creates and 30 malformed updates each (`tests/harness/hostile-collections.ts`),
 * sent through REST as each role that may write it and a quarter of them through GraphQL, each
 * answered with a named 4xx free of database words, and every row of the database as it was
 * (`databaseDigest`). Then the same valid create sent six times at once, half to each instance
 * of the scale profile, where a value is unique: one is stored, the others refused by name.
 */
let shop: MatrixShop;
let sent = 0;

beforeAll(async () => {
	shop = await matrixShop();
});
afterAll(async () => {
	console.info(`hostile-collections: ${sent} hostile payloads sent`);
	await closeMatrixShop(shop);
});

interface Prepared {
	valid: Payload;
	context: HostileContext;
	/** The row the updates name (none for a singleton). */
	target?: Key;
}

/**
 * A valid create, a row of it made (the copy the unique payloads collide with, and whose id they
 * name), a value of it taken for each unique field, and another row for the updates.
 */
async function prepare(spec: HostileCollection): Promise<Prepared> {
	const subject = SUBJECTS[spec.collection]!;
	if (spec.singleton) return { valid: {}, context: { otherKey: 2, taken: {} } };
	const valid = (await subject.create(shop, '')).body as Payload;
	// A person is one of Directus Core's seats: the matrix's own owner is the other row, and its clerk the one changed.
	if (spec.collection === 'directus_users')
		return {
			valid,
			context: { otherKey: shop.owner.id, taken: { email: shop.owner.email } },
			target: shop.clerk.id,
		};
	const neighbour = (await must(shop, 'POST', spec.path, valid)).id as Key;
	const taken: Record<string, string> = {};
	for (const [field, fieldSpec] of Object.entries(spec.fields)) {
		if (!('unique' in fieldSpec) || !fieldSpec.unique) continue;
		let value = (await shop.db(subject.table).where(subject.key, neighbour).first(field))?.[field] as string | null;
		if (!value) {
			value = fieldSpec.kind === 'email' ? `${unique('taken')}@example.com` : unique('Taken ');
			await must(shop, 'PATCH', `${spec.path}/${neighbour}`, { [field]: value });
		}
		taken[field] = value;
	}
	return { valid, context: { otherKey: neighbour, taken }, target: await subject.row(shop) };
}

const TOKEN: Record<Writer, (shop: MatrixShop) => string | null> = {
	administrator: (s) => s.tokens.administrator,
	staff: (s) => s.tokens.staff,
};
const show = (answer: { status: number; text: string }) => `${answer.status} ${answer.text.slice(0, 200)}`;

async function sendRest(
	token: string | null,
	method: string,
	path: string,
	payload: HostilePayload,
): Promise<string | null> {
	sent++;
	const answer = await sendRaw(stackInfo().url, token, {
		method,
		path,
		body: { label: payload.label, data: Buffer.from(JSON.stringify(payload.body)) },
	});
	const fault = faultOf(answer);
	return fault && `${method} ${payload.label}: ${fault} (${show(answer)})`;
}

/** The GraphQL mutation of a payload: `/graphql` for Deckhand's collections, `/graphql/system` (without `directus_`) for Directus's. */
function mutation(spec: HostileCollection, payload: HostilePayload, target?: Key): { path: string; query: string } {
	const system = spec.collection.startsWith('directus_');
	const name = system ? spec.collection.slice('directus_'.length) : spec.collection;
	const data = literal(payload.body);
	const query =
		target === undefined
			? spec.singleton
				? `mutation { update_${name}(data: ${data}) { id } }`
				: `mutation { create_${name}_item(data: ${data}) { id } }`
			: `mutation { update_${name}_item(id: ${JSON.stringify(String(target))}, data: ${data}) { id } }`;
	return { path: system ? '/graphql/system' : '/graphql', query };
}

async function sendGraphql(
	token: string | null,
	spec: HostileCollection,
	payload: HostilePayload,
	target?: Key,
): Promise<string | null> {
	sent++;
	const { path, query } = mutation(spec, payload, target);
	const answer = await sendRaw(stackInfo().url, token, {
		method: 'POST',
		path,
		body: { label: payload.label, data: Buffer.from(JSON.stringify({ query })) },
	});
	const fault = graphqlFaultOf(answer);
	return fault && `GraphQL ${payload.label}: ${fault} (${show(answer)})`;
}

/** Every fourth payload: the GraphQL sample. */
const sample = (payloads: HostilePayload[]) => payloads.filter((_payload, index) => index % 4 === 0);

describe.each(HOSTILE_COLLECTIONS)('$collection', (spec) => {
	it('answers every malformed create and update with a named 4xx, through REST and GraphQL, and the database is as it was', async () => {
		const { valid, context, target } = await prepare(spec);
		const creates = hostileCreates(spec, valid, context);
		const updates = hostileUpdates(spec, context);
		const updatePath = spec.singleton ? spec.path : `${spec.path}/${target}`;
		const before = await databaseDigest(shop.db);
		const faults: string[] = [];
		for (const writer of spec.writers.create) {
			for (const payload of creates)
				faults.push((await sendRest(TOKEN[writer](shop), 'POST', spec.path, payload)) ?? '');
			for (const payload of sample(creates))
				faults.push((await sendGraphql(TOKEN[writer](shop), spec, payload)) ?? '');
		}
		for (const writer of spec.writers.update) {
			for (const payload of updates)
				faults.push((await sendRest(TOKEN[writer](shop), 'PATCH', updatePath, payload)) ?? '');
			for (const payload of sample(updates))
				faults.push(
					(await sendGraphql(TOKEN[writer](shop), spec, payload, spec.singleton ? undefined : target)) ?? '',
				);
		}
		expect(faults.filter(Boolean)).toEqual([]);
		expect(await databaseDigest(shop.db)).toEqual(before);
	});

	it.runIf(spec.uniqueRow && spec.writers.create.length > 0)(
		'stores one of six copies of a create sent at once to the instances, refusing the others by name',
		async () => {
			const subject = SUBJECTS[spec.collection]!;
			const valid = (await subject.create(shop, '')).body as Payload;
			const count = async () => Number((await shop.db(subject.table).count({ n: '*' }).first())?.['n']);
			const before = await count();
			const owner = callerAt(stackInfo().url, shop.tokens.administrator);
			const answers = await Promise.all(
				Array.from({ length: 6 }, (_copy, n) => owner.on(n).request('POST', spec.path, valid)),
			);
			const stored = answers.filter((answer) => answer.status === 200);
			const refused = answers
				.filter((answer) => answer.status !== 200)
				.map((answer) => faultOf({ status: answer.status, text: JSON.stringify(answer.body) }));
			expect(stored, JSON.stringify(answers.map((answer) => answer.body))).toHaveLength(1);
			expect(refused).toEqual([null, null, null, null, null]);
			expect(await count()).toBe(before + 1);
		},
	);
});
