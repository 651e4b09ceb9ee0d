import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSqlite } from '../../server/extensions/deckhand/src/db.ts';
import { callerAt, firstError, type Answer } from '../harness/api.ts';
import { addLine, buylistBooks, newBuylist, newCustomer } from '../harness/buylists.ts';
import {
	anotherInstance,
	expectBooksHold,
	fillDisk,
	keepSending,
	keyed,
	killDirectus,
	mountSmallDisk,
	restart,
	send,
	startFaultyServer,
	stop,
	until,
	type FaultyServer,
	type KeyedSend,
} from '../harness/faults.ts';
import { createSku } from '../harness/fixtures.ts';
import { deckhandCsv, importFile, uploaderWithToken } from '../harness/imports.ts';
import { startOwnPostgres, type OwnPostgres } from '../harness/own-postgres.ts';
import { TEST_PROFILE } from '../harness/profile.ts';
import { openTill } from '../harness/tills.ts';

/**
 * Faults, on a server of this file's own: its data on a small disk of its own (a 128 MB tmpfs),
 * and on the scale profile its database on a PostgreSQL server of its own. Directus killed
 * outright (SIGKILL) in the middle of the shop's work and started again on the same data: every
 * command is one transaction, so nothing is left half-written whatever the kill cut; what a
 * client was told is done is there; a command whose answer was lost, sent again with its
 * `Idempotency-Key`, is recorded once. PostgreSQL restarted under load (scale profile). The disk
 * full for uploads. The books hold after each.
 */
let disk: Awaited<ReturnType<typeof mountSmallDisk>>;
let postgres: OwnPostgres | null = null;
let server: FaultyServer;

beforeAll(async () => {
	disk = await mountSmallDisk('128m');
	if (TEST_PROFILE === 'scale') postgres = await startOwnPostgres();
	server = await startFaultyServer({ dataDir: disk.dir, postgres: postgres?.address ?? null });
});
afterAll(async () => {
	await stop(server);
	await postgres?.remove();
	await disk?.unmount();
});

const CLIENTS = 8;

/** One copy of a SKU at 10.00 with 8.25 % tax, paid by card: a sale that needs no till. */
const cardSale = (sku: number) =>
	keyed('/deckhand/checkout', {
		channel: 'counter',
		lines: [{ sku, quantity: 1 }],
		payments: [{ method: 'card', amount: 1_083 }],
		complete: true,
	});

/** Kills the server once `killAt` commands have been answered, waits for every client to stop, and starts it again. */
async function killDuring(
	load: { outcome: { done: unknown[] }; finished: Promise<void> },
	killAt: number,
): Promise<void> {
	await until(`${killAt} answered commands`, () => load.outcome.done.length >= killAt);
	await killDirectus(server);
	await load.finished;
	await restart(server);
}

const count = async (table: string, where: Record<string, unknown>) =>
	Number((await server.db(table).where(where).count({ n: '*' }).first())?.['n']);

/** The orders selling these SKUs (one line each), and those of them missing anything a completed sale has: its payment, its stock movement, its event. */
async function ordersOf(skus: number[]) {
	const orders = (await server.db('order_lines').whereIn('sku', skus).distinct('order').pluck('order')).map(Number);
	const partial: Array<{ order: number; rows: Record<string, unknown> }> = [];
	for (const order of orders) {
		const rows = {
			status: (await server.db('orders').where('id', order).first('status')).status,
			lines: await count('order_lines', { order }),
			payments: await count('order_payments', { order }),
			movements: await count('stock_movements', { order }),
			events: Math.min(1, await count('order_events', { order })),
		};
		if (
			JSON.stringify(rows) !==
			JSON.stringify({ status: 'completed', lines: 1, payments: 1, movements: 1, events: 1 })
		)
			partial.push({ order, rows });
	}
	return { orders, partial };
}

