import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { load } from 'js-yaml';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, SNAPSHOT_FILE } from '../../server/config/directus-env.ts';
import { DECKHAND_TABLES } from '../../server/schema/ledger-tables/index.ts';
import { fileNamePart } from '../../server/extensions/deckhand/src/exports/shop-export/send-zip.ts';
import { callers, stackInfo, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { createSku } from '../harness/fixtures.ts';
import { openTestTill } from '../harness/tills.ts';
import { zipEntries } from '../harness/zip-entries.ts';

const run = promisify(execFile);

let db: Knex;
let folder: string;
let output: string;
let order: { id: number; number: string; total: number };
let staff: Caller;
let anonymous: Caller;

/** `npm run export:all -- <folder>` on the test shop's database, configured as an owner would: data folder and database settings. */
async function exportAll(into: string): Promise<string> {
	const { dataDir, env } = stackInfo();
	const database = Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('DB_')));
	const { stdout } = await run(process.execPath, [join(PROJECT_ROOT, 'scripts/export-all.ts'), into], {
		env: { ...process.env, ...database, DECKHAND_DATA_DIR: dataDir },
	});
	return stdout;
}

/** A CSV file of the export, as records by column name. */
async function records(file: string): Promise<Array<Record<string, string>>> {
	return parse(await readFile(join(folder, file)), { bom: true, columns: true });
}

async function header(file: string): Promise<string[]> {
	const [first] = parse(await readFile(join(folder, file)), { bom: true, to_line: 1 });
	return first ?? [];
}

const snapshot = load(await readFile(SNAPSHOT_FILE, 'utf8')) as {
	collections: Array<{ collection: string; schema: object | null }>;
};
const collections = snapshot.collections.filter((entry) => entry.schema !== null).map((entry) => entry.collection);
const ledgers = DECKHAND_TABLES.filter((table) => !table.startsWith('deckhand_migrations'));
const tables = [...collections, ...ledgers, 'directus_users', 'directus_roles'];

/**
 * The rows a table held when it was exported: its count now, but the books checker may have
 * written since (every two seconds on the scale-out profile), so its checks up to the last one exported.
 */
async function rowsAtExport(table: string): Promise<number> {
	const query = db(table).count({ n: '*' });
	if (table === 'books_checks') {
		const ids = (await records('books_checks.csv')).map((record) => Number(record['id']));
		query.where('id', '<=', Math.max(0, ...ids));
	}
	return Number((await query.first())?.['n']);
}

beforeAll(async () => {
	db = openTestDb();
	const { admin, ...others } = await callers();
	({ staff, anonymous } = others);
	// A sale of this file's own, to be found in the export with its figures.
	const till = await openTestTill(admin);
	const { sku } = await createSku(admin, { price: 1_234, stock: 2 });
	const sale = await staff.ok('POST', '/deckhand/checkout', {
		till,
		channel: 'counter',
		lines: [{ sku, quantity: 2 }],
		payments: [{ method: 'cash', amount: 5_000 }],
		complete: true,
	});
	order = { id: sale.id, number: sale.number, total: sale.total };
	folder = await mkdtemp(join(tmpdir(), 'deckhand-export-'));
	output = await exportAll(folder);
});
afterAll(async () => {
	await db.destroy();
	await rm(folder, { recursive: true, force: true });
});

