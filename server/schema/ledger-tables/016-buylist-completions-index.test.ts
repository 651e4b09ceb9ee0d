import knex, { type Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUYLIST_COMPLETIONS_INDEX, buylistCompletionsIndex } from './016-buylist-completions-index.ts';

let db: Knex;

/** The buylists and their events as `007-buylists` makes them, with its two indexes. */
beforeEach(async () => {
	db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await db.schema.createTable(
		'buylists',
		(t) => (t.increments('id'), t.string('status').notNullable().index(), t.integer('total_offer')),
	);
	await db.schema.createTable('buylist_events', (t) => {
		t.increments('id');
		t.integer('buylist').notNullable();
		t.string('to_status', 20).notNullable();
		t.timestamp('date_created').notNullable();
		t.index(['buylist', 'id']);
		t.index(['date_created', 'id']);
	});
});
afterEach(async () => {
	await db.destroy();
});

const columnsOf = async (index: string) =>
	(await db.raw(`pragma index_info(${index})`)).map((column: { name: string }) => column.name);

/** How SQLite reads the buylist events of each bucket, in the buylist spend series' statement. */
async function eventsRead(): Promise<string | undefined> {
	const plan =
		await db.raw(`explain query plan with buckets (idx, start_at, end_at) as (values (0, 0, 10), (1, 10, 20))
		select buckets.idx, sum(buylists.total_offer) from buckets
		left join buylist_events on buylist_events.date_created >= buckets.start_at and buylist_events.date_created < buckets.end_at and buylist_events.to_status = 'completed'
		join buylists on buylists.id = buylist_events.buylist and buylists.status = 'completed' group by buckets.idx`);
	return plan
		.map((step: { detail: string }) => step.detail)
		.find((detail: string) => detail.includes('buylist_events'));
}

describe('the buylist completions index', () => {
	it("is read for each bucket's range of completions, holding the buylist, and is taken away again", async () => {
		expect(await eventsRead()).not.toContain(BUYLIST_COMPLETIONS_INDEX);
		await buylistCompletionsIndex.up(db);
		expect(await columnsOf(BUYLIST_COMPLETIONS_INDEX)).toEqual(['to_status', 'date_created', 'buylist']);
		expect(await eventsRead()).toBe(
			`SEARCH buylist_events USING COVERING INDEX ${BUYLIST_COMPLETIONS_INDEX} (to_status=? AND date_created>? AND date_created<?)`,
		);

		await buylistCompletionsIndex.down?.(db);
		expect(await columnsOf(BUYLIST_COMPLETIONS_INDEX)).toEqual([]);
	});
});
