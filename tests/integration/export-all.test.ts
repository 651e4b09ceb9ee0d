import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { load } from 'js-yaml';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_FILE } from '../../server/backup/export-tables.ts';
import { PROJECT_ROOT } from '../../server/config/directus-env.ts';
import { DECKHAND_TABLES } from '../../server/schema/ledger-tables/index.ts';
import { callers, stackInfo } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { createSku } from '../harness/fixtures.ts';
import { openTestTill } from '../harness/tills.ts';

const run = promisify(execFile);

let db: Knex;
let folder: string;
let output: string;
let order: { id: number; number: string; total: number };

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
	const { admin, staff } = await callers();
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
