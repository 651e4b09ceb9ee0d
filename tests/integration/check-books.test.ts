import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/config/directus-env.ts';
import { stackInfo } from '../harness/api.ts';

const run = promisify(execFile);
let dataDir: string;

/** `npm run check:books` on a copy of the test shop's database. */
async function checkBooks(): Promise<{ code: number; output: string }> {
	try {
		const { stdout } = await run(process.execPath, [join(PROJECT_ROOT, 'scripts/check-books.ts')], { env: { ...process.env, DECKHAND_DATA_DIR: dataDir, DB_FILENAME: join(dataDir, 'database.db') } });
		return { code: 0, output: stdout };
	} catch (error) {
		const failed = error as { code: number; stdout: string };
		return { code: failed.code, output: failed.stdout };
	}
}

beforeAll(async () => {
	dataDir = await mkdtemp(join(tmpdir(), 'deckhand-books-'));
	await copyFile(stackInfo().dbFile, join(dataDir, 'database.db'));
});
afterAll(async () => {
	await rm(dataDir, { recursive: true, force: true });
});

describe('the books checker', () => {
	it('passes the shop as the commands left it', async () => {
		expect(await checkBooks()).toEqual({ code: 0, output: 'books: every invariant holds\n' });
	});

	it('fails, naming the rule and the row, when a quantity no longer matches its movements', async () => {
		const db = knex({ client: 'sqlite3', connection: { filename: join(dataDir, 'database.db') }, useNullAsDefault: true });
		const sku = await db('skus').first('id');
		await db('skus').where('id', sku.id).increment('quantity', 1);
		await db.destroy();
		const { code, output } = await checkBooks();
		expect(code).toBe(1);
		expect(output).toContain('broken: sku quantity equals the sum of its movements');
		expect(output).toContain(`"id":${sku.id}`);
		expect(output).toContain('books: 1 invariant(s) broken');
	});
});
