import { gzipSync } from 'node:zlib';

/**
 * Every route Deckhand serves or guards, with what each reads: the hostile-request suite sends
 * each of them malformed paths, queries and bodies. A new route is one more line here.
 */
export interface HostileRoute {
	method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'SEARCH';
	/** As declared: `:id` (or any `:name`) is a path parameter, `*` any page below. */
	path: string;
	/** Reads a JSON body: then well-formed JSON of the wrong shape is sent too, not only broken JSON. */
	readsBody?: boolean;
	/** Malformed values of the route's own query parameters, beyond the generic malformed queries. */
	queries?: string[];
	/** Bodies of the wrong shape for this route (JSON text), beyond the generic ones (`readsBody` routes). */
	bodies?: string[];
	/**
	 * A route of Directus's own that Deckhand's hooks guard: only its own wrong bodies are sent, not
	 * the generic ones (for Directus `{}` or `[]` may mean "everything" or "nothing", not a mistake).
	 */
	directus?: boolean;
	/** Bodies sent as they are, with their own content type (uploads), beyond the generic ones. */
	rawBodies?: RawBody[];
}

const INVENTORY_QUERIES = [
	'sort=valueOf',
	'sort=constructor',
	'sort=__proto__',
	'sort=-toString',
	'sort=hasOwnProperty',
	'sort[]=name',
	'page=0',
	'page=1e3',
	'page=-1',
	'limit=201',
	'limit=0',
	'game=abc',
	'game=2147483648',
	'set=99999999999',
	'game=1.5',
	'game=1e2',
	'set=0x10',
	'condition=valueOf',
	'finish=constructor',
	'stock=__proto__',
	'unpriced=maybe',
	`q=${'x'.repeat(201)}`,
	`language=${'x'.repeat(9)}`,
	'rarity[]=a',
];
const VIEW_LIST_QUERIES = [
	'list=__proto__',
	'list=constructor',
	'list=valueOf',
	'list[]=orders',
	'list[a]=b',
	'list=toString',
	'list=skus',
];

const PRICE_HISTORY_QUERIES = [
	'skus=__proto__',
	'skus[]=1',
	'skus[a]=1',
	'skus=1&limit=valueOf',
	'skus=1,constructor',
	'skus=',
	'skus=1&limit=1e3',
	'skus=-1',
	'skus=1.5',
	`skus=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`,
];

const ACTIVITY_QUERIES = [
	'person=__proto__',
	'person[]=x',
	'kind=constructor',
	'kind=stock,valueOf',
	'kind[a]=stock',
	'collection=__proto__&item=1',
	'item=1',
	'collection=orders&item=%27%20or%201=1',
	'from=valueOf',
	'to=1e3',
	'from=2026-11-24T00:00:00Z&to=2026-11-23T00:00:00Z',
	'cursor=__proto__',
	'cursor=1.constructor.1',
	'cursor=99999999999999999.stock.1',
	'cursor=1.stock.2147483648',
	'limit=1e2',
	'limit=-1',
	'limit[]=5',
];
const EXPORT_LIST_QUERIES = [
	'status=__proto__',
	'status[]=open',
	'status[a]=b',
	'customer=0',
	'customer=1e3',
	'customer=constructor',
	'from=valueOf',
	'from=2026-11-24',
	'to=1e3',
	'from=2026-11-24T00:00:00Z&to=2026-11-23T00:00:00Z',
	`q=${'x'.repeat(201)}`,
	'q[_icontains]=x',
	'q[]=1',
	'customer[]=1',
	'to=2026-02-30T00:00:00Z&from=x',
	'status=toString',
	'customer=-1',
	'customer=1.5',
	'customer=2147483648',
	'from[]=2026-11-24T00:00:00Z',
	'to=2026-11-24T25:00:00Z',
];
const TILL_HISTORY_QUERIES = [
	'page=0',
	'page=-1',
	'page=1.5',
	'page=__proto__',
	'limit=0',
	'limit=101',
	'limit=1e2',
	'limit[]=1',
	'page[a]=1',
	'limit=constructor',
];

