import type { Knex } from 'knex';
import {
	heldCopies,
	PARKED_SALE_LIMITS,
	type ParkedSaleContent,
	type ParkedSales,
	type ParkSaleRequest,
	type SaleParked,
	type SaleResumed,
} from '@deckhand/contract/parked-sales/parked-sale.ts';
import { insertedId, isoTime, nowForDb } from '../db.ts';
import { invalid, ParkedSaleTakenError } from '../errors.ts';
import type { Actor } from '../ledger/command.ts';
import { peopleNames } from '../tills/people-names.ts';

/*
 * The shop's parked sales (`022-parked-sales`): every till lists them, parks one, and takes one
 * back once. Parking reserves no stock and moves no money: a resumed sale completes or is refused
 * on the stock of that moment, through the checkout as any sale.
 */

const PARKED = 'parked';

/** The shop's parked sales, oldest first, with who parked each where, and the copies of each SKU they hold. */
export async function listParkedSales(database: Knex): Promise<ParkedSales> {
	const rows = await database('parked_sales as parked')
		.leftJoin('tills', 'tills.id', 'parked.till')
		.select(
			'parked.id',
			'parked.sale',
			'parked.lines',
			'parked.copies',
			'parked.subtotal',
			'parked.customer_name',
			'parked.user_created',
			'parked.date_created',
			'tills.id as till_id',
			'tills.name as till_name',
		)
		.where('parked.status', PARKED)
		.orderBy('parked.id');
	const names = await peopleNames(
		database,
		rows.map((row) => String(row.user_created)),
	);
	return {
		sales: rows.map((row) => ({
			id: Number(row.id),
			parked_at: isoTime(row.date_created),
			parked_by: { id: String(row.user_created), name: names[String(row.user_created)] ?? '' },
			till: row.till_id === null ? null : { id: Number(row.till_id), name: String(row.till_name) },
			customer: (row.customer_name as string | null) ?? null,
			lines: Number(row.lines),
			copies: Number(row.copies),
			subtotal: Number(row.subtotal),
		})),
		held: heldCopies(rows.map((row) => JSON.parse(String(row.sale)) as ParkedSaleContent)),
	};
}

/** A parked sale names records that exist: its till, customer and every line's SKU (one deleted after is found when the till reads the resumed sale's lines again). */
async function refuseMissingRecords(trx: Knex.Transaction, { till, sale }: ParkSaleRequest): Promise<void> {
	if (till !== null && !(await trx('tills').where('id', till).first('id')))
		throw invalid('till', `There is no till #${till}.`);
	if (sale.customer && !(await trx('customers').where('id', sale.customer.id).first('id')))
		throw invalid('sale.customer.id', `There is no customer #${sale.customer.id}.`);
	const found = new Set(
		(
			await trx('skus')
				.whereIn(
					'id',
					sale.lines.map((line) => line.sku),
				)
				.pluck('id')
		).map(Number),
	);
	const missing = sale.lines.findIndex((line) => !found.has(line.sku));
	if (missing >= 0)
		throw invalid(
			`sale.lines[${missing}].sku`,
			`Line ${missing + 1}: there is no SKU #${sale.lines[missing]!.sku}.`,
		);
}

/** Puts a sale aside for every till: at the till named (and its open session), refused past the shop's bound. */
export async function parkSale(database: Knex, actor: Actor, request: ParkSaleRequest): Promise<SaleParked> {
	const { sale, till } = request;
	return database.transaction(async (trx) => {
		const [counted] = await trx('parked_sales').where('status', PARKED).count({ count: '*' });
		if (Number(counted?.count) >= PARKED_SALE_LIMITS.parkedMax)
			throw invalid(
				'sale',
				`The shop already has ${PARKED_SALE_LIMITS.parkedMax} parked sales: resume or discard one first.`,
				{ max: PARKED_SALE_LIMITS.parkedMax },
			);
		await refuseMissingRecords(trx, request);
		const open = till === null ? undefined : await trx('open_tills').where('till', till).first('session');
		const now = nowForDb(trx);
		const [inserted] = await trx('parked_sales').insert(
			{
				sale: JSON.stringify(sale),
				lines: sale.lines.length,
				copies: sale.lines.reduce((sum, line) => sum + line.quantity, 0),
				subtotal: sale.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
				customer_name: sale.customer?.name ?? null,
				till,
				session: open ? Number(open.session) : null,
				sale_key: sale.key,
				status: PARKED,
				user_created: actor.user,
				date_created: now,
			},
			['id'],
		);
		return { id: insertedId(inserted), parked_at: isoTime(now) };
	});
}

/**
 * Ends a parked sale as `status` (resumed or discarded), naming who: one guarded update, so of two
 * tills taking the same sale one gets it and the other is refused, naming who took it and how.
 */
async function endParked(database: Knex, actor: Actor, id: number, status: 'resumed' | 'discarded') {
	const taken = await database('parked_sales')
		.where({ id, status: PARKED })
		.update({ status, user_updated: actor.user, date_updated: nowForDb(database) });
	if (taken === 1) return;
	const row = await database('parked_sales').where('id', id).first('status', 'user_updated');
	if (!row) throw invalid('id', `There is no parked sale #${id}.`);
	const by = (await peopleNames(database, [String(row.user_updated)]))[String(row.user_updated)] ?? '';
	const how = row.status === 'resumed' ? 'resumed' : 'discarded';
	throw new ParkedSaleTakenError(`This parked sale was already ${how} by ${by}; it is no longer parked.`, {
		field: 'id',
		parked_sale: id,
		status: String(row.status),
		by,
	});
}

/** Takes a parked sale back into a till: the sale as it was parked, to this till only. */
export async function resumeParkedSale(database: Knex, actor: Actor, id: number): Promise<SaleResumed> {
	await endParked(database, actor, id, 'resumed');
	const row = await database('parked_sales').where('id', id).first('sale');
	return { id, sale: JSON.parse(String(row.sale)) as ParkedSaleContent };
}

/** Drops a parked sale, whoever parked it: nothing was sold, so nothing else changes; the row keeps who dropped it. */
export const discardParkedSale = (database: Knex, actor: Actor, id: number): Promise<void> =>
	endParked(database, actor, id, 'discarded');
