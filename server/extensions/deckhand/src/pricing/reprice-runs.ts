import type { Knex } from 'knex';
import { isoTime } from '../db.ts';
import type { RepriceRunPage, RunKind, RunReference } from '@deckhand/contract/pricing/reprice-runs.ts';
import type { Person } from '@deckhand/contract/pricing/review-list.ts';

const RUN_REASONS: readonly RunKind[] = ['reprice', 'undo'];

// PostgreSQL has no MIN of a uuid: the person is compared as text (a run is one person's, a review accepted later aside).
const WHO = 'MIN(CAST(p.user_created AS VARCHAR(36)))';

/** The people a page names, by id, as the dashboard names people. */
async function peopleByIds(database: Knex, ids: string[]): Promise<Map<string, Person>> {
	if (ids.length === 0) return new Map();
	const rows = await database('directus_users').whereIn('id', ids).select('id', 'first_name', 'last_name', 'email');
	return new Map(
		rows.map((row) => [
			String(row.id),
			{ first_name: row.first_name ?? null, last_name: row.last_name ?? null, email: String(row.email ?? '') },
		]),
	);
}

interface Link {
	taken_back: string;
	undo_run: string;
	who: string | null;
	first_at: unknown;
}

/** Which undo took back which run, for the runs of a page on either side (an undo is linked by the changes it restores). */
function links(database: Knex, runs: string[]): Promise<Link[]> {
	return database('price_changes as p')
		.join('price_changes as o', 'o.id', 'p.restored_from')
		.where('p.reason', 'undo')
		.andWhere((either) => either.whereIn('o.run', runs).orWhereIn('p.run', runs))
		.groupBy('o.run', 'p.run')
		.select(
			'o.run as taken_back',
			'p.run as undo_run',
			database.raw(`${WHO} as who`),
			database.raw('MIN(p.date_created) as first_at'),
		);
}

/**
 * `GET /deckhand/prices/runs`: the reprice runs and undos of the price ledger, newest first, one page
 * at a time, each with who, when, how many SKUs it changed and their retail value before and after
 * (price × copies on hand now), and the undo that took it back or the run it took back.
 */
export async function repriceRuns(database: Knex, page: { offset: number; limit: number }): Promise<RepriceRunPage> {
	const ofRuns = () => database('price_changes as p').whereNotNull('p.run').whereIn('p.reason', RUN_REASONS);
	const total = Number((await ofRuns().countDistinct({ n: 'p.run' }).first())?.['n'] ?? 0);
	const rows = await ofRuns()
		.leftJoin('skus as s', 's.id', 'p.sku')
		.groupBy('p.run')
		.select(
			'p.run',
			database.raw('MIN(p.reason) as kind'),
			database.raw(`${WHO} as who`),
			database.raw('MIN(p.date_created) as first_at'),
			database.raw('COUNT(DISTINCT p.sku) as skus'),
			database.raw('SUM(COALESCE(p.old_price, 0) * COALESCE(s.quantity, 0)) as value_before'),
			database.raw('SUM(COALESCE(p.new_price, 0) * COALESCE(s.quantity, 0)) as value_after'),
		)
		.orderByRaw('MIN(p.date_created) DESC, p.run DESC')
		.offset(page.offset)
		.limit(page.limit);
	const runs = rows.map((row) => String(row.run));
	const linked = runs.length === 0 ? [] : await links(database, runs);
	const people = await peopleByIds(database, [
		...new Set([...rows, ...linked].map((row) => row.who).filter((who): who is string => Boolean(who))),
	]);
	const reference = (run: string, who: string | null, at: unknown): RunReference => ({
		run,
		who: who ? (people.get(who) ?? null) : null,
		date_created: isoTime(at),
	});
	const newestUndo = (run: string) =>
		linked
			.filter((link) => link.taken_back === run)
			.sort((a, b) => isoTime(b.first_at).localeCompare(isoTime(a.first_at)))[0];
	const takenBack = (undo: string) => linked.find((link) => link.undo_run === undo);
	return {
		total,
		rows: await Promise.all(
			rows.map(async (row) => {
				const run = String(row.run);
				const undone = newestUndo(run);
				const undoes = row.kind === 'undo' ? takenBack(run) : undefined;
				return {
					run,
					kind: row.kind as RunKind,
					who: row.who ? (people.get(String(row.who)) ?? null) : null,
					date_created: isoTime(row.first_at),
					skus: Number(row.skus),
					retail: { before: Number(row.value_before ?? 0), after: Number(row.value_after ?? 0) },
					undone_by: undone ? reference(undone.undo_run, undone.who, undone.first_at) : null,
					undoes: undoes ? await runReference(database, undoes.taken_back, people) : null,
				};
			}),
		),
	};
}

/** The run an undo took back, as it was run: who and when (it may be on another page). */
async function runReference(database: Knex, run: string, people: Map<string, Person>): Promise<RunReference> {
	const row = await database('price_changes as p')
		.where('p.run', run)
		.select(database.raw(`${WHO} as who`), database.raw('MIN(p.date_created) as first_at'))
		.first();
	const who = row?.who ? String(row.who) : null;
	const known = who ? (people.get(who) ?? (await peopleByIds(database, [who])).get(who) ?? null) : null;
	return { run, who: known, date_created: isoTime(row?.first_at) };
}
