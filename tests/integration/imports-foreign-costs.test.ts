import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, expectOk, firstError, type Caller } from '../harness/api.ts';
import { openTestDb, saleBooks } from '../harness/books.ts';
import { uploaders, waitForJob, type Uploader } from '../harness/imports.ts';

let admin: Caller;
let owner: Uploader;
let db: Knex;
let shopCurrency: string;
/** A currency that is not the shop's: the file's purchase prices are in it. */
let fileCurrency: string;

let made = 0;
const unique = (label: string) => `${label} ${process.pid}-${Date.now().toString(36)}-${++made}`;

beforeAll(async () => {
	({ admin } = await callers());
	({ owner } = await uploaders());
	db = openTestDb();
	shopCurrency = String((await db('shop_settings').first())?.currency ?? 'USD');
	fileCurrency = shopCurrency === 'EUR' ? 'USD' : 'EUR';
});
afterAll(async () => {
	await db.destroy();
});

const HEADER =
	'Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency';

/** Two cards of the shop, each with an NM English SKU, known by their Scryfall id as ManaBox names them. */
async function twoSkus() {
	const skus: Array<{ scryfall: string; sku: number; name: string }> = [];
	for (const index of [1, 2]) {
		const name = unique('Foreign cost card');
		const scryfall = `${unique('scry').replace(/\W+/g, '-')}-${index}`;
		const card = await admin.ok('POST', '/items/cards', {
			set: 1,
			name,
			collector_number: String(index),
			rarity: 'Rare',
			scryfall_id: scryfall,
		});
		const sku = await admin.ok('POST', '/items/skus', {
			card: card.id,
			condition: 'NM',
			finish: 'normal',
			language: 'EN',
		});
		skus.push({ scryfall, sku: sku.id as number, name });
	}
	return skus;
}

/** A ManaBox export of the two cards, 2 and 1 copies, bought for 3.50 and 0.10 in the file's currency. */
function manaboxCsv(skus: Array<{ scryfall: string; name: string }>): string {
	const [first, second] = skus;
	return [
		HEADER,
		`Binder,binder,${first!.name},LEA,Alpha,1,normal,rare,2,1,${first!.scryfall},3.50,false,false,near_mint,en,${fileCurrency}`,
		`Binder,binder,${second!.name},LEA,Alpha,2,normal,rare,1,2,${second!.scryfall},0.10,false,false,near_mint,en,${fileCurrency}`,
		'',
	].join('\n');
}

async function staged(csv: string): Promise<number> {
	const uploaded = expectOk(await owner.upload(csv, { name: 'manabox.csv' }), 201);
	expect(uploaded.format).toBe('manabox');
	return uploaded.id as number;
}

/** The job as stored, its staging rows, the shop's books and the SKUs' costs: the "nothing changed" probe. */
async function importBooks(job: number, skus: number[]) {
	return {
		job: await db('import_jobs').where('id', job).first('status', 'plan', 'progress', 'failure'),
		rows: await db('import_rows')
			.where('job', job)
			.orderBy('id')
			.select('action', 'reason', 'cost', 'cost_currency'),
		books: await saleBooks(db),
		skus: await db('skus').whereIn('id', skus).orderBy('id').select('id', 'quantity'),
		costs: await db('sku_costs').whereIn('sku', skus).orderBy('sku').select('sku', 'unit_cost'),
	};
}

const unitCost = async (sku: number) => {
	const row = await db('sku_costs').where('sku', sku).first();
	return row ? Number(row.unit_cost) : null;
};

/** The job's dry run as the owner asks it: its quantities replace the shop's, no card is created, with `options` besides. */
const dryRun = (id: number, options: Record<string, unknown> = {}) =>
	admin.request('POST', `/deckhand/imports/${id}/plan`, { quantities: 'replace', createMissing: false, ...options });

async function commit(id: number) {
	expectOk(await admin.request('POST', `/deckhand/imports/${id}/commit`), 202);
	const job = await waitForJob(admin, id);
	expect(job.status, JSON.stringify(job)).toBe('committed');
}

