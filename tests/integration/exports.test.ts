import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTime } from '../../server/extensions/deckhand/src/db.ts';
import { callers, firstError, signIn, stackInfo, type Caller } from '../harness/api.ts';
import { openStoreCredit, openTestDb } from '../harness/books.ts';
import { addLine, newBuylist, transition } from '../harness/buylists.ts';
import { TCGPLAYER_HEADER } from '../harness/imports.ts';

/**
 * The exports (`/deckhand/exports/*.csv`): the exact bytes of Deckhand's and TCGplayer's files for
 * SKUs of the test's own (quotes, commas and line breaks in names, accents, Japanese, formula-like
 * cells neutralised, money as text), the lists' filters giving only their rows, a clerk refused
 * on every export, a malformed filter named, and the whole shop streamed.
 */
let admin: Caller;
let anonymous: Caller;
let db: Knex;
let staffToken: string;

const suffix = `${process.pid}${Date.now().toString(36)}`.toUpperCase();
const setCode = `X${suffix}`.slice(0, 20);
let set = 0;
const cards = { pikachu: 0, formula: 0, accent: 0, sealed: 0 };
const skus = { nm: 0, firstEdition: 0, formula: 0, accent: 0, sealed: 0 };
const customers = { ada: 0, zoe: 0 };
const buylists = { offered: 0, draft: 0 };
const barcode = `4${String(Date.now()).slice(-12)}`;
const email = `ada.${suffix.toLowerCase()}@example.com`;
const phone = `+1 (555) 010-${String(Date.now()).slice(-4)}`;

const ok = (response: { status: number; body: any }) => {
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data;
};

async function newSku(
	card: number,
	fields: Record<string, unknown>,
	price: number | null,
	stock: number,
): Promise<number> {
	const sku = ok(await admin.request('POST', '/items/skus', { card, ...fields })).id as number;
	if (price !== null) ok(await admin.request('POST', '/deckhand/prices/set', { sku, price }));
	if (stock > 0) ok(await admin.request('POST', '/deckhand/stock/adjust', { sku, delta: stock, reason: 'count' }));
	return sku;
}

beforeAll(async () => {
	({ admin, anonymous } = await callers());
	staffToken = (await signIn(stackInfo().staff.email, stackInfo().staff.password)).access_token;
	db = openTestDb();
	const pokemon = ok(await admin.get('/items/games?filter[code][_eq]=PKM&fields=id'))[0].id;
	set = ok(
		await admin.request('POST', '/items/sets', { game: pokemon, code: setCode, name: 'Export Tests, "Special"' }),
	).id;
	const card = async (fields: Record<string, unknown>) =>
		ok(await admin.request('POST', '/items/cards', { set, ...fields })).id as number;
	cards.pikachu = await card({
		name: 'Pikachu, "Surfing"',
		collector_number: '025',
		rarity: 'Rare',
		tcgplayer_id: `5${suffix}`.slice(0, 40),
		scryfall_id: 'a1b2c3d4-0000-4000-8000-000000000025',
		cardmarket_id: '7001',
	});
	cards.formula = await card({ name: '=HYPERLINK("http://x","y")', collector_number: '-5', rarity: '@Promo' });
	cards.accent = await card({ name: 'Flabébé', collector_number: '081', rarity: 'Common' });
	// A name kept from before names were stored clean (the server now makes a line break in a name a space): an export still quotes it.
	await db('cards').where('id', cards.accent).update({ name: 'Flabébé\nline two' });
	cards.sealed = await card({ name: 'ポケモンカード 151 BOX', kind: 'sealed' });
	skus.nm = await newSku(
		cards.pikachu,
		{ condition: 'NM', finish: 'normal', language: 'EN', tcgplayer_id: '800001', bin: 'A-1', barcode },
		1_250,
		3,
	);
	skus.firstEdition = await newSku(
		cards.pikachu,
		{ condition: 'LP', finish: 'foil', language: 'JA', edition: 'first_edition' },
		null,
		0,
	);
	skus.formula = await newSku(
		cards.formula,
		{ condition: 'NM', finish: 'reverse_holo', language: 'EN', bin: '+Top shelf' },
		5,
		1,
	);
	skus.accent = await newSku(cards.accent, { condition: 'HP', finish: 'normal', language: 'DE' }, 100_000, 2);
	skus.sealed = await newSku(cards.sealed, { condition: 'NM', finish: 'normal', language: 'JA' }, 1_990_000, 1);
	ok(await admin.request('POST', '/items/sku_costs', { sku: skus.nm, unit_cost: 700 }));
	await db('market_prices').insert({
		sku: skus.nm,
		source: 'tcgplayer',
		price: 1_300,
		priced_at: dbTime(db, Date.parse('2026-11-20T15:00:00Z')),
	});

	customers.ada = ok(
		await admin.request('POST', '/items/customers', {
			name: `Export "Ada", Lovelace ${suffix}`,
			email,
			phone,
			notes: '=SUM(A1)\nsecond line',
		}),
	).id;
	customers.zoe = ok(await admin.request('POST', '/items/customers', { name: `Zoë 山田 ${suffix}` })).id;
	await openStoreCredit(db, customers.ada, 2_500);
	// An open online order: it takes 2 of the NM Pikachu (1 left) and the reverse holo (none left).
	ok(
		await admin.request('POST', '/deckhand/checkout', {
			channel: 'online',
			customer: customers.ada,
			lines: [
				{ sku: skus.nm, quantity: 2 },
				{ sku: skus.formula, quantity: 1 },
			],
		}),
	);
	const offered = await newBuylist(admin, customers.ada);
	await addLine(admin, offered.id, { sku: skus.accent, quantity: 1 });
	ok(await transition(admin, offered.id, { to: 'offered' }));
	buylists.offered = offered.id;
	buylists.draft = (await newBuylist(admin, customers.ada)).id;
});

