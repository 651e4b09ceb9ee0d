import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers, expectOk } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { createSku, skuState } from '../harness/fixtures.ts';
import { deckhandCsv, importFile, uploaders, type Uploader } from '../harness/imports.ts';

/**
 * A repeated import is recognised by its rows as read, not only by its bytes: the same rows saved
 * again by a spreadsheet (CRLF, a byte order mark, every cell quoted, a `sep=` line, a trailing
 * blank line) add their quantities once, and the dry run names the import they repeat.
 */
let admin: Caller;
let owner: Uploader;
let db: Knex;
let set: { code: string; name: string; game: { code: string; name: string } };

beforeAll(async () => {
	({ admin } = await callers());
	({ owner } = await uploaders());
	db = openTestDb();
	set = (await admin.get('/items/sets/1?fields=code,name,game.code,game.name')).body.data;
});
afterAll(async () => {
	await db.destroy();
});

const ADD = { quantities: 'add', createMissing: false } as const;

/** The same file as a spreadsheet saves it again: CRLF, a byte order mark, every cell quoted, a `sep=` line, blank lines at the end. */
function savedAgain(csv: string): string {
	const lines = csv.trimEnd().split('\n');
	const quoted = lines.map((line) =>
		line
			.split(',')
			.map((cell) => `"${cell.replaceAll('"', '')}"`)
			.join(','),
	);
	return `\uFEFFsep=,\r\n${quoted.join('\r\n')}\r\n\r\n`;
}

/** A file of one row: `quantity` copies of the card `name` in the first seeded set, at 5.00. */
const fileOf = (name: string, quantity: number) =>
	deckhandCsv([
		{
			game_code: set.game.code,
			game_name: set.game.name,
			set_code: set.code,
			set_name: set.name,
			card_name: name,
			collector_number: '1',
			condition: 'NM',
			finish: 'normal',
			language: 'EN',
			quantity,
			price: '5.00',
		},
	]);

async function dryRun(csv: string) {
	const uploaded = expectOk(await owner.upload(csv, { name: 'stock (2).csv' }), 201);
	return expectOk(await admin.request('POST', `/deckhand/imports/${uploaded.id}/plan`, ADD), 200);
}

describe('an import repeated in other bytes', () => {
	it('adds the quantities of the same rows once, however the file was saved again, and says which import it repeats', async () => {
		const name = `Resaved card ${process.pid}-${Date.now().toString(36)}`;
		const { sku } = await createSku(admin, { name, price: 500, stock: 1 });
		const csv = fileOf(name, 4);
		const first = await importFile(owner, admin, csv, ADD);
		expect(first.plan.alreadyImported).toBeNull();
		const once = await skuState(admin, sku);
		expect(once).toMatchObject({ quantity: 5, movements: 2, delta: 5 });

		const resaved = savedAgain(csv);
		expect(resaved).not.toBe(csv);
		const again = await importFile(owner, admin, resaved, ADD, 'stock (2).csv');
		const date = first.job.committedAt;
		expect(again.plan).toMatchObject({
			update: 0,
			skip: 1,
			errors: 0,
			alreadyImported: { job: first.job.id, date, repeats: 'rows' },
		});
		expect(again.plan.problems).toEqual([
			{
				line: 3,
				kind: 'skip',
				reason: `The same rows were imported before from a file saved differently (import #${first.job.id} on ${date.slice(0, 10)}): its quantities are not added again; its prices still apply.`,
			},
		]);
		expect(await skuState(admin, sku)).toEqual(once);

		// The same bytes are still the same file; other data is no repeat.
		expect((await dryRun(csv)).alreadyImported).toEqual({ job: first.job.id, date, repeats: 'file' });
		const other = await dryRun(fileOf(name, 3));
		expect(other).toMatchObject({ update: 1, skip: 0, alreadyImported: null });
		expect(await skuState(admin, sku)).toEqual(once);
	});

	it('recognises an import recorded before its rows’ digest was kept by its bytes only', async () => {
		const name = `Older import card ${process.pid}-${Date.now().toString(36)}`;
		await createSku(admin, { name, price: 500 });
		const csv = fileOf(name, 2);
		const first = await importFile(owner, admin, csv, ADD);
		await db('import_jobs').where('id', first.job.id).update({ rows_digest: null });

		expect((await dryRun(savedAgain(csv))).alreadyImported).toBeNull();
		expect((await dryRun(csv)).alreadyImported).toMatchObject({ job: first.job.id, repeats: 'file' });
	});
});