describe('a ManaBox file whose purchase prices are in another currency than the shop’s', () => {
	it('is staged whole; its dry run with no choice refuses the priced rows, naming both ways in', async () => {
		const skus = await twoSkus();
		const id = await staged(manaboxCsv(skus));
		const plan = expectOk(await dryRun(id), 200);
		expect(plan).toMatchObject({
			errors: 2,
			foreignCosts: { currency: fileCurrency, into: shopCurrency, rows: 2, choice: null, rate: null },
		});
		expect(plan.problems[0]).toEqual({
			line: 2,
			kind: 'error',
			reason: expect.stringContaining(
				`is in ${fileCurrency}, not the shop's currency: import the file's purchase prices without cost, or convert them at your rate.`,
			),
		});
	});

	it('refuses a rate that is not a positive number within its bound, or a rate without convert, naming costRate, with nothing written', async () => {
		const skus = await twoSkus();
		const id = await staged(manaboxCsv(skus));
		const ids = skus.map((sku) => sku.sku);
		const bounds = { code: 'VALIDATION_FAILED', field: 'costRate', min: 0, max: 10_000 };
		const bodies: Array<[Record<string, unknown>, Record<string, unknown>]> = [
			[{ foreignCosts: 'convert', costRate: 0 }, bounds],
			[{ foreignCosts: 'convert', costRate: -1.08 }, bounds],
			[{ foreignCosts: 'convert', costRate: 10_000.5 }, bounds],
			[{ foreignCosts: 'convert', costRate: 1.0000001 }, bounds],
			[{ foreignCosts: 'convert', costRate: '1.08' }, bounds],
			[{ foreignCosts: 'convert' }, bounds],
			[{ costRate: 1.08 }, { code: 'VALIDATION_FAILED', field: 'costRate' }],
			[
				{ foreignCosts: 'both', costRate: 1.08 },
				{ code: 'VALIDATION_FAILED', field: 'foreignCosts' },
			],
		];
		for (const [options, extensions] of bodies) {
			const before = await importBooks(id, ids);
			const answer = await dryRun(id, options);
			expect(answer.status, JSON.stringify(options)).toBe(400);
			expect(firstError(answer.body).extensions, JSON.stringify(options)).toMatchObject(extensions);
			if (extensions['max'] !== undefined)
				expect(firstError(answer.body).message).toContain('above 0 and at most 10000, with at most 6 decimals');
			expect(await importBooks(id, ids)).toEqual(before);
		}
		expect((await importBooks(id, ids)).job.plan).toBeNull();
	});

	it('imports the copies without those costs when the owner chooses so, saying so in the dry run', async () => {
		const skus = await twoSkus();
		const id = await staged(manaboxCsv(skus));
		const plan = expectOk(await dryRun(id, { foreignCosts: 'without' }), 200);
		expect(plan).toMatchObject({
			update: 2,
			errors: 0,
			foreignCosts: { currency: fileCurrency, rows: 2, choice: 'without', rate: null },
		});
		await commit(id);
		for (const [index, { sku }] of skus.entries()) {
			expect(Number((await db('skus').where('id', sku).first()).quantity)).toBe(index === 0 ? 2 : 1);
			expect(await unitCost(sku)).toBeNull();
		}
	});

	it('converts the costs at the owner’s rate, exactly in cents (half a cent rounds up)', async () => {
		const skus = await twoSkus();
		const id = await staged(manaboxCsv(skus));
		const plan = expectOk(await dryRun(id, { foreignCosts: 'convert', costRate: 1.08 }), 200);
		expect(plan).toMatchObject({
			update: 2,
			errors: 0,
			options: { foreignCosts: 'convert', costRate: 1.08 },
			foreignCosts: { currency: fileCurrency, into: shopCurrency, rows: 2, choice: 'convert', rate: 1.08 },
		});
		await commit(id);
		// 3.50 × 1.08 = 3.78; 0.10 × 1.08 = 0.108, which rounds to 0.11.
		expect(await unitCost(skus[0]!.sku)).toBe(378);
		expect(await unitCost(skus[1]!.sku)).toBe(11);
		expect(Number((await db('skus').where('id', skus[0]!.sku).first()).quantity)).toBe(2);
	});
});