afterAll(async () => {
	await db.destroy();
});

interface Download {
	status: number;
	headers: Headers;
	text: string;
}

async function download(
	path: string,
	headers: Record<string, string> = { authorization: `Bearer ${stackInfo().admin.token}` },
): Promise<Download> {
	const response = await fetch(`${stackInfo().url}${path}`, { headers });
	// The body's bytes as they came: `text()` would drop a byte order mark.
	return {
		status: response.status,
		headers: response.headers,
		text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()),
	};
}

/** A file's records after the header, each as its text line (none of these tests' expected lines holds a line break unless said). */
const recordLines = (text: string) =>
	text
		.replace(/^\uFEFF/, '')
		.split('\r\n')
		.slice(1, -1);
/** The first cell of each record: the row's id. */
const ids = (text: string) => recordLines(text).map((line) => Number(line.split(',')[0]));

const BOM = '\uFEFF';
const DECKHAND_HEADER =
	'sku_id,card_id,game_code,game_name,set_code,set_name,card_name,collector_number,rarity,kind,card_tcgplayer_id,scryfall_id,cardmarket_id,condition,finish,language,edition,sku_tcgplayer_id,bin,barcode,quantity,price,cost,market_price,market_price_date';

describe('the inventory in Deckhand’s CSV', () => {
	it('writes every field of each SKU of the view, in SKU order, money as text and formula-like cells neutralised', async () => {
		const file = await download(`/deckhand/exports/inventory.csv?set=${set}`);
		expect(file.status, file.text).toBe(200);
		expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
		expect(file.headers.get('content-disposition')).toMatch(
			/^attachment; filename="deckhand-inventory-\d{4}-\d{2}-\d{2}\.csv"$/,
		);
		const set_ = `PKM,Pokémon,${setCode},"Export Tests, ""Special"""`;
		const pikachu = `${cards.pikachu},${set_},"Pikachu, ""Surfing""",025,Rare,single,5${suffix},a1b2c3d4-0000-4000-8000-000000000025,7001`;
		expect(file.text).toBe(
			[
				`${BOM}${DECKHAND_HEADER}`,
				`${skus.nm},${pikachu},NM,normal,EN,,800001,A-1,${barcode},1,12.50,7.00,13.00,2026-11-20`,
				`${skus.firstEdition},${pikachu},LP,foil,JA,first_edition,,,,0,,,,`,
				`${skus.formula},${cards.formula},${set_},"'=HYPERLINK(""http://x"",""y"")",'-5,'@Promo,single,,,,NM,reverse_holo,EN,,,'+Top shelf,,0,0.05,,,`,
				`${skus.accent},${cards.accent},${set_},"Flabébé\nline two",081,Common,single,,,,HP,normal,DE,,,,,2,1000.00,,,`,
				`${skus.sealed},${cards.sealed},${set_},ポケモンカード 151 BOX,,,sealed,,,,NM,normal,JA,,,,,1,19900.00,,,`,
				'',
			].join('\r\n'),
		);
	});

	it.each([
		['condition=NM', () => [skus.nm, skus.formula, skus.sealed]],
		['q=pikachu', () => [skus.nm, skus.firstEdition]],
		['stock=out', () => [skus.firstEdition, skus.formula]],
		['unpriced=true', () => [skus.firstEdition]],
		['finish=foil&language=JA', () => [skus.firstEdition]],
		[`q=${barcode}`, () => [skus.nm]],
		['condition=MP', () => []],
	])('gives only the rows of the filtered view: %s', async (filter, expected) => {
		const file = await download(`/deckhand/exports/inventory.csv?set=${set}&${filter}&sort=-price&page=3`);
		expect(file.status, file.text).toBe(200);
		expect(ids(file.text)).toEqual(expected());
	});

	it('holds the same SKUs as the inventory list with the same filters', async () => {
		const filter = 'condition=NM&stock=in&game=1';
		const listed: number[] = [];
		for (let page = 1; ; page++) {
			const { items } = ok(await admin.get(`/deckhand/inventory?${filter}&limit=200&page=${page}`));
			listed.push(...items.map((item: { id: number }) => item.id));
			if (items.length < 200) break;
		}
		const file = await download(`/deckhand/exports/inventory.csv?${filter}`);
		expect(listed.length).toBeGreaterThan(0);
		expect(ids(file.text)).toEqual([...listed].sort((a, b) => a - b));
	});

	it('streams the whole shop in SKU id order, every SKU once', async () => {
		const file = await download('/deckhand/exports/inventory.csv');
		expect(file.status).toBe(200);
		// Streamed: the length is not known when the answer starts.
		expect(file.headers.get('transfer-encoding')).toBe('chunked');
		expect(file.headers.get('content-length')).toBeNull();
		const exported = ids(file.text);
		const all = (await db('skus').orderBy('id').pluck('id')).map(Number);
		expect(exported).toEqual(all);
	});
});

