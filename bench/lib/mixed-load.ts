import type { Knex } from 'knex';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { act, WEIGHTS, type ScarceMoves } from './load-kinds.ts';
import { prepareScene } from './load-scene.ts';
import { Tally, type Kind, type KindFigures } from './load-tally.ts';
import { call, must, round } from './load.ts';

export interface ScarceFigures {
	sku: number;
	start: number;
	/** Copies the clients were told they sold (200s) and restocked, and what the database's stock movements say. */
	sold_as_answered: number;
	sold_in_movements: number;
	came_in_as_answered: number;
	came_in_in_movements: number;
	quantity_at_end: number;
}

export interface MixedFigures {
	clients: { owner: number; clerk: number };
	seconds: number;
	weights: Record<Kind, number>;
	kinds: Record<Kind, KindFigures>;
	totals: {
		requests: number;
		per_second: number;
		server_errors: number;
		unanswered: number;
		unexpected_4xx: number;
		examples_of_5xx_and_unexpected_4xx: Tally['surprises'];
	};
	oversell: {
		skus_below_zero: number;
		scarce: ScarceFigures[];
		sales_sent_again_not_answered_as_recorded: number;
		holds: boolean;
	};
	invariants: 'all hold' | Record<string, unknown>;
	books_checker: string;
	/** Zero 5xx, every request answered, every 4xx expected, no oversell, the books green. */
	sound: boolean;
}

/** Movements of a SKU summed: copies out in sales, copies in (every positive movement: its first count, counts, intake). */
async function movementsOf(db: Knex, sku: number): Promise<{ sold: number; cameIn: number; quantity: number }> {
	const sale = await db('stock_movements').where({ sku, reason: 'sale' }).sum({ n: 'delta' }).first();
	const positive = await db('stock_movements').where('sku', sku).where('delta', '>', 0).sum({ n: 'delta' }).first();
	const row = await db('skus').select('quantity').where('id', sku).first();
	return { sold: -Number(sale?.['n'] ?? 0), cameIn: Number(positive?.['n'] ?? 0), quantity: Number(row?.quantity) };
}

/**
 * `clients` signed-in people (a fifth of them the owner, the others clerks) each doing one action
 * after another for `seconds`, drawn by `WEIGHTS`, on the shop at `url`; then the checks: no 5xx,
 * no 4xx but those expected, no SKU below zero and no scarce SKU sold beyond what it had and took
 * in (by the answers and by the movements, which must agree), the invariants and the server's
 * books checker.
 */
export async function mixedLoad(options: {
	url: string;
	people: { admin: { email: string; password: string }; staff: { email: string; password: string } };
	db: Knex;
	clients: number;
	seconds: number;
}): Promise<MixedFigures> {
	const { url, db } = options;
	const scene = await prepareScene(url, options.people, db, options.clients);
	const tally = new Tally();
	const scarce: ScarceMoves = { sold: new Map(), restocked: new Map(), replaysNotRecorded: 0 };
	const work = { scene, tally, scarce };
	const began = performance.now();
	const deadline = began + options.seconds * 1_000;
	await Promise.all(
		scene.clients.map(async (client) => {
			while (performance.now() < deadline) await act(work, client);
		}),
	);
	const elapsed = (performance.now() - began) / 1_000;
	const kinds = tally.figures();
	const requests = Object.values(kinds).reduce((sum, kind) => sum + kind.requests, 0);

	const scarceFigures: ScarceFigures[] = [];
	for (const { id, stock } of scene.scarce) {
		const moved = await movementsOf(db, id);
		scarceFigures.push({
			sku: id,
			start: stock,
			sold_as_answered: scarce.sold.get(id) ?? 0,
			sold_in_movements: moved.sold,
			came_in_as_answered: stock + (scarce.restocked.get(id) ?? 0),
			came_in_in_movements: moved.cameIn,
			quantity_at_end: moved.quantity,
		});
	}
	const belowZero = Number((await db('skus').where('quantity', '<', 0).count({ n: '*' }).first())?.['n']);
	const oversellHolds =
		belowZero === 0 &&
		scarce.replaysNotRecorded === 0 &&
		scarceFigures.every(
			(sku) =>
				sku.sold_as_answered === sku.sold_in_movements &&
				sku.came_in_as_answered === sku.came_in_in_movements &&
				sku.sold_in_movements <= sku.came_in_in_movements &&
				sku.quantity_at_end === sku.came_in_in_movements - sku.sold_in_movements,
		);
	const violations = await findViolations(db);
	const checked = String(
		must(await call(url, scene.owner, 'POST', '/deckhand/books/check'), 'books check').body.data.status ??
			'unknown',
	);
	const owners = scene.clients.filter((client) => client.role === 'owner').length;
	return {
		clients: { owner: owners, clerk: scene.clients.length - owners },
		seconds: round(elapsed),
		weights: WEIGHTS,
		kinds,
		totals: {
			requests,
			per_second: round(requests / elapsed),
			server_errors: tally.serverErrors,
			unanswered: tally.unanswered,
			unexpected_4xx: tally.unexpected,
			examples_of_5xx_and_unexpected_4xx: tally.surprises,
		},
		oversell: {
			skus_below_zero: belowZero,
			scarce: scarceFigures,
			sales_sent_again_not_answered_as_recorded: scarce.replaysNotRecorded,
			holds: oversellHolds,
		},
		invariants: Object.keys(violations).length === 0 ? 'all hold' : violations,
		books_checker: checked,
		sound:
			tally.serverErrors === 0 &&
			tally.unanswered === 0 &&
			tally.unexpected === 0 &&
			oversellHolds &&
			Object.keys(violations).length === 0 &&
			checked === 'holds',
	};
}
