import { parse } from 'csv-parse/sync';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type Caller, firstError } from '../harness/api.ts';
import { databaseDigest } from '../harness/database-digest.ts';
import { openShop } from '../harness/shop.ts';

/**
 * Directus's own exports (`?export=` of a GET or a SEARCH, the Data Studio's Download) write a
 * text a spreadsheet would run as a formula with a leading apostrophe, for the owner and a clerk
 * alike; its export to the file library (`/utils/export`) is refused to both; the names stay
 * stored as typed.
 */
let admin: Caller;
let staff: Caller;
let db: Knex;

const suffix = `${process.pid}-${Date.now().toString(36)}`;
/** Names as typed, and the two a name kept from before names were stored clean may start with. */
const TYPED = ['=HYPERLINK("http://x","y")', '+1', '-1+1', '@SUM(1)'];
const KEPT = ['\tTab', '\rReturn'];
const NAMES = [...TYPED, ...KEPT].map((name) => `${name} ${suffix}`);
const ids: number[] = [];

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
	for (const name of NAMES) {
		const typed = name.replace(/^[\t\r]/, '');
		const customer = await admin.ok('POST', '/items/customers', { name: typed, notes: `=1+1 ${suffix}` });
		if (typed !== name) await db('customers').where('id', customer.id).update({ name });
		ids.push(customer.id as number);
	}
});
afterAll(() => db.destroy());

const query = () => ({ filter: { id: { _in: ids } }, fields: ['id', 'name', 'notes'], sort: ['id'] });
const address = (format: string) =>
	`/items/customers?export=${format}&filter[id][_in]=${ids.join(',')}&fields=id,name,notes&sort=id`;

const storedNames = async () => (await db('customers').whereIn('id', ids).orderBy('id').pluck('name')) as string[];

/** The CSV's rows, as a spreadsheet reads its cells. */
function csvRows(answer: Answer): Array<{ id: string; name: string; notes: string }> {
	expect(answer.status, JSON.stringify(answer.body)).toBe(200);
	expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
	return parse(String(answer.body), { columns: true, bom: true });
}

const neutralised = NAMES.map((name) => `'${name}`);

describe('Directus’s CSV exports', () => {
	it('neutralise every cell a spreadsheet would run, for the owner and a clerk, by GET and by SEARCH', async () => {
		for (const [who, caller] of [
			['owner', admin],
			['clerk', staff],
		] as const)
			for (const format of ['csv', 'csv_utf8']) {
				const answers = [
					await caller.get(address(format)),
					await caller.request('SEARCH', '/items/customers', { query: { ...query(), export: format } }),
				];
				for (const answer of answers) {
					const rows = csvRows(answer);
					expect(
						rows.map((row) => [Number(row.id), row.name, row.notes]),
						`${who} ${format} ${answer.route}`,
					).toEqual(ids.map((id, at) => [id, neutralised[at], `'=1+1 ${suffix}`]));
				}
			}
		expect(await storedNames()).toEqual(NAMES);
	});

	it('leave JSON, which programs read, and every answer that is not an export as stored', async () => {
		const json = await staff.get(address('json'));
		expect(json.status).toBe(200);
		expect((json.body as Array<{ name: string }>).map((row) => row.name)).toEqual(NAMES);
		const read = await staff.get(`/items/customers?filter[id][_in]=${ids.join(',')}&fields=name&sort=id`);
		expect(read.body.data.map((row: { name: string }) => row.name)).toEqual(NAMES);
	});
});

describe('Directus’s export to the file library', () => {
	it('is refused to the owner and a clerk, and nothing is written', async () => {
		const before = await databaseDigest(db);
		for (const caller of [admin, staff])
			for (const path of ['/utils/export/customers', '/UTILS/Export/customers/']) {
				const answer = await caller.request('POST', path, { query: query(), format: 'csv' });
				expect(answer.status, JSON.stringify(answer.body)).toBe(403);
				expect(firstError(answer.body)).toMatchObject({
					extensions: { code: 'FORBIDDEN' },
					message: expect.stringContaining('never saved to the file library'),
				});
			}
		// The export would have been written after the answer: give it the time it would take.
		await new Promise((resolve) => setTimeout(resolve, 500));
		expect(await databaseDigest(db)).toEqual(before);
		expect(await storedNames()).toEqual(NAMES);
	});
});
