import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, type Caller } from '../harness/api.ts';
import { createTill, openTill } from '../harness/tills.ts';
import { openShop } from '../harness/shop.ts';

let admin: Caller;
let staff: Caller;
let db: Knex;

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
});
afterAll(() => db.destroy());

let made = 0;
/** A name no other test's till has (the files share one server). */
const fresh = (what = 'Till') => `${what} ${Date.now().toString(36)}-${++made}`;
const tillsNow = () => db('tills').orderBy('id').select('id', 'name', 'active');
const graphql = (caller: Caller, query: string) => caller.request('POST', '/graphql', { query });

/** A write that must be refused: its answer, and every till as it was. Answers the refusal's message. */
async function expectRefused(
	send: () => Promise<{ status: number; body: any }>,
	status: number,
	extensions: Record<string, unknown>,
) {
	const before = await tillsNow();
	const response = await send();
	expect(response.status, JSON.stringify(response.body)).toBe(status);
	expect(firstError(response.body).extensions).toMatchObject(extensions);
	expect(await tillsNow()).toEqual(before);
	return firstError(response.body).message;
}

async function ok(response: Promise<{ status: number; body: any }>) {
	const answer = await response;
	expect(answer.status, JSON.stringify(answer.body)).toBe(200);
	return answer.body.data;
}

describe('the owner manages the tills through the items API', () => {
	it('adds a till (its name kept without the spaces around it), renames it, retires it and brings it back', async () => {
		const name = fresh('Counter');
		const added = await ok(admin.request('POST', '/items/tills', { name: `  ${name}  ` }));
		expect(added).toMatchObject({ name, active: true });
		await ok(admin.request('PATCH', `/items/tills/${added.id}`, { name: `${name} (window)` }));
		// The same name in other case is this till's own: a rename may change only the case.
		await ok(admin.request('PATCH', `/items/tills/${added.id}`, { name: `${name} (WINDOW)` }));
		await ok(admin.request('PATCH', `/items/tills/${added.id}`, { active: false }));
		const stored = await db('tills').where('id', added.id).first('name', 'active');
		// SQLite keeps a boolean as 0 or 1, PostgreSQL as false or true.
		expect({ name: stored.name, active: Boolean(stored.active) }).toEqual({
			name: `${name} (WINDOW)`,
			active: false,
		});
		await ok(admin.request('PATCH', `/items/tills/${added.id}`, { active: true }));
		// A till brought back opens again.
		await openTill(staff, added.id);
	});
});