const PERIOD_QUERIES = [
	'period=__proto__',
	'period=constructor',
	'period[]=7d',
	'period[a]=7d',
	'period=7d&period=30d',
	'period=7d&from=2025-01-01',
	'period=custom',
	'period=custom&from=valueOf&to=2025-01-01',
	'period=custom&from[a]=1&to=2025-01-01',
	'period=custom&from=2025-02-30&to=2025-03-01',
	'period=custom&from=2025-03-02&to=2025-03-01',
	'period=custom&from=2000-01-01&to=2026-01-01',
	'period=custom&from=2025-01-01&to=2999-01-01',
	'period=custom&from=0001-01-01&to=0001-01-02',
	'period=custom&from=%2B2025-01-01&to=2025-01-02',
];
const GRAIN_QUERIES = [
	'period=7d&grain=__proto__',
	'period=7d&grain[]=day',
	'period=7d&grain=constructor',
	'period=7d',
	'period=7d&grain=day&grain=week',
];
const REPORT_DAY_QUERIES = [
	'from=__proto__&to=2025-01-01',
	'from[]=2025-01-01&to=2025-01-02',
	'from=2025-01-01',
	'to=2025-01-01',
	'from=2025-01-02&to=2025-01-01',
	'from=2025-01-01&to=2999-01-01',
	'from=2024-01-01&to=2025-06-01',
	'from=2025-01-01&to=2025-01-02&format=__proto__',
	'from=2025-01-01&to=2025-01-02&format[]=csv',
	'from=2025-02-30&to=2025-03-01',
	'from=valueOf&to=constructor',
];

const IMPORT_ROWS_QUERIES = [
	'kind=valueOf',
	'kind=__proto__',
	'kind[]=error',
	'kind[a]=skip',
	'limit=0',
	'limit=501',
	'limit=1e2',
	'limit=constructor',
	'offset=1.5',
	'offset=abc',
	'offset[]=1',
];
const IMPORT_UPLOAD_QUERIES = [
	'name=x&format=__proto__',
	'name=x&format=valueOf',
	'name[]=x',
	'name[a]=x',
	'format[]=deckhand&name=x',
	`name=${'x'.repeat(256)}`,
	'name=%20%20',
	'name=x&format=excel',
];

const j = (value: unknown) => JSON.stringify(value);

/** A multipart body with boundary `b` (or the one given in the content type), as a client would send it. */
const form = (label: string, text: string, contentType = 'multipart/form-data; boundary=b'): RawBody => ({
	label,
	data: Buffer.from(text, 'latin1'),
	headers: { 'content-type': contentType },
});
const FILE_PART =
	'--b\r\nContent-Disposition: form-data; name="file"; filename="card.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';

/** Uploads that are cut off or malformed: a form that ends inside the file once stopped the server. */
const BROKEN_UPLOADS: RawBody[] = [
	form('cut off inside the file', FILE_PART),
	form('cut off inside the file, long', `${FILE_PART}${'x'.repeat(100_000)}`),
	form('cut off after the part headers', FILE_PART.slice(0, FILE_PART.indexOf('\x89'))),
	form('cut off inside the part headers', '--b\r\nContent-Disposition: form-da'),
	form('no closing delimiter', `${FILE_PART}\r\n--b\r\n`),
	form('closing delimiter of another boundary', `${FILE_PART}\r\n--c--\r\n`),
	form('body of another boundary', FILE_PART.replace('--b', '--c') + '\r\n--c--\r\n'),
	form('no boundary in the content type', `${FILE_PART}\r\n--b--\r\n`, 'multipart/form-data'),
	form('an empty boundary', `${FILE_PART}\r\n--b--\r\n`, 'multipart/form-data; boundary='),
	form('an empty body', ''),
	form('a preamble only', 'just some text'),
	form('only the closing delimiter', '--b--\r\n'),
	form(
		'a header line without a colon',
		'--b\r\nContent-Disposition form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--b--\r\n',
	),
	form('a part without headers', '--b\r\n\r\nabc\r\n--b--\r\n'),
	form(
		'a part that is no form field',
		'--b\r\nContent-Disposition: attachment; filename="a.png"\r\n\r\nabc\r\n--b--\r\n',
	),
	form(
		'headers that never end',
		'--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n--b--\r\n',
	),
	form(
		'a file without a name',
		'--b\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: image/png\r\n\r\nabc\r\n--b--\r\n',
	),
	form('fields and no file', '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nA card\r\n--b--\r\n'),
	form('binary noise', '\x00\xff\x10--b\x00'.repeat(50)),
	form('a bare CR for line ends', FILE_PART.replace(/\r\n/g, '\r') + '\r--b--\r'),
];