describe('the inventory in TCGplayer’s pricing format', () => {
	it('writes TCGplayer’s header and words: its SKU id, product line, condition with edition, finish and language, on hand and the shop’s price', async () => {
		const file = await download(`/deckhand/exports/inventory.csv?set=${set}&format=tcgplayer`);
		expect(file.status, file.text).toBe(200);
		expect(file.headers.get('content-disposition')).toMatch(
			/^attachment; filename="deckhand-inventory-tcgplayer-\d{4}-\d{2}-\d{2}\.csv"$/,
		);
		const set_ = 'Pokemon,"Export Tests, ""Special"""';
		expect(file.text).toBe(
			[
				TCGPLAYER_HEADER,
				`800001,${set_},"Pikachu, ""Surfing""",,025,Rare,Near Mint,13.00,,,,1,0,12.50,`,
				`,${set_},"Pikachu, ""Surfing""",,025,Rare,Lightly Played 1st Edition Holofoil - Japanese,,,,,0,0,,`,
				`,${set_},"'=HYPERLINK(""http://x"",""y"")",,'-5,'@Promo,Near Mint Reverse Holofoil,,,,,0,0,0.05,`,
				`,${set_},"Flabébé\nline two",,081,Common,Heavily Played - German,,,,,2,0,1000.00,`,
				`,${set_},ポケモンカード 151 BOX,,,,Unopened - Japanese,,,,,1,0,19900.00,`,
				'',
			].join('\r\n'),
		);
	});
});

