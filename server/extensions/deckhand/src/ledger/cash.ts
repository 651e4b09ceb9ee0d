import type { Knex } from 'knex';
import type { CashKind } from '@deckhand/contract/ledger/cash.ts';
import { dbBoolean, lockingRead } from '../db.ts';
import { TillNotOpenError, invalid } from '../errors.ts';
import type { Books } from './command.ts';
import type { CashMovementRow } from '@deckhand/contract/ledger/ledger-rows.ts';

export interface CashMovement {
	kind: CashKind;
	/** Signed, in minor units: + into the drawer, − out of it. */
	amount: number;
	order?: number | null;
	buylist?: number | null;
	/** Paid in and paid out say why; the other kinds have their order or buylist instead. */
	reason?: string | null;
}

export interface TillRow {
	id: number;
	name: string;
	active: boolean;
}

export interface SessionRow {
	id: number;
	till: number;
	status: 'open' | 'closed';
	opening_float: number;
	/** Who opened it: they (or an administrator) close it. */
	opened_by: string | null;
}

/** A till by id, or undefined. */
export async function readTill(trx: Knex, till: number): Promise<TillRow | undefined> {
	const row = await trx('tills').select('id', 'name', 'active').where('id', till).first();
	return row ? { id: Number(row.id), name: String(row.name), active: dbBoolean(row.active) } : undefined;
}

const sessionOf = (row: Record<string, unknown>): SessionRow => ({
	id: Number(row['id']),
	till: Number(row['till']),
	status: row['status'] === 'open' ? 'open' : 'closed',
	opening_float: Number(row['opening_float']),
	opened_by: row['opened_by'] == null ? null : String(row['opened_by']),
});

/**
 * The session, locked on PostgreSQL for the rest of the command (so that a sale's cash and the
 * closing count of the same session wait for each other); undefined when there is none.
 */
export async function lockSession(
	trx: Knex.Transaction,
	where: { id: number } | { till: number; status: 'open' },
): Promise<SessionRow | undefined> {
	const query = trx('till_sessions').select('id', 'till', 'status', 'opening_float', 'opened_by').where(where);
	const row = await lockingRead(trx, query).first();
	return row ? sessionOf(row) : undefined;
}

/** A session's expected cash: the sum of its movements (the opening float is one), never a stored running figure. */
export async function expectedCash(trx: Knex, session: number): Promise<number> {
	const row = await trx('cash_movements').where('session', session).sum({ total: 'amount' }).first();
	return Number(row?.['total'] ?? 0);
}

/** The one writer of `cash_movements`: rows of one session, as given (zero amounts are left out). Answers the rows as written. */
export async function recordCash(
	books: Books,
	session: number,
	movements: readonly CashMovement[],
): Promise<CashMovementRow[]> {
	const rows: CashMovementRow[] = [];
	for (const movement of movements) {
		if (movement.amount === 0) continue;
		const row = {
			session,
			kind: movement.kind,
			amount: movement.amount,
			order: movement.order ?? null,
			buylist: movement.buylist ?? null,
			reason: movement.reason ?? null,
			user_created: books.actor.user,
			date_created: books.now,
		};
		const id = await books.insert('cash_movements', row);
		rows.push({ id, ...row, date_created: books.isoNow });
	}
	return rows;
}

/**
 * The open session of the till a sale or refund names, locked for the command; its payments and
 * cash are recorded against it. Cash (`cash` true) needs one: no till, or a till with no open
 * session, refuses the whole command (TILL_NOT_OPEN), since cash never moves with no drawer to
 * count it in. Without cash a closed till or none is fine (the payments then belong to no session).
 */
export async function sessionAtTill(
	trx: Knex.Transaction,
	till: number | null,
	cash: boolean,
): Promise<SessionRow | null> {
	if (till === null) {
		if (cash) throw invalid('till', 'Cash goes into a till: choose the till that takes or pays it.');
		return null;
	}
	const row = await readTill(trx, till);
	if (!row) throw invalid('till', `There is no till #${till}.`);
	const session = await lockSession(trx, { till, status: 'open' });
	if (!session && cash)
		throw new TillNotOpenError(
			`${row.name} is not open: open it with its counted float before taking or paying cash, or take another payment method.`,
			{ field: 'till', till },
		);
	return session ?? null;
}
