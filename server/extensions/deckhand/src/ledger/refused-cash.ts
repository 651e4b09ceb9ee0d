import { formatMoney } from '../checkout/format-money.ts';
import { DrawerShortError } from '../errors.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { expectedCash, readTill, type SessionRow } from './cash.ts';
import { keptWhenRefused, type Books } from './command.ts';
import type { RefusedCashKind } from '@deckhand/contract/tills/refused-cash.ts';

/** Cash asked of a session's drawer. */
export interface CashAsked {
	kind: RefusedCashKind;
	/** In minor units, positive: what would leave the drawer. */
	amount: number;
	/** The reason typed for a paid out. */
	reason?: string | null;
	buylist?: number | null;
	/** The request's field a refusal names. */
	field: string;
}

/** The one writer of `refused_cash`: an attempt the drawer refused, with what it should have held then. */
async function keepRefusedCash(books: Books, session: number, asked: CashAsked, inDrawer: number): Promise<void> {
	await books.insert('refused_cash', {
		session,
		kind: asked.kind,
		amount: asked.amount,
		buylist: asked.buylist ?? null,
		reason: asked.reason ?? null,
		why: 'drawer_short',
		expected_cash: inDrawer,
		user_created: books.actor.user,
		date_created: books.now,
	});
}

/**
 * Checks that the session's drawer should hold the cash asked, and answers what it should hold.
 * When it should not, the command is refused (DRAWER_SHORT) and the attempt is kept for the
 * owner's till report, written once the refused command has rolled back. The cash the drawer
 * should hold is named to administrators only: a clerk asking for more than is there learns
 * nothing of it, so the count at closing stays blind.
 */
export async function coverFromDrawer(books: Books, session: SessionRow, asked: CashAsked): Promise<number> {
	const inDrawer = await expectedCash(books.trx, session.id);
	if (asked.amount <= inDrawer) return inDrawer;
	const name = (await readTill(books.trx, session.till))?.name ?? `Till #${session.till}`;
	const where = { field: asked.field, till: session.till, session: session.id };
	let refusal: InstanceType<typeof DrawerShortError>;
	if (books.actor.admin) {
		const { currency } = await readShopSettings(books.trx);
		refusal = new DrawerShortError(
			`${name} should hold ${formatMoney(inDrawer, currency)}, less than the ${formatMoney(asked.amount, currency)} asked; the attempt is kept in the till's report.`,
			{ ...where, max: inDrawer },
		);
	} else
		refusal = new DrawerShortError(
			`The drawer of ${name} cannot cover this; ask the owner. The attempt is kept in the till's report.`,
			where,
		);
	throw keptWhenRefused(refusal, (kept) => keepRefusedCash(kept, session.id, asked, inDrawer));
}
