import { mkdirSync } from 'node:fs';
import type { Knex } from 'knex';
import { rebuildCardDaySales } from '../extensions/deckhand/src/ledger/card-day-sales.ts';
import { foldSkuTally } from '../extensions/deckhand/src/ledger/sku-tally.ts';
import type { Faker } from '@faker-js/faker';
import { makeCatalog } from './catalog.ts';
import { makeCardImages } from './images.ts';
import { seededFaker } from './random.ts';
import type { People } from './sales-rows.ts';
import { readSampleCatalog } from './sample-catalog.ts';
import { makeSampleShop, type SampleShop } from './sample-shop.ts';
import { makeSales } from './sales.ts';
import type { ShopSize } from './shop-size.ts';
import { insertRows } from './write.ts';

export interface SeedOptions {
	size: ShopSize;
	people: People;
	settings: { tax_rate_bp: number; buylist_cash_percent: number; buylist_credit_percent: number };
	imageFolder: string;
	uploadsDir: string;
	seed?: number;
}

export interface SeedCounts {
	[table: string]: number;
}

/** The shop's catalog: of the catalogue's real samples, or generated; with the samples' catalogue entries and market prices. */
export async function shopCatalog(faker: Faker, size: ShopSize, yearAgo: Date, now: Date): Promise<SampleShop> {
	if (size.cards === 'samples') return makeSampleShop(faker, await readSampleCatalog(), size, now);
	return { catalog: makeCatalog(faker, size, yearAgo), entries: [], quotes: [] };
}

/**
 * Fills an empty shop through the database layer, in one transaction: Directus's item API
 * stores about 600 rows/s, far too slow for the benchmark shop, and every invariant the
 * extension keeps (quantities, balances, totals, events) is built into the generated rows.
 */
export async function seedShop(database: Knex, options: SeedOptions): Promise<SeedCounts> {
	const faker = seededFaker(options.seed ?? 2026);
	const now = new Date();
	const opened = new Date(now.getTime() - 365 * 86_400_000);
	const { catalog, entries, quotes } = await shopCatalog(faker, options.size, opened, now);
	mkdirSync(options.uploadsDir, { recursive: true });
	// A card of the catalogue shows its source's picture; the shop's own are of what it made up.
	const pictured = new Set(entries.filter((entry) => entry.kind === 'card').map((entry) => entry.target));
	const files = await makeCardImages(faker, catalog, (card) => !pictured.has(card.id), {
		uploadsDir: options.uploadsDir,
		folder: options.imageFolder,
		uploadedBy: options.people.admin,
		now,
	});
	const sales = makeSales(faker, options.size, catalog, options.people, options.settings, now);
	// The opening prices are the first entries of the price history: the shop's stock as imported.
	const openingPrices = catalog.skus
		.filter((sku) => sku.price !== null)
		.map((sku) => ({
			sku: sku.id,
			old_price: null,
			new_price: sku.price,
			reason: 'import',
			user_created: options.people.admin,
			date_created: opened,
		}));

	// Two registers, both closed: the history predates the tills, so its sales belong to no till session (docs/decisions/tills.md).
	const tills = ['Counter 1', 'Counter 2'].map((name, index) => ({
		id: index + 1,
		name,
		active: true,
		date_created: opened,
	}));

	const tables: Array<[string, readonly object[]]> = [
		['tills', tills],
		['directus_files', files],
		['games', catalog.games],
		['sets', catalog.sets],
		['cards', catalog.cards],
		['catalogue_entries', entries],
		['market_quotes', quotes],
		['skus', catalog.skus],
		['price_changes', openingPrices],
		['sku_costs', catalog.costs],
		['customers', sales.customers],
		['buylists', sales.buylists],
		['buylist_lines', sales.buylistLines],
		['buylist_events', sales.buylistEvents],
		['orders', sales.orders],
		['order_lines', sales.orderLines],
		['order_line_costs', sales.lineCosts],
		['order_events', sales.events],
		['order_payments', sales.payments],
		['stock_movements', sales.movements],
		['credit_ledger', sales.ledger],
	];
	await database.transaction(async (trx) => {
		for (const [table, rows] of tables) await insertRows(trx, table, rows);
		// The sales summed per day and card, as the commands keep them, from the lines just written.
		await rebuildCardDaySales(trx);
		// The SKUs' tally gained a row a SKU on SQLite: folded, as an import's commit leaves it.
		await foldSkuTally(trx);
	});
	return Object.fromEntries(tables.map(([table, rows]) => [table, rows.length]));
}
