import { describe, expect, it } from 'vitest';
import { shopCatalog } from './index.ts';
import { seededFaker } from './random.ts';
import { makeSales } from './sales.ts';
import { DEFAULT_SIZE } from './shop-size.ts';

const now = new Date('2026-11-22T12:00:00Z');
const settings = { tax_rate_bp: 825, buylist_cash_percent: 50, buylist_credit_percent: 65 };
const people = { admin: 'admin-id', staff: 'staff-id' };

async function makeShop(seed: number) {
	const faker = seededFaker(seed);
	const shop = await shopCatalog(faker, DEFAULT_SIZE, new Date(now.getTime() - 365 * 86_400_000), now);
	return { ...shop, sales: makeSales(faker, DEFAULT_SIZE, shop.catalog, people, settings, now) };
}

describe('the default demo shop', async () => {
	const { catalog, entries, quotes, sales } = await makeShop(2026);

	it('has the size the product promises', () => {
		expect(catalog.games.map((game) => game.code)).toEqual(['PKM', 'MTG', 'YGO', 'LOR', 'OPCG']);
		expect(catalog.sets.length).toBeGreaterThanOrEqual(20);
		expect(catalog.cards.length).toBeGreaterThanOrEqual(2_000);
		expect(catalog.skus.length).toBeGreaterThanOrEqual(5_000);
		expect(sales.customers.length).toBeGreaterThanOrEqual(200);
		expect(sales.orders.length).toBeGreaterThanOrEqual(2_000);
	});

	it('has orders in every status and buylists in every status', () => {
		expect(new Set(sales.orders.map((order) => order.status))).toEqual(
			new Set(['open', 'paid', 'shipped', 'completed', 'cancelled', 'refunded']),
		);
		expect(new Set(sales.buylists.map((buylist) => buylist.status))).toEqual(
			new Set(['draft', 'offered', 'accepted', 'completed', 'rejected', 'cancelled']),
		);
	});

	it('spreads orders over the last 12 months', () => {
		const ages = sales.orders.map((order) => (now.getTime() - order.date_created.getTime()) / 86_400_000);
		expect(Math.max(...ages)).toBeGreaterThan(330);
		expect(Math.min(...ages)).toBeLessThan(5);
		expect(Math.max(...ages)).toBeLessThanOrEqual(366);
	});

	it('keeps the running stock of every SKU at or above zero', () => {
		const running = new Map<number, number>();
		const ordered = [...sales.movements].sort(
			(a, b) => a.date_created.getTime() - b.date_created.getTime() || a.id - b.id,
		);
		for (const movement of ordered) {
			const value = (running.get(movement.sku) ?? 0) + movement.delta;
			expect(value).toBeGreaterThanOrEqual(0);
			running.set(movement.sku, value);
		}
		for (const sku of catalog.skus) expect(sku.quantity).toBe(running.get(sku.id) ?? 0);
	});

	it('keeps every buylist’s totals equal to its lines, a completed one paying its lines in the payout chosen', () => {
		for (const buylist of sales.buylists) {
			const lines = sales.buylistLines.filter((line) => line.buylist === buylist.id);
			const sum = (field: string) => lines.reduce((total, line) => total + Number(line[field] ?? 0), 0);
			expect([buylist['total_cash'], buylist['total_credit']]).toEqual([sum('line_cash'), sum('line_credit')]);
			expect(buylist['total_offer']).toBe(buylist.status === 'completed' ? sum('line_total') : 0);
			expect(sales.buylistEvents.filter((event) => event.buylist === buylist.id).at(-1)?.to_status).toBe(
				buylist.status,
			);
		}
	});

	it('keeps every balance equal to its ledger and never negative', () => {
		const balances = new Map<number, number>();
		for (const entry of sales.ledger) {
			const balance = (balances.get(entry.customer) ?? 0) + entry.amount;
			expect(entry.balance_after).toBe(balance);
			expect(balance).toBeGreaterThanOrEqual(0);
			balances.set(entry.customer, balance);
		}
	});

	it('records the payments of every order: what was paid covers the total, a cancelled or refunded order is paid back', () => {
		const paid = new Map<number, { credit: number; all: number }>();
		for (const payment of sales.payments) {
			const sums = paid.get(payment.order) ?? { credit: 0, all: 0 };
			paid.set(payment.order, {
				credit: sums.credit + (payment.method === 'credit' ? payment.amount : 0),
				all: sums.all + payment.amount,
			});
		}
		for (const order of sales.orders) {
			const sums = paid.get(order.id) ?? { credit: 0, all: 0 };
			const status = order['status'];
			if (status === 'cancelled' || status === 'refunded') expect(sums.all).toBe(0);
			else if (status === 'open') expect(sums.all).toBe(order['credit_applied']);
			else expect([sums.all, sums.credit]).toEqual([order['total'], order['credit_applied']]);
		}
	});

	it('is the same shop for the same seed', async () => {
		const again = await makeShop(2026);
		expect(again.catalog.skus.slice(0, 50)).toEqual(catalog.skus.slice(0, 50));
		expect(again.sales.orders.slice(0, 20).map((o) => [o.number, o.total, o.status])).toEqual(
			sales.orders.slice(0, 20).map((o) => [o.number, o.total, o.status]),
		);
	});

	it('is made of the real cards of the samples, some not stocked, each the entry of its source with its market prices', () => {
		const obsidianFlames = catalog.sets.find((set) => set.code === 'OBF')!;
		expect(obsidianFlames.name).toBe('Obsidian Flames');
		const cardOf = new Map(catalog.cards.map((card) => [card.id, card]));
		const cardEntries = entries.filter((entry) => entry.kind === 'card');
		expect(cardEntries.find((entry) => entry.source_id === 'sv3-125')).toMatchObject({
			source: 'pokemon-tcg-data',
			applied_name: 'Charizard ex',
			applied_number: '125',
		});
		for (const entry of cardEntries) expect(cardOf.get(entry.target)?.name).toBe(entry.applied_name);
		// Every single is the catalogue's; a quarter or so are not stocked.
		const stocked = new Set(catalog.skus.map((sku) => sku.card));
		const singles = catalog.cards.filter((card) => card.kind === 'single');
		expect(cardEntries).toHaveLength(singles.length);
		const notStocked = singles.filter((card) => !stocked.has(card.id)).length / singles.length;
		expect(notStocked).toBeGreaterThan(0.15);
		expect(notStocked).toBeLessThan(0.35);
		expect(quotes.length).toBeGreaterThan(100);
		for (const quote of quotes) expect(cardOf.has(quote.card)).toBe(true);
	});

	it('contains the cards the team demonstrates with', () => {
		const charizard = catalog.cards.find((card) => card.name === 'Charizard ex' && card.collector_number === '125');
		expect(charizard).toBeDefined();
		expect(
			catalog.skus.filter((sku) => sku.card === charizard!.id).map((sku) => `${sku.condition}:${sku.finish}`),
		).toContain('NM:foil');
	});
});