/** Files sent as an import's body, as they are (the file is the body, not a form). */
const IMPORT_FILES: RawBody[] = [
	{ label: 'an empty CSV', data: Buffer.alloc(0), headers: { 'content-type': 'text/csv' } },
	{
		label: 'binary noise as CSV',
		data: Buffer.from('\xff\x00\x10"\n"'.repeat(50), 'latin1'),
		headers: { 'content-type': 'text/csv' },
	},
	{
		label: 'a header no format has',
		data: Buffer.from('a,b,c\n1,2,3\n'),
		headers: { 'content-type': 'application/octet-stream' },
	},
	{
		label: 'a form',
		data: Buffer.from(
			'--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na,b\r\n--b--\r\n',
		),
		headers: { 'content-type': 'multipart/form-data; boundary=b' },
	},
	{ label: 'XML', data: Buffer.from('<rows/>'), headers: { 'content-type': 'application/xml' } },
];

/** Malformed `Idempotency-Key` headers (a list of values: the header sent once per value): each refused before its command runs, however good the request. */
export const MALFORMED_IDEMPOTENCY_KEYS: Array<{ label: string; value: string | string[] }> = [
	{ label: 'empty', value: '' },
	{ label: 'of 256 characters', value: 'k'.repeat(256) },
	{ label: 'with a tab inside', value: 'a\tb' },
	{ label: 'with a letter beyond ASCII', value: 'caf\xe9' },
	{ label: 'sent twice', value: ['a', 'b'] },
	{ label: 'sent twice with one key', value: ['a', 'a'] },
];

/** A good stock adjustment sent with each malformed key: only its key is wrong. */
const MALFORMED_KEYS_ON_AN_ADJUSTMENT: RawBody[] = MALFORMED_IDEMPOTENCY_KEYS.map(({ label, value }) => ({
	label: `Idempotency-Key ${label}`,
	data: Buffer.from(j({ sku: 1, delta: 1, reason: 'count' })),
	headers: { 'idempotency-key': value },
}));

