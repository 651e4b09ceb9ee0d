import type { Knex } from 'knex';
import { openTills, stockedSku } from './checkout-load.ts';
import { call, must } from './load.ts';

/** Clerks of the run's own besides the shop's demo clerk: the clients sign in as six people. */
const EXTRA_CLERKS = 4;
/** Every fifth client is the owner, the others a clerk. */
const OWNER_EVERY = 5;
/** Priced SKUs of the seeded shop the clients sell, adjust and buy, each topped up first so that only the scarce ones run out. */
const POOL = 100;
const TOP_UP = 5_000;
/** SKUs of the run's own with little stock, that many clients try to sell at once. */
export const SCARCE = { skus: 3, stock: 5, price: 2_500 };
/** Names whose first words the clients search for. */
const SEARCHED_CARDS = 200;

type User = { email: string; password: string };

export interface Client {
	role: 'owner' | 'clerk';
	email: string;
	/** The client's own access token, from its own sign-in. */
	token: string;
	/** A till of its own, open: its cash sales go into that drawer. */
	till: number;
	/** A customer of the shop, who sells this client cards for store credit. */
	customer: number;
}

export interface Scene {
	url: string;
	owner: string;
	clients: Client[];
	pool: Array<{ id: number; card: number }>;
	/** SKUs of the pool whose card and set have no buying rule: a buylist of them always takes its copies at the offer. */
	buyable: number[];
	scarce: Array<{ id: number; card: number; stock: number }>;
	words: string[];
	/** Pages of 50 SKUs the inventory list has (the browse reads one of the first of them). */
	pages: number;
}

/** What people type into the search box: half of them a card's first word, half its first two ("pyro ex"). */
export async function searchWords(db: Knex): Promise<string[]> {
	const names = await db('cards').select('name').orderBy('id').limit(SEARCHED_CARDS);
	return [
		...new Set(
			names.map((row, i) =>
				String(row.name)
					.toLowerCase()
					.split(/\s+/)
					.slice(0, 1 + (i % 2))
					.join(' '),
			),
		),
	];
}

const signIn = async (url: string, user: User) =>
	must(await call(url, '', 'POST', '/auth/login', user), `sign-in of ${user.email}`).body.data.access_token;

/** Clerks of the run's own with the demo clerk's role (no seat: the staff policy has no app access). */
async function runClerks(url: string, owner: string, demoClerk: User, run: string): Promise<User[]> {
	const found = must(
		await call(
			url,
			owner,
			'GET',
			`/users?${new URLSearchParams({ 'filter[email][_eq]': demoClerk.email, fields: 'role' })}`,
		),
		'the demo clerk',
	).body.data as unknown as Array<{ role: string }>;
	const clerks = [demoClerk];
	for (let i = 0; i < EXTRA_CLERKS; i++) {
		const clerk = { email: `bench-clerk-${run}-${i}@deckhand.example.com`, password: `bench-${run}-${i}-password` };
		must(
			await call(url, owner, 'POST', '/users', {
				...clerk,
				first_name: 'Bench',
				last_name: `Clerk ${i}`,
				role: found[0]!.role,
				status: 'active',
			}),
			'a clerk',
		);
		clerks.push(clerk);
	}
	return clerks;
}

/**
 * Sets the shop up for the mixed workload, as the owner through the API (the database only read):
 * clerks, a till each client opens its drawer on, the SKUs to sell topped up, the scarce SKUs,
 * the words to search for; then each of `clients` clients signs in through `/auth/login` as its
 * person, so that every client holds a session of its own.
 */
export async function prepareScene(
	url: string,
	people: { admin: User; staff: User },
	db: Knex,
	clients: number,
): Promise<Scene> {
	const run = Date.now().toString(36);
	const owner = await signIn(url, people.admin);
	const clerks = await runClerks(url, owner, people.staff, run);

	const pool = (
		await db('skus').select('id', 'card').whereNotNull('price').where('price', '>', 0).orderBy('id').limit(POOL)
	).map((row) => ({ id: Number(row.id), card: Number(row.card) }));
	for (const sku of pool)
		must(
			await call(url, owner, 'POST', '/deckhand/stock/adjust', { sku: sku.id, delta: TOP_UP, reason: 'count' }),
			'top-up',
		);
	const ruled = await db('buying_rules').select('card', 'set');
	const ruledCards = new Set(ruled.map((rule) => Number(rule.card)));
	const ruledSets = new Set(ruled.map((rule) => Number(rule.set)));
	const sets = await db('cards')
		.select('id', 'set')
		.whereIn(
			'id',
			pool.map((sku) => sku.card),
		);
	const setOf = new Map(sets.map((row) => [Number(row.id), Number(row.set)]));
	const buyable = pool
		.filter((sku) => !ruledCards.has(sku.card) && !ruledSets.has(setOf.get(sku.card)!))
		.map((sku) => sku.id);
	if (buyable.length < 2)
		throw new Error(`Only ${buyable.length} SKUs of the pool have no buying rule; the buylists need two.`);
	const scarce: Scene['scarce'] = [];
	for (let i = 0; i < SCARCE.skus; i++) {
		const id = await stockedSku(url, owner, `Bench scarce card ${run} ${i}`, SCARCE.price, SCARCE.stock);
		const card = Number((await db('skus').select('card').where('id', id).first())?.card);
		scarce.push({ id, card, stock: SCARCE.stock });
	}

	const words = await searchWords(db);
	const skus = Number((await db('skus').count({ n: '*' }).first())?.['n']);
	const customers = (await db('customers').select('id').orderBy('id').limit(clients)).map((row) => Number(row.id));
	const tills = await openTills(url, owner, clients, `load ${run}`);

	const signedIn: Client[] = [];
	for (let i = 0; i < clients; i++) {
		const role = i % OWNER_EVERY === 0 ? 'owner' : 'clerk';
		const person = role === 'owner' ? people.admin : clerks[i % clerks.length]!;
		signedIn.push({
			role,
			email: person.email,
			token: await signIn(url, person),
			till: tills[i]!,
			customer: customers[i % customers.length]!,
		});
	}
	return { url, owner, clients: signedIn, pool, buyable, scarce, words, pages: Math.max(1, Math.ceil(skus / 50)) };
}
