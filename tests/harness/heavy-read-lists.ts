import type { HeavyRead } from './read-burst.ts';

/**
 * The heaviest reads of `heavy-reads.test.ts`, on the shop of `heavy-shop.ts`: every way a
 * signed-in person reads in bulk, at the edge of each bound and past it, with what each must get.
 */
export const GAMES_IN_GRAPHQL: HeavyRead = {
	label: 'a game',
	method: 'POST',
	path: '/graphql',
	body: { query: '{ games(limit: 1) { id } }' },
	expect: 'answered',
};
export const ROWS = { field: 'limit', max: 10_000 };
export const DEPTH = { field: 'fields', max: 4 };
export const VALUES = { field: 'fields', max: 25_000 };
export const CONDITIONS = { field: 'filter', max: 100 };
export const LISTED = { field: 'filter', max: 1_000 };
export const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const graphql = (label: string, query: string, expected: HeavyRead['expect'], variables?: object): HeavyRead => ({
	label,
	method: 'POST',
	path: '/graphql',
	body: { query, variables },
	expect: expected,
});
const search = (label: string, body: object, expected: HeavyRead['expect']): HeavyRead => ({
	label,
	method: 'SEARCH',
	path: '/items/skus',
	body,
	expect: expected,
});

/** Every way a signed-in person reads in bulk, at the edge of its bounds and past them. */
export const EVERYONE: HeavyRead[] = [
	{ label: 'the issue’s read', path: '/items/skus?limit=-1&fields=*.*.*.*', expect: ROWS },
	{ label: 'a full page four deep', path: '/items/skus?limit=10000&fields=*.*.*.*', expect: VALUES },
	{ label: 'a page past the row bound', path: '/items/skus?limit=100000', expect: ROWS },
	{ label: 'five relations deep', path: '/items/skus?limit=1&fields=*.*.*.*.*', expect: DEPTH },
	{ label: 'a set’s cards in every SKU', path: '/items/skus?limit=1000&fields=id,card.set.cards.*', expect: VALUES },
	{ label: 'the widest page', path: '/items/skus?limit=1700&fields=*', expect: 'answered' },
	{ label: 'the longest page', path: '/items/skus?limit=6000&fields=id,price,quantity', expect: 'answered' },
	{
		label: 'cards with their set and game',
		path: '/items/cards?limit=2500&fields=id,name,set.code,set.game.name',
		expect: 'answered',
	},
	{
		label: 'every set with its cards',
		path: '/items/sets?limit=-1&fields=id,code,cards.id,cards.name&deep[cards][_limit]=-1',
		expect: 'answered',
	},
	{ label: 'grouped counts', path: '/items/skus?aggregate[count]=*&groupBy[]=card&limit=8000', expect: 'answered' },
	{ label: 'a CSV export', path: '/items/skus?limit=850&export=csv', file: true, expect: 'answered' },
	{ label: 'a JSON export', path: '/items/skus?limit=850&export=json', file: true, expect: 'answered' },
	{ label: 'an export of every row', path: '/items/skus?limit=-1&export=csv', expect: ROWS },
	{ label: 'an export of a widest page', path: '/items/skus?limit=1700&export=csv', expect: VALUES },
	search('999 _or terms', { query: { filter: { _or: ids(999).map((id) => ({ id: { _eq: id } })) } } }, CONDITIONS),
	search('an _in of 40 000 ids', { query: { filter: { id: { _in: ids(40_000) } } } }, LISTED),
	search('an _in of 1 000 ids', { query: { filter: { id: { _in: ids(1_000) } }, limit: 1_000 } }, 'answered'),
	search('every row four deep', { query: { limit: -1, fields: ['*.*.*.*'] } }, ROWS),
	search('5 000 keys', { keys: ids(5_000) }, { field: 'keys', max: 1_000 }),
	graphql('GraphQL four deep', '{ skus(limit: 1000) { id card { set { cards { name } } } } }', VALUES),
	graphql('GraphQL five deep', '{ skus { card { set { cards { skus { id } } } } } }', DEPTH),
	graphql(
		'GraphQL aliases',
		`{ ${ids(10)
			.map((n) => `a${n}: skus(limit: 3000) { id price quantity condition }`)
			.join(' ')} }`,
		VALUES,
	),
	graphql('GraphQL every row', '{ skus(limit: -1) { id } }', ROWS),
	graphql('GraphQL filter', 'query($f: skus_filter) { skus(filter: $f) { id } }', LISTED, {
		f: { id: { _in: ids(40_000) } },
	}),
	graphql('GraphQL page', '{ skus(limit: 3000) { id price quantity card { name } } }', 'answered'),
	{ label: 'the inventory', path: '/deckhand/inventory?limit=200', expect: 'answered' },
	{
		label: 'the inventory past its page',
		path: '/deckhand/inventory?limit=10000',
		expect: { field: 'limit', max: 200 },
	},
	{
		label: 'price history',
		path: `/deckhand/prices/history?skus=${ids(200).join(',')}&limit=500`,
		expect: 'answered',
	},
	{ label: 'saved views', path: '/deckhand/views?list=inventory', expect: 'answered' },
];

const YEAR_AGO = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);
const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const YEAR = `from=${YEAR_AGO}&to=${YESTERDAY}`;

/** What only the owner reads: the shop's exports, reports over a year, activity, people. */
export const OWNER: HeavyRead[] = [
	{ label: 'the inventory file', path: '/deckhand/exports/inventory.csv', file: true, expect: 'answered' },
	{
		label: 'TCGplayer’s file',
		path: '/deckhand/exports/inventory.csv?format=tcgplayer',
		file: true,
		expect: 'answered',
	},
	{ label: 'sales by day', path: `/deckhand/reports/sales-by-day?${YEAR}`, expect: 'answered' },
	{ label: 'charts by day', path: `/deckhand/reports/charts?period=custom&${YEAR}&grain=day`, expect: 'answered' },
	{ label: 'margins', path: `/deckhand/reports/margins?period=custom&${YEAR}`, expect: 'answered' },
	{ label: 'activity', path: '/deckhand/activity?limit=100', expect: 'answered' },
	{ label: 'till sessions', path: '/deckhand/tills/sessions?limit=100', expect: 'answered' },
	{ label: 'price reviews', path: '/deckhand/prices/reviews?limit=100', expect: 'answered' },
	{ label: 'people three deep', path: '/users?limit=-1&fields=*.*.*', expect: 'answered' },
	{ label: 'Directus’s activity', path: '/activity?limit=10000&fields=*', expect: 'answered' },
];

export const STAFF_ONLY: HeavyRead[] = [
	{ label: 'KPIs over a year', path: `/deckhand/reports/kpis?period=custom&${YEAR}`, expect: 'answered' },
	{
		label: 'charts over a year',
		path: `/deckhand/reports/charts?period=custom&${YEAR}&grain=day`,
		expect: 'answered',
	},
];