export const HOSTILE_ROUTES: HostileRoute[] = [
	{
		method: 'POST',
		path: '/deckhand/stock/adjust',
		readsBody: true,
		bodies: [
			j({ sku: '1', delta: 1, reason: 'count' }),
			'{"sku":1,"delta":1e999,"reason":"count"}',
			j({ sku: 1, delta: 1, reason: '__proto__' }),
		],
		rawBodies: MALFORMED_KEYS_ON_AN_ADJUSTMENT,
	},
	{
		method: 'POST',
		path: '/deckhand/checkout',
		readsBody: true,
		bodies: [
			j({ channel: 'counter', lines: [{ sku: { _gt: 0 }, quantity: 1 }] }),
			j({ channel: 'valueOf', lines: [] }),
			j({ channel: 'counter', lines: {} }),
			j({ channel: 'counter', lines: [{ sku: 1, quantity: 1 }], sale_key: { _nnull: true } }),
			j({ channel: 'counter', lines: [{ sku: 1, quantity: 1 }], sale_key: "' OR 1=1 --" }),
			j({
				channel: 'counter',
				lines: [{ sku: 1, quantity: 1 }],
				sale_key: `0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40\n${'x'.repeat(10_000)}`,
			}),
			j({ channel: 'counter', customer: 1, lines: [{ sku: 1, quantity: 1 }], trade_in: { _gt: 0 } }),
			j({ channel: 'counter', customer: 1, lines: [{ sku: 1, quantity: 1 }], trade_in: '1' }),
		],
	},
	{
		method: 'POST',
		path: '/deckhand/orders/:id/transition',
		readsBody: true,
		bodies: [j({ to: '__proto__' }), j({ to: 'constructor' }), j({ to: 'shipped', tracking_number: {} })],
	},
	{
		method: 'POST',
		path: '/deckhand/profile/password',
		readsBody: true,
		bodies: [
			j({ current_password: ['x'], new_password: 'long enough' }),
			j({ current_password: 'wrong one', new_password: { length: 9 } }),
			j({ current_password: 'wrong one', new_password: 'another one' }),
		],
	},
	{
		method: 'POST',
		path: '/deckhand/credit/adjust',
		readsBody: true,
		bodies: [j({ customer: 1, amount: '5', note: 'x' }), j({ customer: [1], amount: 5, note: 'x' })],
	},
	{
		method: 'POST',
		path: '/deckhand/prices/reprice',
		readsBody: true,
		bodies: [
			j({ selection: { filter: { sort: 'valueOf' } }, rule: { kind: 'set', price: 1 } }),
			j({ selection: { skus: [1] }, rule: { kind: '__proto__' } }),
			j({ selection: { skus: [1] }, rule: { kind: 'market', percent: '90' } }),
			j({ selection: { skus: [1] }, rule: { kind: 'market', percent: 90 }, staleDays: { _gt: 0 } }),
			j({
				selection: { skus: [1] },
				rule: { kind: 'set', price: 1 },
				marginFloor: 'valueOf',
				reviewAbovePercent: [1],
			}),
		],
	},
	{
		method: 'POST',
		path: '/deckhand/stock/regrade',
		readsBody: true,
		bodies: [
			j({ sku: 1, quantity: 1, to: { condition: '__proto__' } }),
			j({ sku: 1, quantity: 1, to: 'LP' }),
			j({ sku: '1', quantity: 1, to: { condition: 'LP' } }),
			j({ sku: 1, quantity: 1, to: { card: { _gt: 0 } } }),
		],
	},
	{
		method: 'POST',
		path: '/deckhand/prices/set',
		readsBody: true,
		bodies: [
			j({ sku: '1', price: 1 }),
			j({ sku: 1, price: {} }),
			j({ sku: 1, price: '1e3' }),
			'{"sku":1,"price":1e999}',
		],
	},
	{
		method: 'POST',
		path: '/deckhand/prices/restore',
		readsBody: true,
		bodies: [j({ change: '1' }), j({ change: { _gt: 0 } }), j({ change: [1] })],
	},
	{
		method: 'POST',
		path: '/deckhand/prices/undo-run',
		readsBody: true,
		bodies: [j({ run: 1 }), j({ run: { _nnull: true } }), j({ run: "' or 1=1 --" })],
	},
	{ method: 'GET', path: '/deckhand/prices/history', queries: PRICE_HISTORY_QUERIES },
	{
		method: 'GET',
		path: '/deckhand/prices/market',
		queries: ['card=__proto__', 'card[]=1', 'card=1.5', 'card=-1', 'card=1e3', 'card=constructor'],
	},
	{
		method: 'GET',
		path: '/deckhand/prices/reviews',
		queries: [
			'status=__proto__',
			'status[]=pending',
			'status=constructor',
			'limit=valueOf',
			'limit=1e2',
			'offset=1e9',
			'offset[a]=1',
			'limit=101',
		],
	},
	{
		method: 'POST',
		path: '/deckhand/prices/reviews/decide',
		readsBody: true,
		bodies: [
			j({ ids: { _gt: 0 }, accept: true }),
			j({ ids: [1], accept: 'true' }),
			j({ ids: ['1'], accept: false }),
			'{"ids":[1e999],"accept":true}',
			j({ ids: [-1], accept: true }),
		],
	},
	{ method: 'GET', path: '/deckhand/books' },
	{ method: 'POST', path: '/deckhand/books/check' },
	{ method: 'GET', path: '/deckhand/views', queries: VIEW_LIST_QUERIES },
	{
		method: 'POST',
		path: '/deckhand/views',
		readsBody: true,
		bodies: [
			'{"name":"x","state":{"__proto__":"x"}}',
			j({ name: 'x', list: 'constructor', state: {} }),
			j({ name: 'x', state: { sort: { a: 1 } } }),
		],
	},
	{ method: 'DELETE', path: '/deckhand/views/:id', readsBody: true, queries: VIEW_LIST_QUERIES },
	{ method: 'GET', path: '/deckhand/inventory', queries: INVENTORY_QUERIES },
	{ method: 'GET', path: '/deckhand/activity', queries: ACTIVITY_QUERIES },
	{ method: 'GET', path: '/deckhand/tills/sessions', queries: TILL_HISTORY_QUERIES },
	{ method: 'GET', path: '/deckhand/tills/:till/status' },
	{ method: 'GET', path: '/deckhand/tills/:till/sessions', queries: TILL_HISTORY_QUERIES },
	{
		method: 'POST',
		path: '/deckhand/tills/:till/open',
		readsBody: true,
		bodies: [j({ float: '100' }), j({ float: { _gt: 0 } }), '{"float":1e999}', j({ float: [1] })],
	},
	{
		method: 'POST',
		path: '/deckhand/tills/:till/sessions/:session/cash',
		readsBody: true,
		bodies: [
			j({ kind: '__proto__', amount: 1, reason: 'x' }),
			j({ kind: 'paid_out', amount: 1, reason: { a: 1 } }),
			j({ kind: 'paid_in', amount: '1', reason: 'x' }),
		],
	},
	{
		method: 'POST',
		path: '/deckhand/tills/:till/sessions/:session/close',
		readsBody: true,
		bodies: [j({ counted: '5' }), j({ counted: 5, note: { a: 1 } }), '{"counted":-0.5}'],
	},
	{ method: 'GET', path: '/deckhand/tills/:till/sessions/:session/report' },
	// A new buylist takes an optional customer, so `{}` is a good request: only malformed paths, queries and JSON are sent (the wrong shapes are in the unit tests of `buylist-input.ts`).
	{ method: 'POST', path: '/deckhand/buylists' },
	{ method: 'GET', path: '/deckhand/buylists/:id' },
	{
		method: 'PATCH',
		path: '/deckhand/buylists/:id',
		readsBody: true,
		bodies: [j({ customer: '1' }), j({ customer: { _gt: 0 } }), j({ customer: [1] }), '{"customer":1e999}'],
	},
	{
		method: 'POST',
		path: '/deckhand/buylists/:id/lines',
		readsBody: true,
		bodies: [
			j({ sku: '1', quantity: 1 }),
			j({ sku: 1, quantity: { _gt: 0 } }),
			j({ card: 1, condition: '__proto__', finish: 'normal', language: 'EN', quantity: 1 }),
			j({ card: 1, condition: 'NM', finish: 'normal', language: { a: 1 }, quantity: 1 }),
			'{"sku":1,"quantity":1e999}',
		],
	},
	{
		method: 'PATCH',
		path: '/deckhand/buylists/:id/lines/:line',
		readsBody: true,
		bodies: [
			j({ condition: 'valueOf' }),
			j({ offer: { cash_unit: '1', credit_unit: 2 } }),
			j({ offer: [1, 2] }),
			j({ quantity: -1 }),
			j({ language: '' }),
		],
	},
	{ method: 'DELETE', path: '/deckhand/buylists/:id/lines/:line' },
	{
		method: 'POST',
		path: '/deckhand/buylists/:id/transition',
		readsBody: true,
		bodies: [
			j({ to: '__proto__' }),
			j({ to: 'completed', payout: 'constructor' }),
			j({ to: 'completed', payout: 'cash', till: '1' }),
			j({ to: 'rejected', note: { a: 1 } }),
		],
	},
	{ method: 'POST', path: '/deckhand/imports', queries: IMPORT_UPLOAD_QUERIES, rawBodies: IMPORT_FILES },
	{ method: 'GET', path: '/deckhand/imports' },
	{ method: 'GET', path: '/deckhand/imports/:id' },
	{ method: 'GET', path: '/deckhand/imports/:id/rows', queries: IMPORT_ROWS_QUERIES },
	{
		method: 'POST',
		path: '/deckhand/imports/:id/plan',
		readsBody: true,
		bodies: [
			j({ quantities: '__proto__', createMissing: true }),
			j({ quantities: 'add', createMissing: 'true' }),
			j({ quantities: ['add'], createMissing: false }),
			j({ quantities: { _eq: 'add' }, createMissing: false }),
		],
	},
	{ method: 'POST', path: '/deckhand/imports/:id/commit' },
	{ method: 'POST', path: '/deckhand/imports/:id/cancel' },
	{
		method: 'GET',
		path: '/deckhand/exports/inventory.csv',
		queries: [...INVENTORY_QUERIES, 'format=excel', 'format[]=tcgplayer', 'format=__proto__'],
	},
	{
		method: 'GET',
		path: '/deckhand/exports/orders.csv',
		queries: [...EXPORT_LIST_QUERIES, 'channel=valueOf', 'channel[]=online'],
	},
	{
		method: 'GET',
		path: '/deckhand/exports/customers.csv',
		queries: EXPORT_LIST_QUERIES.filter((query) => query.startsWith('q')),
	},
	{ method: 'GET', path: '/deckhand/exports/buylists.csv', queries: EXPORT_LIST_QUERIES },
	{ method: 'GET', path: '/deckhand/reports/kpis', queries: PERIOD_QUERIES },
	{ method: 'GET', path: '/deckhand/reports/margins', queries: PERIOD_QUERIES },
	{ method: 'GET', path: '/deckhand/reports/work-queues' },
	{
		method: 'GET',
		path: '/deckhand/reports/charts',
		queries: [...PERIOD_QUERIES.map((query) => `${query}&grain=day`), ...GRAIN_QUERIES],
	},
	...['sales-by-day', 'sales-by-game', 'tax-by-day', 'till-days', 'credit-liability'].map((name): HostileRoute => ({
		method: 'GET',
		path: `/deckhand/reports/${name}`,
		queries: REPORT_DAY_QUERIES,
	})),
	{ method: 'GET', path: '/app/*' },
	// Directus's own routes that Deckhand's hooks guard (comment scope, upload and import forms, upload limit).
	{
		method: 'GET',
		path: '/comments',
		directus: true,
		queries: ['filter={bad', 'filter=[1]', 'filter=5', 'filter="x"', 'filter[_and]=x', 'meta=total_count&filter={'],
	},
	{
		method: 'SEARCH',
		path: '/comments',
		readsBody: true,
		directus: true,
		bodies: [
			{ query: { filter: '{bad' } },
			{ query: { filter: [1] } },
			{ query: { filter: 5 } },
			{ query: { filter: 'true' } },
			{ query: 'x' },
			{ query: 5 },
			{ query: [] },
			{ keys: 'x' },
			{ keys: [{}] },
			{ query: { sort: 'valueOf' } },
			{ query: { aggregate: 'x' } },
			{ query: { meta: { a: 1 } } },
			{ query: { fields: ['__proto__'] } },
			{ query: { deep: '{bad' } },
		].map(j),
	},
	{ method: 'POST', path: '/files', readsBody: true, directus: true, rawBodies: BROKEN_UPLOADS },
	{ method: 'POST', path: '/utils/import/customers', readsBody: true, directus: true, rawBodies: BROKEN_UPLOADS },
	{
		method: 'POST',
		path: '/comments',
		readsBody: true,
		directus: true,
		bodies: [
			{ collection: 'cards', item: '1', comment: '   ' },
			{ collection: 'cards', item: '1' },
			{ collection: 'cards', item: '1', comment: { a: 1 } },
			{ comment: 'x' },
		].map(j),
	},
];