describe('Directus killed during a checkout load', () => {
	it(
		'leaves no partial order; every sale told done is there with its stock moved once; a lost one sent again is recorded once',
		{ timeout: 120_000 },
		async () => {
			const skus = await Promise.all(
				Array.from(
					{ length: 4 },
					async () => (await createSku(server.owner, { price: 1_000, stock: 1_000 })).sku,
				),
			);
			const load = keepSending(server.clerk, CLIENTS, (client, n) => cardSale(skus[(client + n) % skus.length]!));
			await killDuring(load, 24);
			const { done, lost, other } = load.outcome;
			expect(other).toEqual([]);
			expect(lost.length, 'every client was cut off by the kill').toBe(CLIENTS);

			const resent = await Promise.all(lost.map((request) => send(server.clerk, request)));
			for (const answer of resent) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
			const told = new Set([
				...done.map((each) => Number(each.data.id)),
				...resent.map((answer) => Number(answer.body.data.id)),
			]);
			expect(told.size, 'each sale told done is an order of its own').toBe(done.length + lost.length);

			// Every order selling these SKUs is one a client was told of: a lost sale recorded before the kill and again after would be one more.
			const { orders, partial } = await ordersOf(skus);
			expect(new Set(orders)).toEqual(told);
			expect(partial).toEqual([]);
			const sold = (await server.db('skus').whereIn('id', skus).sum({ n: 'quantity' }).first())?.['n'];
			expect(4_000 - Number(sold)).toBe(told.size);
			await expectBooksHold(server);
		},
	);
});

describe('Directus killed while buylists are completed', () => {
	it(
		'leaves each buylist completed whole (stock, credit or cash) or not at all; one told done is completed',
		{ timeout: 120_000 },
		async () => {
			const { sku } = await createSku(server.owner, { price: 1_000, stock: 1 });
			const till = (await server.owner.ok('POST', '/items/tills', { name: `Kill till ${Date.now()}` }))
				.id as number;
			await openTill(server.owner, till, 1_000_000);
			const buylists: number[] = [];
			for (let i = 0; i < 40; i++) {
				const buylist = await newBuylist(server.owner, await newCustomer(server.owner));
				await addLine(server.owner, buylist.id, { sku, quantity: 1 });
				buylists.push(buylist.id);
			}
			// Half paid in store credit, half in cash from the open till; each client completes its own share.
			const completion = (index: number): KeyedSend =>
				keyed(
					`/deckhand/buylists/${buylists[index]}/transition`,
					index % 2 === 0 ? { to: 'completed', payout: 'credit' } : { to: 'completed', payout: 'cash', till },
				);
			const load = keepSending(server.owner, CLIENTS, (client, n) =>
				client + n * CLIENTS < buylists.length ? completion(client + n * CLIENTS) : null,
			);
			await killDuring(load, 12);
			const { done, lost, other } = load.outcome;
			expect(other).toEqual([]);
			expect(lost.length).toBeGreaterThan(0);

			const toldDone = new Set(done.map((each) => Number(each.data.id)));
			for (const [index, id] of buylists.entries()) {
				const books = await buylistBooks(server.db, id);
				const row = JSON.parse(books.buylist) as { status: string };
				const paid = index % 2 === 0 ? books.credit.length : books.cash.length;
				const completed = { movements: 1, paid: 1, events: 1 };
				const untouched = { movements: 0, paid: 0, events: 0 };
				const written = {
					movements: books.movements.length,
					paid,
					events: books.events.filter((event) => JSON.parse(event).to_status === 'completed').length,
				};
				expect(written, `buylist ${id} (${row.status})`).toEqual(
					row.status === 'completed' ? completed : untouched,
				);
				if (toldDone.has(id)) expect(row.status).toBe('completed');
			}

			// A completion whose answer was lost, sent again with its key: completed once, whether or not it was before the kill.
			for (const request of lost) {
				const answer = await send(server.owner, request);
				expect(answer.status, JSON.stringify(answer.body)).toBe(200);
				const id = Number(answer.body.data.id);
				expect(await count('stock_movements', { buylist: id }), `buylist ${id}`).toBe(1);
			}
			await expectBooksHold(server);
		},
	);
});