describe('refusals: no till changes', () => {
	it('refuses staff adding, renaming, retiring or bringing back a till (FORBIDDEN), by REST and GraphQL', async () => {
		const till = await createTill(admin);
		const retired = await createTill(admin);
		await ok(admin.request('PATCH', `/items/tills/${retired}`, { active: false }));
		await expectRefused(() => staff.request('POST', '/items/tills', { name: fresh('Staff till') }), 403, {
			code: 'FORBIDDEN',
		});
		await expectRefused(() => staff.request('PATCH', `/items/tills/${till}`, { name: fresh('Renamed') }), 403, {
			code: 'FORBIDDEN',
		});
		await expectRefused(() => staff.request('PATCH', `/items/tills/${till}`, { active: false }), 403, {
			code: 'FORBIDDEN',
		});
		await expectRefused(() => staff.request('PATCH', `/items/tills/${retired}`, { active: true }), 403, {
			code: 'FORBIDDEN',
		});
		await expectRefused(
			() => staff.request('PATCH', '/items/tills', { keys: [till, retired], data: { active: true } }),
			403,
			{ code: 'FORBIDDEN' },
		);
		// Staff's GraphQL schema has no till mutations at all.
		const name = fresh('Staff till');
		await expectRefused(
			() => graphql(staff, `mutation { create_tills_item(data: { name: "${name}" }) { id } }`),
			400,
			{ code: 'GRAPHQL_VALIDATION' },
		);
		await expectRefused(
			() => graphql(staff, `mutation { update_tills_item(id: ${till}, data: { active: false }) { id } }`),
			400,
			{ code: 'GRAPHQL_VALIDATION' },
		);
	});

	it.each([
		['empty', ''],
		['only spaces', '   '],
		['61 characters', 'x'.repeat(61)],
		['not text', 5],
	])('refuses a name that is %s, adding or renaming: VALIDATION_FAILED on name with 1 to 60', async (_case, name) => {
		const till = await createTill(admin);
		for (const send of [
			() => admin.request('POST', '/items/tills', { name }),
			() => admin.request('PATCH', `/items/tills/${till}`, { name }),
		]) {
			const message = await expectRefused(send, 400, {
				code: 'VALIDATION_FAILED',
				field: 'name',
				min: 1,
				max: 60,
			});
			expect(message).toBe('Till name must be 1 to 60 characters long.');
		}
	});

	it('refuses a till with no name at all, and takes one of 60 characters', async () => {
		await expectRefused(() => admin.request('POST', '/items/tills', { active: true }), 400, {
			code: 'VALIDATION_FAILED',
			field: 'name',
			min: 1,
			max: 60,
		});
		const long = fresh('T').padEnd(60, 'x');
		expect(await ok(admin.request('POST', '/items/tills', { name: long }))).toMatchObject({ name: long });
	});

	it('refuses a name another till has, case and spaces aside, retired tills included (RECORD_NOT_UNIQUE on name, naming the till)', async () => {
		const name = fresh('Counter');
		const other = await createTill(admin, name);
		const mine = await createTill(admin);
		for (const taken of [name, name.toUpperCase(), ` ${name.toLowerCase()} `]) {
			const message = await expectRefused(() => admin.request('POST', '/items/tills', { name: taken }), 400, {
				code: 'RECORD_NOT_UNIQUE',
				field: 'name',
				till: other,
			});
			expect(message).toBe(`Another till is already called ${name}; choose another name.`);
			await expectRefused(() => admin.request('PATCH', `/items/tills/${mine}`, { name: taken }), 400, {
				code: 'RECORD_NOT_UNIQUE',
				field: 'name',
				till: other,
			});
		}
		await expectRefused(
			() => graphql(admin, `mutation { create_tills_item(data: { name: "${name.toLowerCase()}" }) { id } }`),
			200,
			{ code: 'RECORD_NOT_UNIQUE', field: 'name' },
		);
		// A retired till keeps its name: its sessions and reports still say it.
		await ok(admin.request('PATCH', `/items/tills/${other}`, { active: false }));
		const message = await expectRefused(() => admin.request('POST', '/items/tills', { name }), 400, {
			code: 'RECORD_NOT_UNIQUE',
			field: 'name',
			till: other,
		});
		expect(message).toBe(`${name} is the name of a retired till; bring that till back, or choose another name.`);
	});

	it('refuses an active flag that is not true or false, naming the field', async () => {
		const till = await createTill(admin);
		const message = await expectRefused(
			() => admin.request('PATCH', `/items/tills/${till}`, { active: 'no' }),
			400,
			{ code: 'VALIDATION_FAILED', field: 'active' },
		);
		expect(message).toBe('Active must be true (in use) or false (retired).');
	});

	it('refuses retiring an open till, by REST and GraphQL, naming the till and its session (TILL_ALREADY_OPEN on active)', async () => {
		const till = await createTill(admin);
		const session = (await openTill(staff, till)).id;
		const message = await expectRefused(
			() => admin.request('PATCH', `/items/tills/${till}`, { active: false }),
			409,
			{ code: 'TILL_ALREADY_OPEN', field: 'active', till, session },
		);
		expect(message).toMatch(/is open; close it with its count before retiring it\.$/);
		await expectRefused(
			() => graphql(admin, `mutation { update_tills_item(id: ${till}, data: { active: false }) { id } }`),
			200,
			{ code: 'TILL_ALREADY_OPEN', field: 'active' },
		);
	});
});
