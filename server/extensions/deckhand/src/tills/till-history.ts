import type { Knex } from 'knex';
import { invalid } from '../errors.ts';
import { expectedCash, readTill } from '../ledger/cash.ts';
import type { Actor } from '../ledger/command.ts';
import { peopleNames } from './people-names.ts';
import type { HistoryQuery } from './till-input.ts';
import type { SessionPage, SessionView, TillStatus } from '@deckhand/contract/tills/till-history.ts';
import type { TillSessionStatus } from '@deckhand/contract/schema/choices.ts';

const SESSION_FIELDS = [
	's.id',
	's.till',
	't.name as till_name',
	's.status',
	's.opening_float',
	's.opened_at',
	's.opened_by',
	's.closed_at',
	's.closed_by',
	's.expected_cash',
	's.counted_cash',
	's.over_short',
	's.close_note',
];

const orNull = (value: unknown) => (value == null ? null : String(value));

type Names = Record<string, string>;

const nameOf = (names: Names, user: string | null) => (user === null ? null : (names[user] ?? null));

const shown = (row: Record<string, unknown>, names: Names): SessionView => ({
	id: Number(row['id']),
	till: Number(row['till']),
	till_name: String(row['till_name']),
	status: row['status'] as TillSessionStatus,
	opened_by: orNull(row['opened_by']),
	opened_by_name: nameOf(names, orNull(row['opened_by'])),
	closed_by: orNull(row['closed_by']),
	closed_by_name: nameOf(names, orNull(row['closed_by'])),
	close_note: orNull(row['close_note']),
	opening_float: Number(row['opening_float']),
	opened_at: new Date(row['opened_at'] as string | number).toISOString(),
	closed_at: row['closed_at'] == null ? null : new Date(row['closed_at'] as string | number).toISOString(),
	expected_cash: row['expected_cash'] == null ? null : Number(row['expected_cash']),
	counted_cash: row['counted_cash'] == null ? null : Number(row['counted_cash']),
	over_short: row['over_short'] == null ? null : Number(row['over_short']),
});

/** The sessions as shown, each person named as the tills name them. */
async function shownAll(database: Knex, rows: Array<Record<string, unknown>>): Promise<SessionView[]> {
	const names = await peopleNames(
		database,
		rows.flatMap((row) => [orNull(row['opened_by']), orNull(row['closed_by'])]),
	);
	return rows.map((row) => shown(row, names));
}

/**
 * Sessions, newest first, a page at a time: one till's (`till`), or every till's (null, which
 * the endpoint allows administrators only).
 */
export async function sessionHistory(database: Knex, till: number | null, query: HistoryQuery): Promise<SessionPage> {
	if (till !== null && !(await readTill(database, till))) throw invalid('till', `There is no till #${till}.`);
	const base = database('till_sessions as s').join('tills as t', 't.id', 's.till');
	if (till !== null) base.where('s.till', till);
	const total = Number((await base.clone().count({ n: '*' }).first())?.['n'] ?? 0);
	const rows = await base
		.select(SESSION_FIELDS)
		.orderBy('s.id', 'desc')
		.limit(query.limit)
		.offset((query.page - 1) * query.limit);
	return { data: await shownAll(database, rows), total, page: query.page, limit: query.limit };
}

/**
 * `GET /deckhand/tills/:till/status`: the till and its open session, if any. Administrators see
 * the cash the drawer should hold; a clerk does not, so the count at closing stays blind.
 */
export async function tillStatus(database: Knex, actor: Actor, till: number): Promise<TillStatus> {
	const row = await readTill(database, till);
	if (!row) throw invalid('till', `There is no till #${till}.`);
	const open = await database('till_sessions as s')
		.join('tills as t', 't.id', 's.till')
		.select(SESSION_FIELDS)
		.where({ 's.till': till, 's.status': 'open' })
		.first();
	if (!open) return { till: row, session: null };
	const session = shown(open, await peopleNames(database, [orNull(open['opened_by'])]));
	return {
		till: row,
		session: actor.admin ? { ...session, expected_cash: await expectedCash(database, session.id) } : session,
	};
}