describe('Directus killed during an import commit', () => {
	it(
		'fails the job within seconds of the restart, with all of the commit written or none of it, and the shop imports again',
		{ timeout: 150_000 },
		async () => {
			const setCode = (await server.db('sets').where('id', 1).first()).code as string;
			const label = `Killed ${Date.now().toString(36)}`;
			const rows = 5_000;
			const csv = deckhandCsv(
				Array.from({ length: rows }, (_, i) => ({
					set_code: setCode,
					card_name: `${label} ${i}`,
					collector_number: String(i),
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					quantity: 2,
					price: '1.00',
				})),
			);
			const owner = uploaderWithToken(server.stack.admin.token, server.stack.url);
			const uploaded = await owner.upload(csv, { name: 'killed.csv' });
			expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
			const id = uploaded.body.data.id as number;
			expect(
				(
					await server.owner.request('POST', `/deckhand/imports/${id}/plan`, {
						quantities: 'add',
						createMissing: true,
					})
				).status,
			).toBe(200);
			expect((await server.owner.request('POST', `/deckhand/imports/${id}/commit`)).status).toBe(202);
			// Killed once the commit has planned half its rows again: in its rounds, or in its write.
			await until(
				'the commit under way',
				async () => (await server.db('import_jobs').where('id', id).first()).progress >= rows / 2,
			);
			expect((await server.db('import_jobs').where('id', id).first()).status).toBe('committing');
			await killDirectus(server);
			await restart(server);

			let job: any;
			await until('the job settled', async () => {
				job = (await server.owner.get(`/deckhand/imports/${id}`)).body.data;
				return job.status !== 'committing';
			});
			const cards = (await server.db('cards').where('name', 'like', `${label} %`).pluck('id')).map(Number);
			const skus =
				cards.length === 0 ? [] : (await server.db('skus').whereIn('card', cards).pluck('id')).map(Number);
			const written = {
				cards: cards.length,
				skus: skus.length,
				movements:
					skus.length === 0
						? 0
						: Number(
								(await server.db('stock_movements').whereIn('sku', skus).count({ n: '*' }).first())?.[
									'n'
								],
							),
				prices:
					skus.length === 0
						? 0
						: Number(
								(await server.db('price_changes').whereIn('sku', skus).count({ n: '*' }).first())?.[
									'n'
								],
							),
			};
			if (job.status === 'committed')
				expect(written).toEqual({ cards: rows, skus: rows, movements: rows, prices: rows });
			else {
				expect(job).toMatchObject({
					status: 'failed',
					failure: 'The server stopped during the import; nothing was written.',
				});
				expect(written).toEqual({ cards: 0, skus: 0, movements: 0, prices: 0 });
			}
			// The job is said to have failed first; its staging rows are then deleted in batches.
			await until('the staging rows swept', async () => (await count('import_rows', { job: id })) === 0);
			await expectBooksHold(server);

			const again = deckhandCsv([
				{
					set_code: setCode,
					card_name: `${label} again`,
					collector_number: '1',
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					quantity: 1,
					price: '1.00',
				},
			]);
			const { job: next } = await importFile(
				uploaderWithToken(server.stack.admin.token, server.stack.url),
				server.owner,
				again,
				{ quantities: 'add', createMissing: true },
			);
			expect(next.progress).toEqual({ done: 1, total: 1 });
		},
	);
});

/** An answer within 10 s, or what happened instead: the server hung, or the connection was cut. */
const answered = (request: Promise<Answer>): Promise<Answer | 'hung' | 'cut'> =>
	Promise.race([
		request.catch(() => 'cut' as const),
		new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 10_000).unref()),
	]);