/** Values of a path parameter that no route may take for an id. */
const BAD_IDS = [
	'%',
	'%ZZ',
	'%E0%A4%A',
	'%C0%AE',
	'%FF',
	'%00',
	'1%00',
	'-1',
	'0',
	'1.5',
	'1e3',
	'0x1F',
	'abc',
	'__proto__',
	'constructor',
	'valueOf',
	'99999999999999999999999',
	'2147483648',
	'%2e%2e',
	'1%2F2',
	'%20',
	'NaN',
	'Infinity',
	'null',
	'%5B1%5D',
	'9'.repeat(400),
];

/** What is added after a route's path to make it malformed (or a path no route has). */
const BAD_SUFFIXES = [
	'%',
	'%ZZ',
	'/%',
	'/%E0%A4%A',
	'%00',
	'/%00',
	'/..%2f..%2fetc%2fpasswd',
	'/%2e%2e',
	'/__proto__',
	'/constructor',
	'%2F',
	';x=1',
	`/${'a'.repeat(2000)}`,
	'.json',
	'/%C0%AE%C0%AE',
	'/%FF%FE',
	'%20',
	'/valueOf',
	'~',
	'/%u0000',
	'%%',
	'/%5c..%5c',
];

/** Pages and files under /app that are malformed or reach for files outside the dashboard's build. */
const BAD_APP_PATHS = [
	'/app/%',
	'/app/%ZZ',
	'/app/assets/%',
	'/app/%00',
	'/app/assets/%2e%2e/%2e%2e/package.json',
	'/app/%2e%2e/%2e%2e/etc/passwd',
	'/app/..%5c..%5cpackage.json',
	'/app/inventory%00.html',
	'/app/%C0%AE%C0%AE/',
	'/app/%E0%A4%A',
	'/app/%uFFFF',
	'/app/%%32%65',
	'/app/a%0d%0aSet-Cookie:x=1',
	'/app/%1b[31m',
	'/app/assets/index.js%00.map',
	'/app/%7f',
	'/app/%ff',
	'/app/.%2e/server/entry-server.js',
	'/app/%2e/',
	'/app/assets/%5c',
	'/app/assets/%2e%2e%5c%2e%2e%5cindex.html',
	'/app/inventory/%ED%A0%80',
];