describe('orders, customers and buylists', () => {
	it('writes one row per order with its money as text and its lines counted, for the list’s filters', async () => {
		const [order] = ok(await admin.get(`/items/orders?filter[customer][_eq]=${customers.ada}&fields=*`));
		const money = (minor: number) => (minor / 100).toFixed(2);
		const file = await download(
			`/deckhand/exports/orders.csv?customer=${customers.ada}&status=open&channel=online`,
		);
		expect(file.status, file.text).toBe(200);
		expect(file.headers.get('content-disposition')).toMatch(/filename="deckhand-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
		expect(file.text).toBe(
			[
				`${BOM}order_id,number,date_created,status,channel,customer_id,customer_name,subtotal,discount,tax,total,credit_applied,lines,copies,tracking_number`,
				`${order.id},${order.number},${new Date(order.date_created).toISOString()},open,online,${customers.ada},"Export ""Ada"", Lovelace ${suffix}",25.05,0.00,${money(order.tax)},${money(order.total)},0.00,2,3,`,
				'',
			].join('\r\n'),
		);
		expect(
			ids(
				(await download(`/deckhand/exports/orders.csv?q=${order.number.slice(-4)}&customer=${customers.ada}`))
					.text,
			),
		).toEqual([order.id]);
		expect(
			ids((await download(`/deckhand/exports/orders.csv?customer=${customers.ada}&status=paid`)).text),
		).toEqual([]);
		const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
		expect(
			ids((await download(`/deckhand/exports/orders.csv?customer=${customers.ada}&from=${tomorrow}`)).text),
		).toEqual([]);
		expect(
			ids((await download(`/deckhand/exports/orders.csv?customer=${customers.ada}&to=${tomorrow}`)).text),
		).toEqual([order.id]);
	});

	it('writes customers with their credit and orders, neutralising a phone and notes, for the list’s search', async () => {
		const [ada] = ok(await admin.get(`/items/customers?filter[id][_eq]=${customers.ada}&fields=date_created`));
		const file = await download(`/deckhand/exports/customers.csv?q=${encodeURIComponent(`lovelace ${suffix}`)}`);
		expect(file.status, file.text).toBe(200);
		expect(file.text).toBe(
			[
				`${BOM}customer_id,name,email,phone,notes,credit_balance,orders,date_created`,
				`${customers.ada},"Export ""Ada"", Lovelace ${suffix}",${email},'${phone},"'=SUM(A1)\nsecond line",25.00,1,${new Date(ada.date_created).toISOString()}`,
				'',
			].join('\r\n'),
		);
		// Found by the phone however written, by the email, and by a name in another script.
		const digits = phone.replace(/\D/g, '');
		for (const q of [
			`${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`,
			`+1 ${digits.slice(1, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`,
			email.toUpperCase(),
		])
			expect(ids((await download(`/deckhand/exports/customers.csv?q=${encodeURIComponent(q)}`)).text), q).toEqual(
				[customers.ada],
			);
		expect(
			ids((await download(`/deckhand/exports/customers.csv?q=${encodeURIComponent(`山田 ${suffix}`)}`)).text),
		).toEqual([customers.zoe]);
		// A % or _ typed is matched as itself, not as a wildcard.
		expect(ids((await download(`/deckhand/exports/customers.csv?q=${encodeURIComponent('%')}`)).text)).toEqual([]);
	});

	it('writes buylists with both offers, what was paid (nothing yet) and their lines, for the list’s filters', async () => {
		const [offered] = ok(
			await admin.get(
				`/items/buylists?filter[id][_eq]=${buylists.offered}&fields=number,date_created,total_cash,total_credit`,
			),
		);
		const money = (minor: number) => (minor / 100).toFixed(2);
		const file = await download(`/deckhand/exports/buylists.csv?customer=${customers.ada}&status=offered`);
		expect(file.status, file.text).toBe(200);
		expect(offered.total_cash).toBeGreaterThan(0);
		expect(file.text).toBe(
			[
				`${BOM}buylist_id,number,date_created,status,customer_id,customer_name,payout_method,cash_offer,credit_offer,paid,lines`,
				`${buylists.offered},${offered.number},${new Date(offered.date_created).toISOString()},offered,${customers.ada},"Export ""Ada"", Lovelace ${suffix}",,${money(offered.total_cash)},${money(offered.total_credit)},,1`,
				'',
			].join('\r\n'),
		);
		expect(ids((await download(`/deckhand/exports/buylists.csv?customer=${customers.ada}`)).text)).toEqual([
			buylists.offered,
			buylists.draft,
		]);
		expect(ids((await download(`/deckhand/exports/buylists.csv?customer=${customers.zoe}`)).text)).toEqual([]);
	});
});

const EXPORTS = [
	'/deckhand/exports/inventory.csv',
	'/deckhand/exports/inventory.csv?format=tcgplayer',
	'/deckhand/exports/orders.csv',
	'/deckhand/exports/customers.csv',
	'/deckhand/exports/buylists.csv',
];

describe('who may export', () => {
	it.each(EXPORTS)(
		'refuses a clerk %s with 403 FORBIDDEN, before reading the filters, and sends no file',
		async (path) => {
			for (const query of ['', `${path.includes('?') ? '&' : '?'}status=lost&condition=MINT&format=excel`]) {
				const answer = await download(`${path}${query}`, { authorization: `Bearer ${staffToken}` });
				expect(answer.status, answer.text).toBe(403);
				expect(JSON.parse(answer.text).errors[0]).toMatchObject({
					message: 'Exports are for administrators.',
					extensions: { code: 'FORBIDDEN' },
				});
				expect(answer.headers.get('content-disposition')).toBeNull();
			}
		},
	);

	it.each(EXPORTS)('refuses a visitor %s with 401', async (path) => {
		expect((await anonymous.get(path)).status).toBe(401);
	});

	it('answers a plain link that carries only the session cookie, as the browser sends it', async () => {
		const login = await fetch(`${stackInfo().url}/auth/login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({
				email: stackInfo().admin.email,
				password: stackInfo().admin.password,
				mode: 'session',
			}),
		});
		const cookie = login.headers
			.getSetCookie()
			.find((line) => line.startsWith('directus_session_token='))!
			.split(';')[0]!;
		const file = await download(`/deckhand/exports/inventory.csv?set=${set}&condition=HP`, { cookie });
		expect(file.status, file.text).toBe(200);
		expect(ids(file.text)).toEqual([skus.accent]);
	});
});

describe('malformed filters', () => {
	it.each([
		['inventory.csv?format=excel', 'format', 'format must be one of deckhand, tcgplayer.'],
		['inventory.csv?condition=MINT', 'condition', 'condition must be one of NM, LP, MP, HP, DMG.'],
		['inventory.csv?set=abc', 'set', 'set must be the id of a set (a whole number from 1 to 2147483647).'],
		['inventory.csv?stock[]=in', 'stock', 'stock must be text of at most 100 characters.'],
		[
			'orders.csv?status=lost',
			'status',
			'status must be one of open, paid, shipped, completed, cancelled, refunded.',
		],
		[
			'orders.csv?from=2026-11-24',
			'from',
			'from must be a date and time with its zone, such as 2026-11-23T00:00:00Z.',
		],
		['orders.csv?from=2026-11-24T00:00:00Z&to=2026-11-23T00:00:00Z', 'from', 'from must be on or before to.'],
		[
			'orders.csv?customer=-1',
			'customer',
			'customer must be the id of a customer (a whole number from 1 to 2147483647).',
		],
		['customers.csv?q[a]=b', 'q', 'q must be text of at most 200 characters.'],
		[
			'buylists.csv?status=valueOf',
			'status',
			'status must be one of draft, offered, accepted, awaiting_approval, completed, rejected, cancelled.',
		],
		['buylists.csv?to=tomorrow', 'to', 'to must be a date and time with its zone, such as 2026-11-23T00:00:00Z.'],
	])('refuses %s naming %s, with no file', async (path, field, message) => {
		const answer = await admin.get(`/deckhand/exports/${path}`);
		expect(answer.status).toBe(400);
		expect(firstError(answer.body)).toMatchObject({ message, extensions: { code: 'VALIDATION_FAILED', field } });
	});
});