describe.skipIf(TEST_PROFILE !== 'scale')(
	'PostgreSQL restarted under load (scale profile only: on SQLite there is no database server to restart)',
	() => {
		it(
			'answers 503 SERVICE_UNAVAILABLE during the outage, recovers on both instances by itself, records each sale once',
			{ timeout: 120_000 },
			async () => {
				const second = await anotherInstance(server);
				try {
					const instances = [server.stack.url, second.url];
					const directus = [server.directus, second];
					const pids = directus.map((instance) => instance.child.pid);
					const clerks = instances.map((url) => callerAt(url, server.clerkToken));
					const skus = await Promise.all(
						Array.from(
							{ length: 4 },
							async () => (await createSku(server.owner, { price: 1_000, stock: 1_000 })).sku,
						),
					);

					const done: Array<KeyedSend & { id: number; instance: number; at: number }> = [];
					const refused: KeyedSend[] = [];
					const wrong: string[] = [];
					let browsed = 0;
					let stopped = false;
					/** 200, or 503 SERVICE_UNAVAILABLE naming the database; anything else (a hang, a cut, another status) is kept to fail the test. */
					const outcomeOf = (
						what: string,
						answer: Answer | 'hung' | 'cut',
					): 'ok' | 'unavailable' | 'wrong' => {
						if (answer !== 'hung' && answer !== 'cut') {
							if (answer.status === 200) return 'ok';
							if (
								answer.status === 503 &&
								firstError(answer.body)?.extensions.code === 'SERVICE_UNAVAILABLE'
							)
								return 'unavailable';
						}
						wrong.push(
							`${what}: ${typeof answer === 'string' ? answer : `${answer.status} ${JSON.stringify(answer.body)}`}`,
						);
						return 'wrong';
					};
					// Four tills selling, two on each instance, and two people browsing the stock, one on each.
					const seller = async (client: number) => {
						for (let n = 0; !stopped; n++) {
							const sale = cardSale(skus[(client + n) % skus.length]!);
							const answer = await answered(send(clerks[client % 2]!, sale));
							if (outcomeOf('a sale', answer) === 'ok')
								done.push({
									...sale,
									id: Number((answer as Answer).body.data.id),
									instance: client % 2,
									at: Date.now(),
								});
							else {
								refused.push(sale);
								// A till waits a moment before trying again.
								await new Promise((wait) => setTimeout(wait, 100));
							}
						}
					};
					const browser = async (instance: number) => {
						while (!stopped) {
							if (
								outcomeOf(
									'a page of stock',
									await answered(
										callerAt(instances[instance]!, server.stack.admin.token).get(
											'/deckhand/inventory?limit=20',
										),
									),
								) === 'ok'
							)
								browsed++;
							await new Promise((wait) => setTimeout(wait, 50));
						}
					};
					const load = Promise.all([...[0, 1, 2, 3].map(seller), browser(0), browser(1)]);

					await until('sales before the outage', () => done.length >= 10);
					await postgres!.stop();
					await until('sales refused during the outage', () => refused.length >= 4, 15_000);
					await postgres!.start();
					const restarted = Date.now();
					await until(
						'sales on both instances after the restart',
						() =>
							new Set(done.filter((sale) => sale.at > restarted).map((sale) => sale.instance)).size === 2,
						30_000,
					);
					stopped = true;
					await load;

					expect(wrong, 'every request was answered at once: 200, or 503 SERVICE_UNAVAILABLE').toEqual([]);
					expect(browsed).toBeGreaterThan(0);
					expect(
						directus.map((instance) => ({
							pid: instance.child.pid,
							running: instance.child.exitCode === null && instance.child.signalCode === null,
						})),
					).toEqual(pids.map((pid) => ({ pid, running: true })));

					// A refused sale sent again with its key: recorded once, whether or not its first try was.
					const resent = await Promise.all(refused.map((sale) => send(server.clerk, sale)));
					for (const answer of resent) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
					const told = new Set([
						...done.map((sale) => sale.id),
						...resent.map((answer) => Number(answer.body.data.id)),
					]);
					expect(told.size).toBe(done.length + refused.length);
					const { orders, partial } = await ordersOf(skus);
					expect(new Set(orders)).toEqual(told);
					expect(partial).toEqual([]);
					await expectBooksHold(server);
				} finally {
					await second.stop();
				}
			},
		);
	},
);

const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
	'base64',
);
/** A shop logo of 1 MB: a picture with its bytes after the image's end, as a camera's extra data would be. */
const LOGO = Buffer.concat([PNG, Buffer.alloc(1024 * 1024, 7)]);