describe('npm run export:all', () => {
	it('writes a CSV of every collection, ledger and staff table, each with every row of its table', async () => {
		expect((await readdir(folder)).sort()).toEqual([...tables.map((table) => `${table}.csv`), 'README.md'].sort());
		for (const table of tables) {
			const count = await rowsAtExport(table);
			expect((await records(`${table}.csv`)).length, table).toBe(count);
			expect(output).toContain(`  ${table}.csv: ${count} rows\n`);
		}
		expect(output).toContain(`to ${folder}`);
	});

	it('writes a row with its values as stored: money in cents, times in UTC ISO 8601', async () => {
		const row = (await records('orders.csv')).find((record) => record['id'] === String(order.id));
		expect(row).toMatchObject({ number: order.number, total: String(order.total), status: 'completed' });
		expect(row?.['date_created']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
		const lines = (await records('order_lines.csv')).filter((record) => record['order'] === String(order.id));
		expect(lines).toEqual([expect.objectContaining({ quantity: '2', unit_price: '1234', line_total: '2468' })]);
	});

	it('exports staff without a password, token or two-factor secret, and no sign-in session', async () => {
		const stored = await db('directus_users').whereNotNull('password').first('password');
		expect(stored.password).toMatch(/^\$argon2/);
		expect(await header('directus_users.csv')).toEqual([
			'id',
			'first_name',
			'last_name',
			'email',
			'role',
			'status',
			'language',
			'last_access',
		]);
		expect(await header('directus_roles.csv')).toEqual(['id', 'name']);
		const files = await readdir(folder);
		expect(files).not.toContain('directus_sessions.csv');
		for (const file of files) {
			expect(await readFile(join(folder, file), 'utf8'), file).not.toContain('$argon2');
			if (file.endsWith('.csv'))
				expect((await header(file)).join(), file).not.toMatch(/password|token|secret|auth_data/);
		}
	});

	it('describes every file and column in the README, with how money and times are written', async () => {
		const readme = await readFile(join(folder, 'README.md'), 'utf8');
		expect(readme).toContain('minor unit (cents');
		expect(readme).toContain('Times are UTC, ISO 8601');
		for (const table of tables) {
			const count = await rowsAtExport(table);
			expect(readme).toContain(`## ${table}.csv\n\nTable \`${table}\`:`);
			expect(readme).toMatch(new RegExp(`Table \`${table}\`: [^\\n]*\\. ${count} rows`));
			for (const column of await header(`${table}.csv`))
				expect(readme.split(`## ${table}.csv`)[1]?.split('\n## ')[0], `${table}.${column}`).toContain(
					`| ${column} |`,
				);
		}
	});
});

describe("the owner's download of everything (GET /deckhand/exports/all.zip)", () => {
	it('answers one zip of the same files, named for the shop and the day, with the sale in its orders', async () => {
		const response = await fetch(`${stackInfo().url}/deckhand/exports/all.zip`, {
			headers: { authorization: `Bearer ${stackInfo().admin.token}` },
		});
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('application/zip');
		const { project_name: shop } = await db('directus_settings').first('project_name');
		expect(response.headers.get('content-disposition')).toMatch(
			new RegExp(
				`^attachment; filename="${fileNamePart(shop)}-export-\\d{4}-\\d\\d-\\d\\d\\.zip"; filename\\*=UTF-8''`,
			),
		);
		const entries = zipEntries(Buffer.from(await response.arrayBuffer()));
		expect([...entries.keys()].sort()).toEqual((await readdir(folder)).sort());
		const rows = (file: string) =>
			parse(entries.get(file)!, { bom: true, columns: true }) as Array<Record<string, string>>;
		expect(rows('orders.csv').find((record) => record['id'] === String(order.id))).toMatchObject({
			number: order.number,
			total: String(order.total),
		});
		for (const file of entries.keys())
			if (file.endsWith('.csv'))
				expect(parse(entries.get(file)!, { bom: true, to_line: 1 })[0], file).toEqual(await header(file));
		expect(entries.get('README.md')!.toString('utf8')).toContain('## orders.csv\n\nTable `orders`:');
	});

	it('refuses a clerk with 403 FORBIDDEN and a visitor with 401, sending no file', async () => {
		const refused = await staff.get('/deckhand/exports/all.zip');
		expect(refused.status).toBe(403);
		expect(refused.body.errors[0]).toMatchObject({
			message: 'The export of the shop is for administrators.',
			extensions: { code: 'FORBIDDEN' },
		});
		expect(refused.headers.get('content-disposition')).toBeNull();
		const visitor = await anonymous.get('/deckhand/exports/all.zip');
		expect(visitor.status).toBe(401);
		expect(visitor.headers.get('content-disposition')).toBeNull();
	});
});