/** Query strings with a malformed %-escape or a NUL, or a Directus query Directus itself would fail on: refused on every route. */
const BAD_QUERIES = [
	'%',
	'a=%',
	'a=%Z',
	'%ZZ=1',
	'a=%E0%A4%A',
	'a=%C0%AE',
	'a=%FF',
	'a=%ED%A0%80',
	'sort=%',
	'q=%%',
	'filter=%7B%',
	'a=%00',
	'%00=1',
	'q=abc%00def',
	'page=1%00',
	'limit=%u0031',
	'a=%2',
	'a[%]=1',
	'a=1&b=%',
	'__proto__=%',
	'constructor[prototype]=%00',
	`q=${'x'.repeat(3000)}%`,
	'list=%E2%82',
	'sort=-%',
	'sort=valueOf',
	'sort=-constructor',
	'groupBy=__proto__',
	'fields=a.hasOwnProperty',
	'aggregate=x',
	'aggregate={bad',
	'aggregate[count]=__proto__',
	'deep={bad',
	'deep=5',
	'meta[a]=b',
	'filter={"toString":{"_eq":1}}',
	'alias={"valueOf":"id"}',
];

export interface RawBody {
	label: string;
	data: Buffer;
	headers?: Record<string, string | string[]>;
}

const json = (text: string): RawBody => ({
	label: text.length > 40 ? `${text.slice(0, 40)}…` : text,
	data: Buffer.from(text),
});

