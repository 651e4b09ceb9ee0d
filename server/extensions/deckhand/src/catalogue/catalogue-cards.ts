import type { Knex } from 'knex';
import {
	CATALOGUE_PAGE_MAX,
	CATALOGUE_SCOPES,
	type CatalogueCardRow,
	type CatalogueCardsPage,
	type CatalogueScope,
} from '@deckhand/contract/catalogue/catalogue-cards.ts';
import type { MarketQuoteView } from '@deckhand/contract/catalogue/market-quotes.ts';
import { dbBoolean } from '../db.ts';
import { queryChoice, queryId, queryText, queryWholeNumber, type QueryParams } from '../http/query-params.ts';
import { anyOf, cardsBySetNumber, cardsByWords } from '../inventory/card-search.ts';
import { CARD_COLUMNS } from './catalogue-card.ts';
import { interpretSearch, type SearchTerm } from '../inventory/inventory-query.ts';
import { followedQuotes, followingOf } from '../pricing/followed-quotes.ts';
import { readShopSettings } from '../settings/shop-settings.ts';

interface CatalogueCardsQuery {
	search: SearchTerm | null;
	game: number | null;
	set: number | null;
	scope: CatalogueScope;
	page: number;
	limit: number;
}

/** Reads `GET /deckhand/catalogue/cards`'s query string; throws VALIDATION_FAILED naming the parameter and its bound. */
export function parseCatalogueCardsQuery(params: QueryParams): CatalogueCardsQuery {
	const search = queryText(params, 'q', 200);
	return {
		search: search === null ? null : interpretSearch(search),
		game: queryId(params, 'game'),
		set: queryId(params, 'set'),
		scope: queryChoice(params, 'scope', CATALOGUE_SCOPES) ?? 'catalogue',
		page: queryWholeNumber(params, 'page', 1, 1, 100_000),
		limit: queryWholeNumber(params, 'limit', 50, 1, CATALOGUE_PAGE_MAX),
	};
}

/** The query's conditions on `cards` (joined to its set): the search read every way a clerk may mean it, the game or set, the scope. */
function matching(database: Knex, query: CatalogueCardsQuery): Knex.QueryBuilder {
	const cards = database('cards').join('sets', 'sets.id', 'cards.set');
	const { search } = query;
	if (search) {
		const ways = [
			...(search.words.length > 0 ? [cardsByWords(database, search.words)] : []),
			...(search.setNumber ? [cardsBySetNumber(database, search.setNumber)] : []),
			...(search.barcode ? [database('skus').select('card').where('barcode', search.barcode)] : []),
		];
		const found = anyOf(ways);
		if (found) cards.whereIn('cards.id', found);
	}
	if (query.game) cards.where('sets.game', query.game);
	if (query.set) cards.where('cards.set', query.set);
	if (query.scope !== 'catalogue')
		cards.whereExists((skus) => {
			skus.select('skus.id').from('skus').whereRaw('skus.card = cards.id');
			if (query.scope === 'in_stock') skus.where('skus.quantity', '>', 0);
		});
	return cards;
}

type Row = Record<string, unknown>;

/** What the catalogue says of a card: the finishes it was printed in, and whether it has its picture. */
interface CatalogueFacts {
	finishes: string[];
	pictured: boolean;
}

/**
 * What the catalogue says of each of these cards, in one read of their entries: the finishes over
 * every source that has the card, in the order first given, and whether any source has its picture.
 */
async function catalogueFacts(database: Knex, cards: number[]): Promise<Map<number, CatalogueFacts>> {
	const rows: Row[] = await database('catalogue_entries')
		.where('kind', 'card')
		.whereIn('target', cards)
		.select('target', 'finishes', database.raw('image_url IS NOT NULL AS pictured'));
	const facts = new Map<number, CatalogueFacts>();
	for (const row of rows) {
		const card = Number(row['target']);
		const known = facts.get(card) ?? { finishes: [], pictured: false };
		if (row['finishes'] !== null)
			for (const finish of String(row['finishes']).split(','))
				if (!known.finishes.includes(finish)) known.finishes.push(finish);
		known.pictured ||= dbBoolean(row['pictured']);
		facts.set(card, known);
	}
	return facts;
}

/**
 * A page of the cards the shop knows, stocked or not (a card of the catalogue has no SKU until
 * the shop stocks, buys or prices a copy), sorted by name: with its SKUs and copies on hand, the
 * finishes it was printed in and the market price the shop follows per finish. `requireRead`
 * refuses a caller who may not read cards, after the query has been read.
 */
export async function catalogueCardsPage(
	database: Knex,
	raw: QueryParams,
	requireRead: () => Promise<void>,
): Promise<CatalogueCardsPage> {
	const query = parseCatalogueCardsQuery(raw);
	await requireRead();
	const [rows, count] = await Promise.all([
		matching(database, query)
			.join('games', 'games.id', 'sets.game')
			.select(
				...CARD_COLUMNS,
				'sets.id as set_id',
				'sets.code as set_code',
				'sets.name as set_name',
				'games.id as game_id',
				'games.code as game_code',
				'games.name as game_name',
			)
			.orderBy([{ column: 'cards.name' }, { column: 'cards.id' }])
			.limit(query.limit)
			.offset((query.page - 1) * query.limit) as Promise<Row[]>,
		matching(database, query).count({ total: '*' }).first(),
	]);
	const ids = rows.map((row) => Number(row['id']));
	const [stock, catalogue, quotes] = await Promise.all([
		ids.length === 0
			? []
			: (database('skus')
					.whereIn('card', ids)
					.groupBy('card')
					.select('card')
					.count({ skus: '*' })
					.sum({ held: 'quantity' }) as Promise<Row[]>),
		catalogueFacts(database, ids),
		readShopSettings(database).then((settings) => followedQuotes(database, ids, followingOf(settings))),
	]);
	const held = new Map(stock.map((row) => [Number(row['card']), row]));
	const market = new Map<number, MarketQuoteView[]>();
	for (const [key, quote] of quotes) {
		const card = Number(key.slice(0, key.indexOf('|')));
		market.set(card, [...(market.get(card) ?? []), quote]);
	}
	return {
		items: rows.map((row): CatalogueCardRow => {
			const id = Number(row['id']);
			const printed = catalogue.get(id)?.finishes ?? [];
			return {
				id,
				name: String(row['name']),
				collector_number: (row['collector_number'] as string | null) ?? null,
				rarity: (row['rarity'] as string | null) ?? null,
				kind: String(row['kind']),
				image: (row['image'] as string | null) ?? null,
				catalogue_picture: catalogue.get(id)?.pictured ?? false,
				set: { id: Number(row['set_id']), code: String(row['set_code']), name: String(row['set_name']) },
				game: { id: Number(row['game_id']), code: String(row['game_code']), name: String(row['game_name']) },
				finishes: printed,
				skus: Number(held.get(id)?.['skus'] ?? 0),
				held: Number(held.get(id)?.['held'] ?? 0),
				market: (market.get(id) ?? []).sort(
					(a, b) => printed.indexOf(a.finish) - printed.indexOf(b.finish) || a.finish.localeCompare(b.finish),
				),
			};
		}),
		total: Number(count?.['total'] ?? 0),
		page: query.page,
		limit: query.limit,
	};
}
