import type { Knex } from 'knex';

type Row = Record<string, unknown>;

const n = (value: unknown) => Number(value ?? 0);

/**
 * A buylist's status history (`buylist_events`: from, to, who, when, note), a ledger only the
 * buylist commands write, like `order_events` but out of Directus's sight.
 *
 * And the buylists a shop wrote before trade-ins were priced both ways: each line gets its card,
 * condition, finish and language from its SKU, takes all its copies, and keeps its one offer in
 * the payout it was made in, the other payout's offer worked out by the settings' cash and credit
 * percentages (rounded down, as offers are). A completed buylist keeps what it paid; an open one
 * (draft, offered, accepted) has no payout chosen yet, as a new one has. Each gets one event, its
 * status as it stood.
 */
export const buylists: Knex.Migration = {
	async up(knex) {
		await knex.schema.createTable('buylist_events', (table) => {
			table.increments('id');
			table.integer('buylist').notNullable().references('id').inTable('buylists');
			table.string('from_status', 20).nullable();
			table.string('to_status', 20).notNullable();
			table.string('note', 1000).nullable();
			table.uuid('user_created').nullable();
			table.timestamp('date_created').notNullable();
			table.index(['buylist', 'id']);
			// The activity log reads every ledger newest first (`activity/`).
			table.index(['date_created', 'id']);
		});
		await fillOldBuylists(knex);
	},
	async down(knex) {
		await knex.schema.dropTable('buylist_events');
	},
};

async function fillOldBuylists(knex: Knex): Promise<void> {
	const settings: Row =
		(await knex('shop_settings').select('buylist_cash_percent', 'buylist_credit_percent').first()) ?? {};
	const cashPercent = n(settings['buylist_cash_percent'] ?? 50) || 50;
	const creditPercent = n(settings['buylist_credit_percent'] ?? 65) || 65;
	const old: Row[] = await knex('buylist_lines as l')
		.join('skus as s', 's.id', 'l.sku')
		.join('buylists as b', 'b.id', 'l.buylist')
		.whereNull('l.card')
		.select(
			'l.id',
			'l.buylist',
			'l.quantity',
			'l.offer_unit',
			'b.payout_method',
			'b.status',
			's.card',
			's.condition',
			's.finish',
			's.language',
		);
	for (const line of old) {
		const unit = n(line['offer_unit']);
		const quantity = n(line['quantity']);
		const cash = line['payout_method'] === 'cash';
		const cashUnit = cash ? unit : Math.floor((unit * cashPercent) / creditPercent);
		const creditUnit = cash ? Math.floor((unit * creditPercent) / cashPercent) : unit;
		const completed = line['status'] === 'completed';
		await knex('buylist_lines')
			.where('id', line['id'] as number)
			.update({
				card: line['card'],
				condition: line['condition'],
				finish: line['finish'],
				language: line['language'],
				buy_quantity: quantity,
				cash_unit: cashUnit,
				credit_unit: creditUnit,
				line_cash: cashUnit * quantity,
				line_credit: creditUnit * quantity,
				offer_unit: completed ? unit : null,
				line_total: completed ? unit * quantity : null,
			});
	}
	const touched = [...new Set(old.map((line) => n(line['buylist'])))];
	for (const id of touched) {
		const sums: Row =
			(await knex('buylist_lines')
				.where('buylist', id)
				.sum({ cash: 'line_cash', credit: 'line_credit' })
				.first()) ?? {};
		const buylist: Row = await knex('buylists')
			.select('status', 'user_created', 'date_created')
			.where('id', id)
			.first();
		const completed = buylist['status'] === 'completed';
		await knex('buylists')
			.where('id', id)
			.update({
				total_cash: n(sums['cash']),
				total_credit: n(sums['credit']),
				...(completed || buylist['status'] === 'rejected' || buylist['status'] === 'cancelled'
					? {}
					: { payout_method: null, total_offer: 0 }),
			});
		await knex('buylist_events').insert({
			buylist: id,
			from_status: null,
			to_status: buylist['status'],
			note: null,
			user_created: buylist['user_created'] ?? null,
			date_created: buylist['date_created'],
		});
	}
}