/** Bodies no JSON parser accepts (or a body too large, in a charset or encoding not offered): refused before any route reads them. */
const BROKEN_BODIES: RawBody[] = [
	...[
		'{',
		'}',
		'{"sku":}',
		'{"sku":1,}',
		'[1,2,]',
		"{'sku':1}",
		'{sku:1}',
		'NaN',
		'undefined',
		'{}garbage',
		'{"a":"unterminated}',
		'{"a":01}',
		'{"a":+1}',
		'{"a":0x10}',
		'{"a":.5}',
		'{"a":"\\x"}',
		'{"a":"\\u12"}',
		'{"a":1}{"b":2}',
		'{"a":[1,2}',
		'{"a":tru}',
		'//x\n{}',
	].map(json),
	{ label: '100 000 unclosed [', data: Buffer.from('['.repeat(100_000)) },
	{ label: '2 MB', data: Buffer.from(JSON.stringify({ note: 'x'.repeat(2 * 1024 * 1024) })) },
	{
		label: 'charset latin1',
		data: Buffer.from('{}'),
		headers: { 'content-type': 'application/json; charset=latin1' },
	},
	{ label: 'gzip that is not gzip', data: Buffer.from('{}'), headers: { 'content-encoding': 'gzip' } },
	{ label: 'unknown encoding', data: gzipSync('{}'), headers: { 'content-encoding': 'compress' } },
];

