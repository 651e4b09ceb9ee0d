import type { Knex } from 'knex';
import { AdminOnlyError, invalid } from '../errors.ts';
import { CASH_KINDS } from '@deckhand/contract/ledger/cash.ts';
import { expectedCash, readTill } from '../ledger/cash.ts';
import type { Actor } from '../ledger/command.ts';
import type { RefusedCash } from '@deckhand/contract/tills/refused-cash.ts';
import type { TillReport } from '@deckhand/contract/tills/till-report.ts';
import { peopleNames } from './people-names.ts';

const sum = (rows: Array<{ total?: unknown }>) => rows.reduce((total, row) => total + Number(row.total ?? 0), 0);

/**
 * The tax of the orders whose first payment was taken in this session (each sale once, even when
 * paid in two sessions), and of those paid back in it.
 */
async function taxOf(database: Knex, session: number) {
	const firstPayments = database('order_payments')
		.select('order')
		.min({ first: 'id' })
		.where('amount', '>', 0)
		.groupBy('order')
		.as('f');
	const sold = await database('orders as o')
		.join(firstPayments, 'f.order', 'o.id')
		.join('order_payments as p', 'p.id', 'f.first')
		.where('p.till_session', session)
		.sum({ total: 'o.tax' });
	const refunded = await database('orders as o')
		.whereIn(
			'o.id',
			database('order_payments').select('order').where({ till_session: session }).andWhere('amount', '<', 0),
		)
		.sum({ total: 'o.tax' });
	return { collected: sum(sold), refunded: sum(refunded) };
}

/**
 * `GET /deckhand/tills/:till/sessions/:session/report`: the end-of-day report of one session —
 * sales and refunds by tender, the drawer's movements by kind (paid in and out with their
 * reasons), tax collected, and expected against counted cash; for administrators, the cash asked
 * of the drawer and refused. A clerk sees it once the till is closed: the count is blind, as the
 * cash expected would otherwise be known before counting.
 */
export async function tillReport(database: Knex, actor: Actor, till: number, session: number): Promise<TillReport> {
	const tillRow = await readTill(database, till);
	if (!tillRow) throw invalid('till', `There is no till #${till}.`);
	const row = await database('till_sessions').where({ id: session, till }).first();
	if (!row) throw invalid('session', `${tillRow.name} has no session #${session}.`);
	if (row.status === 'open' && !actor.admin)
		throw new AdminOnlyError(
			`${tillRow.name} is still open: its report shows the cash expected, so a clerk sees it after counting and closing.`,
			{ field: 'session' },
		);

	const byTender = async (taken: boolean) => {
		const rows: Array<Record<string, unknown>> = await database('order_payments')
			.select('method')
			.sum({ total: 'amount' })
			.countDistinct({ orders: 'order' })
			.where('till_session', session)
			.andWhere('amount', taken ? '>' : '<', 0)
			.groupBy('method')
			.orderBy('method');
		return rows.map((tender) => ({
			method: String(tender['method']),
			amount: Number(tender['total']),
			orders: Number(tender['orders']),
		}));
	};

	const kinds: Array<Record<string, unknown>> = await database('cash_movements')
		.select('kind')
		.sum({ total: 'amount' })
		.count({ movements: '*' })
		.where('session', session)
		.groupBy('kind');
	const byKind = Object.fromEntries(
		CASH_KINDS.map((kind) => {
			const found = kinds.find((row) => row['kind'] === kind);
			return [kind, { amount: Number(found?.['total'] ?? 0), movements: Number(found?.['movements'] ?? 0) }];
		}),
	) as TillReport['cash'];
	const handled = await database('cash_movements')
		.select('id', 'kind', 'amount', 'reason', 'user_created', 'date_created')
		.where('session', session)
		.whereIn('kind', ['paid_in', 'paid_out'])
		.orderBy('id');
	// Cash asked of the drawer and refused: the owner's to see (each carries what the drawer should have held then).
	const refused = actor.admin
		? await database('refused_cash')
				.select(
					'id',
					'kind',
					'amount',
					'reason',
					'buylist',
					'why',
					'expected_cash',
					'user_created',
					'date_created',
				)
				.where('session', session)
				.orderBy('id')
		: null;
	const names = await peopleNames(database, [
		row.opened_by,
		row.closed_by,
		...[...handled, ...(refused ?? [])].map((movement) => movement.user_created),
	]);
	const byName = (user: string | null) => (user === null ? null : (names[user] ?? null));
	const expected = row.status === 'closed' ? Number(row.expected_cash) : await expectedCash(database, session);

	return {
		session: {
			id: Number(row.id),
			till,
			till_name: tillRow.name,
			status: row.status,
			opening_float: Number(row.opening_float),
			opened_at: new Date(row.opened_at).toISOString(),
			opened_by: row.opened_by,
			opened_by_name: byName(row.opened_by),
			closed_at: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
			closed_by: row.closed_by,
			closed_by_name: byName(row.closed_by),
			close_note: row.close_note,
		},
		sales: await byTender(true),
		refunds: await byTender(false),
		cash: byKind,
		paid_in_out: handled.map((movement) => ({
			id: Number(movement.id),
			kind: movement.kind,
			amount: Number(movement.amount),
			reason: movement.reason,
			by: byName(movement.user_created),
			at: new Date(movement.date_created).toISOString(),
		})),
		refused:
			refused?.map((attempt): RefusedCash => ({
				id: Number(attempt.id),
				kind: attempt.kind,
				amount: Number(attempt.amount),
				reason: attempt.reason,
				buylist: attempt.buylist === null ? null : Number(attempt.buylist),
				why: attempt.why,
				expected_cash: Number(attempt.expected_cash),
				by: byName(attempt.user_created),
				at: new Date(attempt.date_created).toISOString(),
			})) ?? null,
		tax: await taxOf(database, session),
		expected_cash: expected,
		counted_cash: row.counted_cash === null ? null : Number(row.counted_cash),
		over_short: row.over_short === null ? null : Number(row.over_short),
	};
}
