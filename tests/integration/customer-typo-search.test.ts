import { beforeAll, describe, expect, it } from 'vitest';
import { callers, type Caller } from '../harness/api.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;

/** Letters only, so that every word of a name here allows its typos and no other test's customer is near. */
const tag = `q${Date.now()
	.toString(36)
	.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
const customers: Record<'john' | 'joan' | 'jose', number> = { john: 0, joan: 0, jose: 0 };

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
	customers.john = (await admin.ok('POST', '/items/customers', { name: `John Smith ${tag}` })).id;
	customers.joan = (await admin.ok('POST', '/items/customers', { name: `Joan Smythe ${tag}` })).id;
	customers.jose = (await admin.ok('POST', '/items/customers', { name: `José Núñez ${tag}` })).id;
});

/** The customers Directus's own search answers the staff (the till, the customers list, the buylist's customer). */
async function searched(q: string, more = ''): Promise<number[]> {
	const response = await staff.get(
		`/items/customers?fields=id&sort=id&limit=-1&search=${encodeURIComponent(q)}${more}`,
	);
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data.map((row: { id: number }) => row.id);
}

describe('a name search with a typo', () => {
	it('finds the names near it when no one is found as typed, case and accents folded', async () => {
		expect(await searched(`Jonh Smith ${tag}`)).toEqual([customers.john]);
		expect(await searched(`smtih ${tag}`)).toEqual([customers.john]);
		expect(await searched(`Smyth ${tag}`)).toEqual([customers.john, customers.joan]);
		expect(await searched(`JOSE NUNES ${tag}`)).toEqual([customers.jose]);
	});

	it('answers only what is found as typed when someone is, and no one for a word too far or too short', async () => {
		expect(await searched(`John Smith ${tag}`)).toEqual([customers.john]);
		expect(await searched(`Jonh Smxxh ${tag}`)).toEqual([]);
		expect(await searched(`Jom ${tag}`)).toEqual([]);
	});

	it('keeps the caller’s own filter and the count the customers list shows', async () => {
		const notJohn = `&filter=${encodeURIComponent(JSON.stringify({ id: { _neq: customers.john } }))}`;
		expect(await searched(`Smtih ${tag}`, notJohn)).toEqual([]);
		const counted = await staff.get(
			`/items/customers?aggregate[count]=*&search=${encodeURIComponent(`Jonh ${tag}`)}`,
		);
		expect(counted.status, JSON.stringify(counted.body)).toBe(200);
		expect(Number(counted.body.data[0].count)).toBe(1);
	});

	it('holds through GraphQL, and the customers export finds the same', async () => {
		const response = await staff.request('POST', '/graphql', {
			query: `{ customers(search: "Jonh Smtih ${tag}", sort: ["id"]) { id } }`,
		});
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		expect(response.body.data.customers.map((row: { id: string }) => Number(row.id))).toEqual([customers.john]);
		const file = await admin.get(`/deckhand/exports/customers.csv?q=${encodeURIComponent(`Jonh ${tag}`)}`);
		expect(file.status).toBe(200);
		expect(String(file.body).split('\r\n')[1]).toMatch(new RegExp(`^${customers.john},"?John Smith ${tag}`));
	});

	it('tells an anonymous caller nothing, near or not', async () => {
		const response = await anonymous.get(
			`/items/customers?fields=name&search=${encodeURIComponent(`Jonh ${tag}`)}`,
		);
		expect(response.status).toBe(401);
	});
});
