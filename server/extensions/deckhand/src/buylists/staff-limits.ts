import type { Knex } from 'knex';
import { formatMoney } from '../checkout/format-money.ts';
import { dbTime, isSqlite, nowForDb } from '../db.ts';
import { BuylistLimitExceededError } from '../errors.ts';
import type { Books } from '../ledger/command.ts';
import { lockCustomer } from '../ledger/credit.ts';
import { dayStart, plusDays, shopToday } from '../reports/period.ts';
import type { ShopSettings } from '../settings/shop-settings.ts';
import type { BuylistRow } from './buylist-row.ts';
import type { PayoutMethod, StaffLimitRule } from '@deckhand/contract/schema/choices.ts';

/** Who a completion pays and who pays it, locked for the rest of its transaction. */
export interface Payees {
	customerName: string | null;
}

/**
 * Locks the buylist's customer and, for a clerk, the clerk, before anything else the completion
 * locks (the cards, the SKUs): two completions for the same customer, or by the same clerk, on two
 * instances then wait for each other, and the second sums what the first paid. The clerk's row is
 * locked "for no key update", so the rows that name the clerk as their author are never held up.
 */
export async function lockPayees(books: Books, buylist: BuylistRow): Promise<Payees> {
	const { trx, actor } = books;
	const customer = buylist.customer === null ? undefined : await lockCustomer(trx, buylist.customer);
	if (!actor.admin && !isSqlite(trx))
		await trx('directus_users').select('id').where('id', actor.user).forNoKeyUpdate();
	return { customerName: customer?.name ?? null };
}

/** The shop's day the command runs in, as the moments the database compares: [start, end). */
function today(trx: Knex, now: number, timeZone: string) {
	const day = shopToday(now, timeZone);
	return { start: dbTime(trx, dayStart(day, timeZone)), end: dbTime(trx, dayStart(plusDays(day, 1), timeZone)) };
}

/** Where a clerk's day is read: the database (or the command's transaction), the moment, the clerk. */
interface ClerkDay {
	trx: Knex;
	now: number | Date;
	clerk: string;
}

/**
 * What clerks' completions paid today (the shop's day), cash and credit at face value: to the
 * customer, or by the clerk. A completion an administrator made or approved is the owner's own
 * decision and counts for neither (`staff_paid` is false on it).
 */
async function paidToday(day: ClerkDay, who: { customer: number } | { clerk: string }, timeZone: string) {
	const { trx } = day;
	const { start, end } = today(trx, new Date(day.now).getTime(), timeZone);
	const query = trx('buylist_events as e')
		.join('buylists as b', 'b.id', 'e.buylist')
		.where('e.to_status', 'completed')
		.where('e.date_created', '>=', start)
		.where('e.date_created', '<', end)
		.where('b.staff_paid', true);
	if ('customer' in who) query.where('b.customer', who.customer);
	else query.where('e.user_created', who.clerk);
	const row = await query.sum({ paid: 'b.total_offer' }).first();
	return Number(row?.['paid'] ?? 0);
}

interface Breach {
	rule: StaffLimitRule;
	spentToday: number;
	limit: number;
}

/** The first staff limit this payout goes over: the buylist alone, the customer's day, the clerk's day. */
export async function firstBreach(
	day: ClerkDay,
	buylist: Pick<BuylistRow, 'customer'>,
	total: number,
	settings: ShopSettings,
): Promise<Breach | null> {
	const perCustomer = settings.staff_buylist_limit;
	if (total > perCustomer) return { rule: 'buylist', spentToday: 0, limit: perCustomer } satisfies Breach;
	if (buylist.customer !== null) {
		const spentToday = await paidToday(day, { customer: buylist.customer }, settings.time_zone);
		if (spentToday + total > perCustomer)
			return { rule: 'customer_day', spentToday, limit: perCustomer } satisfies Breach;
	}
	const perClerk = settings.staff_daily_buy_limit;
	if (perClerk === null) return null;
	const spentToday = await paidToday(day, { clerk: day.clerk }, settings.time_zone);
	return spentToday + total > perClerk ? ({ rule: 'clerk_day', spentToday, limit: perClerk } satisfies Breach) : null;
}

/**
 * Refuses a clerk's completion that goes over a staff limit (BUYLIST_LIMIT_EXCEEDED, before
 * anything is written), naming the limit and its figures: the payout alone above
 * `staff_buylist_limit`; with what clerks paid the customer today, above it again (the limit is
 * per customer per day); with what the clerk paid out today, above `staff_daily_buy_limit`. The
 * caller has locked the payees (`lockPayees`).
 */
export async function checkStaffLimits(
	books: Books,
	buylist: BuylistRow,
	payout: { method: PayoutMethod; total: number },
	payees: Payees,
	settings: ShopSettings,
): Promise<void> {
	if (books.actor.admin) return;
	const { method, total } = payout;
	const day = { trx: books.trx, now: books.now, clerk: books.actor.user };
	const breach = await firstBreach(day, buylist, total, settings);
	if (!breach) return;
	const money = (amount: number) => formatMoney(amount, settings.currency);
	const pays = `Buylist ${buylist.number} pays ${money(total)} in ${method}`;
	const waits = "it now waits for an administrator's approval.";
	const sum = money(breach.spentToday + total);
	const message =
		breach.rule === 'buylist'
			? `${pays}, above the staff limit of ${money(breach.limit)}: ${waits}`
			: breach.rule === 'customer_day'
				? `${pays}; with the ${money(breach.spentToday)} staff paid ${payees.customerName ?? 'this customer'} today that is ${sum}, above the staff limit of ${money(breach.limit)} per customer a day: ${waits}`
				: `${pays}; with the ${money(breach.spentToday)} you paid out today that is ${sum}, above the daily limit of ${money(breach.limit)} per clerk: ${waits}`;
	throw new BuylistLimitExceededError(message, {
		buylist: buylist.id,
		limit: breach.limit,
		total,
		payout: method,
		rule: breach.rule,
		spent_today: breach.spentToday,
	});
}

/**
 * Which limit a clerk's completion of the buylist would go over now, per payout (null: it would be
 * paid), with the same sums the completion reads: the page says "Send for approval" rather than
 * "Complete and pay" when the completion would be held. Null for an administrator, whose
 * completion is never held.
 */
export async function completionHeld(
	database: Knex,
	viewer: { admin: boolean; user?: string },
	buylist: Pick<BuylistRow, 'customer'> & { total_cash: number; total_credit: number },
	settings: ShopSettings,
): Promise<Record<PayoutMethod, StaffLimitRule | null> | null> {
	if (viewer.admin || viewer.user === undefined) return null;
	const day = { trx: database, now: nowForDb(database), clerk: viewer.user };
	const [cash, credit] = await Promise.all([
		firstBreach(day, buylist, buylist.total_cash, settings),
		firstBreach(day, buylist, buylist.total_credit, settings),
	]);
	return { cash: cash?.rule ?? null, credit: credit?.rule ?? null };
}
