import knex from 'knex';
import { api, pricedSku } from './api.ts';
import { stack } from './browser.ts';

const DAY_MS = 86_400_000;

/**
 * Set-up step, not a screen under test: market prices written straight into the test server's
 * SQLite file, as an import writes them (`market_prices`, source `tcgplayer`, `priced_at` in
 * milliseconds), each taken `daysAgo` days before now.
 */
export async function putMarketPrices(prices: Array<{ sku: number; price: number; daysAgo?: number }>): Promise<void> {
	const db = knex({ client: 'sqlite3', connection: { filename: stack().dbFile }, useNullAsDefault: true });
	try {
		for (const { sku, price, daysAgo = 0 } of prices)
			await db('market_prices')
				.insert({ sku, source: 'tcgplayer', price, priced_at: Date.now() - daysAgo * DAY_MS })
				.onConflict(['sku', 'source'])
				.merge();
	} finally {
		await db.destroy();
	}
}

/**
 * Set-up step: a catalogue source's quote of a card (normal finish, USD) and the change it made
 * from `previous`, written straight into the test server's SQLite file as a catalogue run writes
 * them (`market_quotes`, `market_quote_changes`), quoted now.
 */
export async function putQuoteChange(card: number, source: string, previous: number, market: number): Promise<void> {
	const db = knex({ client: 'sqlite3', connection: { filename: stack().dbFile }, useNullAsDefault: true });
	const quote = { card, finish: 'normal', edition: '', source, currency: 'USD', market, quoted_at: Date.now() };
	try {
		await db('market_quotes').insert(quote).onConflict(['card', 'finish', 'edition', 'source', 'currency']).merge();
		await db('market_quote_changes').insert({ ...quote, previous });
	} finally {
		await db.destroy();
	}
}

let serial = 0;

/**
 * A card of its own with an NM SKU at 10.00 whose market price (30.00) is a move too large to
 * apply unseen, and an LP SKU whose market price is 10 days old: a reprice from the market with a
 * review threshold leaves one move waiting for review, and the card page shows a fresh and a
 * stale market price. Answers the card.
 */
export async function cardWithPendingReview(name: string): Promise<{ card: number; nm: number; lp: number }> {
	const card = await api('POST', '/items/cards', {
		set: 1,
		name: `${name} ${Date.now().toString(36)}${serial++}`,
		collector_number: '880',
		rarity: 'Rare',
	});
	const nm = await pricedSku(card.id, { price: 1_000 });
	const lp = await pricedSku(card.id, { price: 800, condition: 'LP' });
	await putMarketPrices([
		{ sku: nm, price: 3_000 },
		{ sku: lp, price: 900, daysAgo: 10 },
	]);
	await api('POST', '/deckhand/prices/reprice', {
		selection: { skus: [nm, lp] },
		rule: { kind: 'market', percent: 100 },
		reviewAbovePercent: 20,
		preview: false,
	});
	return { card: card.id, nm, lp };
}
