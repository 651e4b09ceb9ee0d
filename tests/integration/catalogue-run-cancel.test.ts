import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueRun } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { madeUpSet, ranSource, runEnded, sourceFiles } from '../harness/catalogue.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;
let db: Knex;

const count = async (table: string) => Number((await db(table).count({ n: '*' }).first())?.['n']);
/** What a run writes: the shop's catalogue, the sources' entries and the market prices. */
const catalogue = async () =>
	Object.fromEntries(
		await Promise.all(
			['games', 'sets', 'cards', 'catalogue_entries', 'market_quotes'].map(async (table) => [
				table,
				await count(table),
			]),
		),
	);
const cancel = (caller: Caller, id: number | string) => caller.request('POST', `/deckhand/catalogue/runs/${id}/cancel`);

/** A run of a made-up set of `size` cards, started on the first instance (on the scale profile the cancel goes to the second). */
async function started(id: string, size: number): Promise<CatalogueRun> {
	await sourceFiles('pokemon-tcg-data', await madeUpSet(id, size));
	const answer = await admin.on(0).request('POST', '/deckhand/catalogue/runs', { source: 'pokemon-tcg-data' });
	expect(answer.status, JSON.stringify(answer.body)).toBe(202);
	return answer.body.data;
}

/** The run once it has read some of its records, still reading. */
async function reading(id: number): Promise<CatalogueRun> {
	for (let tries = 0; tries < 600; tries++) {
		const run = (await admin.get(`/deckhand/catalogue/runs/${id}`)).body.data as CatalogueRun;
		if (run.status !== 'reading' || run.progress > 0) return run;
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
	throw new Error(`catalogue run #${id} read nothing`);
}

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
	db = openTestDb();
});
afterAll(async () => {
	await db.destroy();
});

describe('cancelling a catalogue run', () => {
	it('while it reads ends it cancelled, the catalogue as it was and its staging rows gone', async () => {
		const before = await catalogue();
		const run = await started('cx1', 5_000);
		expect(await reading(run.id)).toMatchObject({ status: 'reading' });
		const answer = await cancel(admin.on(1), run.id);
		expect(answer.status, JSON.stringify(answer.body)).toBe(200);
		expect(answer.body.data).toMatchObject({ id: run.id, status: 'cancelled', counts: null });
		expect(answer.body.data.finishedAt).not.toBeNull();
		// The instance carrying it out stops at its next batch and drops what it staged.
		for (let tries = 0; tries < 300 && (await count('catalogue_rows')) > 0; tries++)
			await new Promise((resolve) => setTimeout(resolve, 50));
		expect(await count('catalogue_rows')).toBe(0);
		expect(await runEnded(admin, run.id)).toMatchObject({ status: 'cancelled' });
		expect(await catalogue()).toEqual(before);
		// Cancelled, it no longer holds its source: the next run starts.
		await sourceFiles('pokemon-tcg-data', await madeUpSet('cx0', 20));
		expect(await ranSource(admin, 'pokemon-tcg-data')).toMatchObject({ status: 'done' });
	});

	it('refuses a clerk and a visitor before looking at the run, and the run goes on to its end', async () => {
		const run = await started('cx2', 300);
		const asClerk = await cancel(staff, run.id);
		expect({ status: asClerk.status, code: firstError(asClerk.body).extensions.code }).toEqual({
			status: 403,
			code: 'FORBIDDEN',
		});
		expect((await cancel(anonymous, run.id)).status).toBe(401);
		expect(await runEnded(admin, run.id)).toMatchObject({ status: 'done', counts: { cards: { created: 300 } } });
	});

	it('refuses a run that has ended, naming its state, and leaves it as it was', async () => {
		const run = await ranSource(admin, 'pokemon-tcg-data');
		expect(run.status).toBe('done');
		const answer = await cancel(admin, run.id);
		expect(answer.status).toBe(409);
		expect(firstError(answer.body)).toMatchObject({
			message: `Catalogue run #${run.id} is done: only a run still reading or applying can be cancelled.`,
			extensions: { code: 'INVALID_TRANSITION', run: run.id, from: 'done', to: 'cancelled' },
		});
		expect((await admin.get(`/deckhand/catalogue/runs/${run.id}`)).body.data).toEqual(run);
	});

	it.each(['abc', '0', '1.5', '999999'])('refuses the run id %s with a 400 naming the field', async (id) => {
		const answer = await cancel(admin, id);
		expect(answer.status).toBe(400);
		expect(firstError(answer.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
	});
});