async function uploadLogo() {
	const form = new FormData();
	form.append('file', new Blob([LOGO], { type: 'image/png' }), 'logo.png');
	const response = await fetch(`${server.stack.url}/files`, {
		method: 'POST',
		headers: { authorization: `Bearer ${server.stack.admin.token}` },
		body: form,
		signal: AbortSignal.timeout(30_000),
	});
	return { status: response.status, body: await response.json() };
}

/** Every file row, every file in the uploads folder, and every import job: the "nothing was kept" probe. */
async function kept() {
	return {
		files: (await server.db('directus_files').orderBy('id').pluck('id')).map(String),
		onDisk: (await readdir(server.stack.env['STORAGE_LOCAL_ROOT']!)).sort(),
		imports: await server.db('import_jobs').orderBy('id').select('id', 'status'),
	};
}

/** 20 000 rows, about 2 MB: more than the room left, once stored. */
const bigImport = () =>
	deckhandCsv(
		Array.from({ length: 20_000 }, (_, i) => ({
			set_code: 'NONE',
			card_name: `Disk full ${i}`,
			collector_number: String(i),
			condition: 'NM',
			finish: 'normal',
			language: 'EN',
			quantity: 1,
			price: '1.00',
		})),
	);

describe('the disk full', () => {
	it(
		'refuses an upload with 507 INSUFFICIENT_STORAGE, keeping nothing, stays up, and takes the upload once space is freed',
		{ timeout: 120_000 },
		async () => {
			const sqlite = isSqlite(server.db);
			// SQLite's write-ahead log emptied into the database first: what it still had room for must not hide the full disk.
			if (sqlite) await server.db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
			const free = await fillDisk(disk.dir, 256 * 1024);
			const before = await kept();

			const logo = await uploadLogo();
			expect(logo.status, JSON.stringify(logo.body)).toBe(507);
			expect(firstError(logo.body)).toMatchObject({
				extensions: { code: 'INSUFFICIENT_STORAGE', field: 'file' },
			});
			expect(firstError(logo.body).message).toMatch(/no room left on its disk/);

			const owner = uploaderWithToken(server.stack.admin.token, server.stack.url);
			const imported = await owner.upload(bigImport(), { name: 'disk-full.csv' });
			if (sqlite) {
				// The import's rows go to the database, on the full disk.
				expect(imported.status, JSON.stringify(imported.body)).toBe(507);
				expect(firstError(imported.body).extensions.code).toBe('INSUFFICIENT_STORAGE');
			} else {
				// On the scale profile the rows go to PostgreSQL, elsewhere: the full uploads disk does not stop an import.
				expect(imported.status, JSON.stringify(imported.body)).toBe(201);
				expect(
					(await server.owner.request('POST', `/deckhand/imports/${imported.body.data.id}/cancel`)).status,
				).toBe(200);
			}
			expect((await fetch(`${server.stack.url}/server/ping`)).status).toBe(200);
			await free();

			// What a refused upload began is gone once space is back: an import's rows, which the full disk kept it from deleting, within a few heartbeats.
			await until(
				'the refused import discarded',
				async () =>
					(await server.owner.get('/deckhand/imports')).status === 200 &&
					Number(
						(await server.db('import_jobs').where('status', 'uploading').count({ n: '*' }).first())?.['n'],
					) === 0,
			);
			const { imports, ...files } = await kept();
			expect(files).toEqual({ files: before.files, onDisk: before.onDisk });
			expect(
				imports.filter(
					(job) => !before.imports.some((earlier) => earlier.id === job.id) && job.status !== 'cancelled',
				),
			).toEqual([]);
			expect(Number((await server.db('import_rows').count({ n: '*' }).first())?.['n'])).toBe(0);

			const again = await uploadLogo();
			expect(again.status, JSON.stringify(again.body)).toBe(200);
			expect((await kept()).onDisk).toContain(again.body.data.filename_disk);
			expect((await owner.upload(bigImport(), { name: 'disk-freed.csv' })).status).toBe(201);
			await expectBooksHold(server);
		},
	);
});
