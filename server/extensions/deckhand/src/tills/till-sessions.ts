import { RecountNeededError, TillAlreadyOpenError, TillNotOpenError, WriteForbiddenError, invalid } from '../errors.ts';
import { expectedCash, lockSession, readTill, recordCash, type SessionRow, type TillRow } from '../ledger/cash.ts';
import type { Books } from '../ledger/command.ts';
import { coverFromDrawer } from '../ledger/refused-cash.ts';
import { formatMoney } from '../checkout/format-money.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { needsRecount } from '@deckhand/contract/tills/recount.ts';
import { peopleNames } from './people-names.ts';
import type { CloseTillRequest, OpenTillRequest, PaidInOutRequest } from '@deckhand/contract/tills/till-input.ts';
import type { CashMoved, ClosedSession, OpenedSession } from '@deckhand/contract/tills/till-sessions.ts';

async function existingTill(books: Books, till: number): Promise<TillRow> {
	const row = await readTill(books.trx, till);
	if (!row) throw invalid('till', `There is no till #${till}.`);
	return row;
}

/** The session, which must be one of this till's and open (a closed session takes no more cash and is not closed twice). */
async function openSessionOf(books: Books, till: TillRow, session: number): Promise<SessionRow> {
	const row = await lockSession(books.trx, { id: session });
	if (!row || row.till !== till.id) throw invalid('session', `${till.name} has no session #${session}.`);
	if (row.status !== 'open')
		throw new TillNotOpenError(
			`${till.name}: session #${session} is already closed; open the till again to take cash.`,
			{ field: 'session', till: till.id, session },
		);
	return row;
}

/**
 * `POST /deckhand/tills/:till/open`: a new session with its counted float, which is the
 * session's first cash movement. A till already open is refused (TILL_ALREADY_OPEN); so is a
 * retired till.
 */
export async function openTill(books: Books, till: number, request: OpenTillRequest): Promise<OpenedSession> {
	const row = await existingTill(books, till);
	if (!row.active) throw invalid('till', `${row.name} is retired; an administrator can make it active again.`);
	const open = await lockSession(books.trx, { till, status: 'open' });
	if (open)
		throw new TillAlreadyOpenError(
			`${row.name} is already open (session #${open.id}); close it with its count before opening it again.`,
			{ field: 'till', till, session: open.id },
		);
	const session = {
		till,
		status: 'open' as const,
		opening_float: request.float,
		opened_by: books.actor.user,
		opened_at: books.now,
	};
	const id = await books.insert('till_sessions', session);
	// The till's one open session, held by the primary key of `open_tills`: a second open of the same till at this moment finds the row taken.
	const [held] = await books.trx('open_tills').insert({ till, session: id }, ['till']).onConflict('till').ignore();
	if (held === undefined)
		throw new TillAlreadyOpenError(`${row.name} was opened by someone else a moment ago; nothing was done.`, {
			field: 'till',
			till,
			session: 0,
		});
	const movements = await recordCash(books, id, [{ kind: 'opening_float', amount: request.float }]);
	const expected = books.actor.admin ? request.float : null;
	return { id, ...session, opened_at: books.isoNow, till_name: row.name, expected_cash: expected, movements };
}

/**
 * `POST /deckhand/tills/:till/sessions/:session/cash`: cash put in or taken out by hand, with its
 * reason. More cash than the drawer should hold cannot be taken out (`coverFromDrawer`: refused,
 * and the attempt kept for the owner). Only an administrator is told what the drawer should hold.
 */
export async function paidInOut(
	books: Books,
	till: number,
	session: number,
	request: PaidInOutRequest,
): Promise<CashMoved> {
	const row = await existingTill(books, till);
	const open = await openSessionOf(books, row, session);
	const inDrawer =
		request.kind === 'paid_out'
			? await coverFromDrawer(books, open, {
					kind: 'paid_out',
					amount: request.amount,
					reason: request.reason,
					field: 'amount',
				})
			: await expectedCash(books.trx, open.id);
	const amount = request.kind === 'paid_in' ? request.amount : -request.amount;
	const [movement] = await recordCash(books, open.id, [{ kind: request.kind, amount, reason: request.reason }]);
	return { movement: movement!, expected_cash: books.actor.admin ? inDrawer + amount : null };
}

/** A session is closed by whoever opened it, or by an administrator: a clerk does not count another's drawer. */
async function checkMayClose(books: Books, till: TillRow, session: SessionRow): Promise<void> {
	const { actor } = books;
	if (actor.admin || session.opened_by === actor.user) return;
	const opener =
		session.opened_by === null ? null : (await peopleNames(books.trx, [session.opened_by]))[session.opened_by];
	throw new WriteForbiddenError(
		`${till.name}: session #${session.id} was opened by ${opener ?? 'someone else'}; they or an administrator close it.`,
		{ field: 'session' },
	);
}

/**
 * A first count further from what the drawer should hold than `recountThreshold` is not kept: the
 * till stays open and the drawer is counted again (`recounted: true` keeps the second count however
 * far it is). The server decides, so a clerk is asked without being told the figure; an
 * administrator is told both. A count within the bound closes the till, so asking is no way to
 * find the drawer's figure a guess at a time.
 */
async function checkFirstCount(
	books: Books,
	till: TillRow,
	session: SessionRow,
	{ counted, expected }: { counted: number; expected: number },
): Promise<void> {
	const { currency } = await readShopSettings(books.trx);
	const overShort = counted - expected;
	if (!needsRecount(overShort, currency)) return;
	const where = { field: 'counted', till: till.id, session: session.id };
	if (!books.actor.admin)
		throw new RecountNeededError(
			`${till.name}: this count is far from what the drawer should hold. Count the drawer again, then close with the second count.`,
			where,
		);
	const way = overShort < 0 ? 'short' : 'over';
	const by = formatMoney(Math.abs(overShort), currency);
	throw new RecountNeededError(
		`${till.name}: this count is ${way} by ${by}. Count the drawer again, then close with the second count.`,
		{ ...where, expected, over_short: overShort },
	);
}

/**
 * `POST /deckhand/tills/:till/sessions/:session/close`: the counted cash against what the
 * session's movements say the drawer holds; the difference is over (+) or short (−). Only whoever
 * opened the session, or an administrator, closes it (FORBIDDEN otherwise). A first count far from
 * it is counted again (RECOUNT_NEEDED). A guarded update, so of two closing at once one is refused
 * as the session now stands.
 */
export async function closeTill(
	books: Books,
	till: number,
	session: number,
	request: CloseTillRequest,
): Promise<ClosedSession> {
	const row = await existingTill(books, till);
	const open = await openSessionOf(books, row, session);
	await checkMayClose(books, row, open);
	const expected = await expectedCash(books.trx, open.id);
	if (!request.recounted) await checkFirstCount(books, row, open, { counted: request.counted, expected });
	const changes = {
		status: 'closed' as const,
		closed_by: books.actor.user,
		closed_at: books.now,
		expected_cash: expected,
		counted_cash: request.counted,
		over_short: request.counted - expected,
		close_note: request.note,
	};
	const updated = await books.trx('till_sessions').where({ id: open.id, status: 'open' }).update(changes);
	if (updated === 0)
		throw new TillNotOpenError(`${row.name}: session #${session} was closed by someone else a moment ago.`, {
			field: 'session',
			till,
			session,
		});
	await books.trx('open_tills').where({ till, session: open.id }).delete();
	books.updated('till_sessions', [open.id], changes);
	return {
		id: open.id,
		till,
		till_name: row.name,
		opening_float: open.opening_float,
		...changes,
		closed_at: books.isoNow,
	};
}
