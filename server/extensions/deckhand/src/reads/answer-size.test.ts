import { describe, expect, it } from 'vitest';
import { answerValues, listedCollections, readsEverything, type ReadPlan } from './answer-size.ts';

const field = (): ReadPlan => ({ type: 'field' });
const fields = (count: number) => Array.from({ length: count }, field);
const root = (name: string, limit: number | undefined, children: ReadPlan[], extra = {}): ReadPlan => ({
	type: 'root',
	name,
	query: { limit, ...extra },
	children,
});
const one = (name: string, children: ReadPlan[]): ReadPlan => ({ type: 'm2o', name, query: {}, children });
const many = (name: string, children: ReadPlan[], limit?: number): ReadPlan => ({
	type: 'o2m',
	name,
	query: limit === undefined ? {} : { limit },
	children,
});
const unknownRows = { rowsDefault: 100, rowsIn: () => undefined };

describe('answerValues', () => {
	it('counts each row and each of its fields', () => {
		expect(answerValues(root('skus', 1_000, fields(15)), unknownRows)).toBe(16_000);
		expect(answerValues(root('skus', undefined, fields(2)), unknownRows)).toBe(300);
	});

	it('repeats a related row in every row that names it, and a nested list per row up to its limit', () => {
		// skus?fields=id,card.set.cards.name: a thousand SKUs, each with its set's hundred cards.
		const plan = root('skus', 1_000, [field(), one('cards', [one('sets', [many('cards', [field()])])])]);
		expect(answerValues(plan, unknownRows)).toBe(1_000 + 1_000 + 1_000 + 1_000 + 100_000 + 100_000);
		const limited = root('skus', 1_000, [one('cards', [one('sets', [many('cards', [field()], 5)])])]);
		expect(answerValues(limited, unknownRows)).toBe(1_000 + 1_000 + 1_000 + 5_000 + 5_000);
	});

	it('takes no more rows of a collection than it holds: a list below the read’s own rows holds them once', () => {
		const rowsIn = (name: string) => ({ games: 4, sets: 24, cards: 2_400 })[name];
		const sets = root('games', 10_000, [field(), many('sets', fields(5), 10_000)]);
		expect(answerValues(sets, { rowsDefault: 100, rowsIn })).toBe(4 + 4 + 24 + 24 * 5);
		expect(answerValues(sets, { rowsDefault: 100, rowsIn, rows: 2 })).toBe(2 + 2 + 24 + 24 * 5);
		const cards = root('sets', 24, [many('cards', [field()], 10_000)]);
		expect(answerValues(cards, { rowsDefault: 100, rowsIn })).toBe(24 + 2_400 + 2_400);
	});

	it('takes a list below a repeated row as many times as the row repeats', () => {
		const rowsIn = (name: string) => ({ skus: 12_000, cards: 2_400 })[name];
		const plan = root('skus', 1_000, [one('cards', [one('sets', [many('cards', [field()], 10_000)])])]);
		expect(answerValues(plan, { rowsDefault: 100, rowsIn })).toBe(1_000 + 1_000 + 1_000 + 2 * 2_400_000);
	});

	it('counts aggregates and groups per row', () => {
		const plan = root('orders', 1_000, [field()], { aggregate: { count: ['*'], sum: ['total', 'tax'] } });
		expect(answerValues(plan, unknownRows)).toBe(1_000 + 3_000 + 1_000);
	});

	it('weighs a relation to several collections by its widest', () => {
		const plan = root('notes', 10, [{ type: 'a2o', children: { cards: fields(3), orders: fields(7) }, query: {} }]);
		expect(answerValues(plan, unknownRows)).toBe(10 + 10 + 70);
	});
});

describe('readsEverything', () => {
	it('tells the server’s own reads of every row from a person’s', () => {
		expect(readsEverything(root('skus', -1, fields(1)))).toBe(true);
		expect(readsEverything(root('games', 4, [many('sets', fields(1), -1)]))).toBe(true);
		expect(readsEverything(root('games', 4, [many('sets', fields(1), 10_000)]))).toBe(false);
	});
});

describe('listedCollections', () => {
	it('names the collections whose rows bound the answer', () => {
		const plan = root('skus', 10, [one('cards', [one('sets', [many('cards', [many('skus', [field()])])])])]);
		expect(listedCollections(plan).sort()).toEqual(['cards', 'skus']);
	});
});