/** Well-formed JSON that is no route's input. */
const WRONG_BODIES: string[] = [
	'[]',
	'[{}]',
	'{}',
	'{"__proto__":{"admin":true}}',
	'{"constructor":{"prototype":{"admin":true}}}',
	j({ sku: null, delta: null, lines: null, to: null, name: null }),
	j({ a: 'x'.repeat(100_000) }),
	'[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]',
	'{"a":1e999}',
	'{"\u0000":"\u0000"}',
];

export interface HostileRequest {
	kind: 'path' | 'query' | 'body';
	label: string;
	method: string;
	path: string;
	body?: RawBody;
}

const PARAMETER = /:\w+/g;

/** The address of a route that every part of is well-formed. */
function samplePath(route: HostileRoute): string {
	return route.path.replace(PARAMETER, '987654321').replace('*', 'inventory');
}

/** The body sent with malformed paths and queries: `{}`, which no command accepts, so a path or query that got through still writes nothing. */
const EMPTY: RawBody = json('{}');

/** At least 20 malformed paths, 20 malformed queries and 20 malformed bodies for one route. */
export function hostileRequests(route: HostileRoute): HostileRequest[] {
	const sample = samplePath(route);
	const body = route.readsBody ? EMPTY : undefined;
	const paths = route.path.endsWith('*')
		? BAD_APP_PATHS
		: route.path.includes('/:')
			? (route.path.match(PARAMETER) ?? []).flatMap((parameter) =>
					BAD_IDS.map((id) => route.path.replace(parameter, id).replace(PARAMETER, '987654321')),
				)
			: BAD_SUFFIXES.map((suffix) => `${route.path}${suffix}`);
	const queries = [...BAD_QUERIES, ...(route.queries ?? [])];
	const wrong = route.readsBody ? [...(route.directus ? [] : WRONG_BODIES), ...(route.bodies ?? [])] : [];
	const bodies = [...BROKEN_BODIES, ...wrong.map(json), ...(route.rawBodies ?? [])];
	return [
		...paths.map((path) => ({ kind: 'path' as const, label: path, method: route.method, path, body })),
		...queries.map((query) => ({
			kind: 'query' as const,
			label: `?${query.slice(0, 60)}`,
			method: route.method,
			path: `${sample}?${query}`,
			body,
		})),
		...bodies.map((raw) => ({
			kind: 'body' as const,
			label: raw.label,
			method: route.method,
			path: sample,
			body: raw,
		})),
	];
}
