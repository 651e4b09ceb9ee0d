import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/config/directus-env.ts';
import { stackInfo } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';

const run = promisify(execFile);

/** `npm run check:books` on the test shop's database, configured as an owner would: data folder and database settings. */
async function checkBooks(): Promise<{ code: number; output: string }> {
	const { dataDir, env } = stackInfo();
	const database = Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('DB_')));
	try {
		const { stdout } = await run(process.execPath, [join(PROJECT_ROOT, 'scripts/check-books.ts')], {
			env: { ...process.env, ...database, DECKHAND_DATA_DIR: dataDir },
		});
		return { code: 0, output: stdout };
	} catch (error) {
		const failed = error as { code: number; stdout: string };
		return { code: failed.code, output: failed.stdout };
	}
}

describe('the books checker', () => {
	it('passes the shop as the commands left it', async () => {
		expect(await checkBooks()).toEqual({ code: 0, output: 'books: every invariant holds\n' });
	});

	it('fails, naming the rule and the row, when a quantity no longer matches its movements', async () => {
		// Broken behind every command's back for the length of one check, then mended: files run one at a time.
		const db = openTestDb();
		const sku = await db('skus').orderBy('id').first('id');
		await db('skus').where('id', sku.id).increment('quantity', 1);
		try {
			const { code, output } = await checkBooks();
			expect(code).toBe(1);
			expect(output).toContain('broken: sku quantity equals the sum of its movements');
			expect(output).toContain(`"id":${sku.id}`);
			expect(output).toContain('books: 1 invariant(s) broken');
		} finally {
			await db('skus').where('id', sku.id).decrement('quantity', 1);
			await db.destroy();
		}
		expect(await checkBooks()).toEqual({ code: 0, output: 'books: every invariant holds\n' });
	});
});
