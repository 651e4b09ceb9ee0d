import type { Knex } from 'knex';
import { isSqlite } from '../db.ts';

/*
 * `sku_stock`: one narrow row per SKU holding what the stock figures add up (its game, copies on
 * hand, price, average unit cost and the moment its copies last moved) and its condition, so the
 * stock on hand now, in all and per game and aged, is read from one table of seven columns instead
 * of a walk of every SKU through its card, set and cost (docs/reports.md, "Speed"), and the
 * inventory's filters on game, condition and stock are counted from one index (`inventory-list.ts`). The database keeps it, with
 * triggers on the tables it copies: every writer (the commands, an import's bulk statements, the
 * owner editing a cost through the items API, the seeders, a test moving rows) keeps it in step,
 * in the writer's own transaction, with nothing to remember. Each trigger copies only what its
 * table owns, from the row just written, so two writers of one SKU at once (a sale and a cost)
 * never overwrite each other's column with what they read before the other committed. Triggers on
 * `sku_stock` itself keep the tally of each game's SKUs (`sku-tally.ts`) as its rows come, go and
 * change game.
 */

/** What counts as a SKU's copies moving: a sale, or copies coming in (a trade-in, an import). Stock counts and regrades do not. */
export const FRESH_REASONS = ['sale', 'buylist_intake', 'import'] as const;

const COLUMNS = ['sku', 'game', 'condition', 'quantity', 'price', 'unit_cost', 'fresh_at'] as const;
const FRESH = FRESH_REASONS.map((reason) => `'${reason}'`).join(', ');

/** `sku_stock`'s rows as they should be, worked out from the tables it copies: the rebuild, and the books checker's comparison. */
export function skuStockAsDefined(database: Knex): Knex.QueryBuilder {
	const fresh = database('stock_movements')
		.select('sku')
		.max({ fresh_at: 'date_created' })
		.whereIn('reason', FRESH_REASONS)
		.groupBy('sku')
		.as('fresh');
	return database('skus')
		.join('cards', 'cards.id', 'skus.card')
		.join('sets', 'sets.id', 'cards.set')
		.leftJoin('sku_costs', 'sku_costs.sku', 'skus.id')
		.leftJoin(fresh, 'fresh.sku', 'skus.id')
		.select(
			'skus.id as sku',
			'sets.game as game',
			'skus.condition as condition',
			'skus.quantity as quantity',
			'skus.price as price',
			'sku_costs.unit_cost as unit_cost',
			'fresh.fresh_at as fresh_at',
		);
}

/**
 * Fills `sku_stock` again from what it copies, in one statement, and the tally of its SKUs a game
 * (`sku-tally.ts`): the migration that made it, and a start that finds its triggers missing.
 */
export async function rebuildSkuStock(database: Knex): Promise<void> {
	await database.transaction(async (trx) => {
		await trx('sku_stock').delete();
		const { sql, bindings } = skuStockAsDefined(trx).toSQL();
		await trx.raw(`insert into sku_stock (${COLUMNS.join(', ')}) ${sql}`, bindings);
		// What the triggers tallied of the rows deleted and added cancels out: one row a game instead.
		await trx('sku_tally').delete();
		await trx.raw('insert into sku_tally (game, skus) select game, count(*) from sku_stock group by game');
	});
}

/** The game of the SKUs of card `card` (SQL naming a card id), for a trigger's statement. */
const gameOfCard = (card: string) =>
	`(select sets.game from cards join sets on sets.id = cards."set" where cards.id = ${card})`;
/**
 * The last moment SKU `sku` (SQL) moved freshly, worked out again: a SKU added (with movements of
 * its id already there: a restore), a movement moved in time or deleted, which only tests do. On
 * SQLite the reason is written `+m.reason`, which keeps the planner on the SKU's own movements
 * (`stock_movements_sku_index`): offered the reason, it read every fresh movement of the shop
 * (`stock_movements_fresh_stock`) for each SKU added, a millisecond a SKU once a shop had ten
 * thousand sales.
 */
const lastFresh = (sku: string, on: 'sqlite' | 'postgres') =>
	`(select max(m.date_created) from stock_movements m where m.sku = ${sku} and ${on === 'sqlite' ? '+' : ''}m.reason in (${FRESH}))`;

/**
 * SQLite's triggers: one per table and event, each run for every row written, copying that row's
 * part. A trigger's name says what it keeps.
 */
const SQLITE_TRIGGERS: Record<string, string> = {
	sku_stock_sku_added: `after insert on skus begin
		insert into sku_stock (${COLUMNS.join(', ')})
		values (new.id, ${gameOfCard('new.card')}, new.condition, new.quantity, new.price, (select unit_cost from sku_costs where sku = new.id), ${lastFresh('new.id', 'sqlite')});
	end`,
	sku_stock_sku_changed: `after update of quantity, price, card, "condition" on skus begin
		update sku_stock set quantity = new.quantity, price = new.price, game = ${gameOfCard('new.card')}, "condition" = new.condition where sku = new.id;
	end`,
	sku_stock_sku_deleted: `after delete on skus begin
		delete from sku_stock where sku = old.id;
	end`,
	sku_stock_cost_added: `after insert on sku_costs begin
		update sku_stock set unit_cost = new.unit_cost where sku = new.sku;
	end`,
	sku_stock_cost_changed: `after update of unit_cost, sku on sku_costs begin
		update sku_stock set unit_cost = null where sku = old.sku;
		update sku_stock set unit_cost = new.unit_cost where sku = new.sku;
	end`,
	sku_stock_cost_deleted: `after delete on sku_costs begin
		update sku_stock set unit_cost = null where sku = old.sku;
	end`,
	sku_stock_moved: `after insert on stock_movements when new.reason in (${FRESH}) begin
		update sku_stock set fresh_at = new.date_created where sku = new.sku and (fresh_at is null or fresh_at < new.date_created);
	end`,
	sku_stock_movement_changed: `after update of sku, reason, date_created on stock_movements begin
		update sku_stock set fresh_at = ${lastFresh('sku_stock.sku', 'sqlite')} where sku in (old.sku, new.sku);
	end`,
	sku_stock_movement_deleted: `after delete on stock_movements begin
		update sku_stock set fresh_at = ${lastFresh('sku_stock.sku', 'sqlite')} where sku = old.sku;
	end`,
	sku_stock_card_moved: `after update of "set" on cards begin
		update sku_stock set game = ${gameOfCard('new.id')} where sku in (select id from skus where card = new.id);
	end`,
	sku_stock_set_moved: `after update of game on sets begin
		update sku_stock set game = new.game where sku in (select skus.id from skus join cards on cards.id = skus.card where cards."set" = new.id);
	end`,
	sku_tally_added: `after insert on sku_stock begin
		insert into sku_tally (game, skus) values (new.game, 1);
	end`,
	sku_tally_deleted: `after delete on sku_stock begin
		insert into sku_tally (game, skus) values (old.game, -1);
	end`,
	sku_tally_moved: `after update of game on sku_stock when old.game <> new.game begin
		insert into sku_tally (game, skus) values (old.game, -1), (new.game, 1);
	end`,
};

/**
 * PostgreSQL's triggers run once per statement with the rows it wrote as a table (`changed`,
 * `gone`), so an import's update of thousands of SKUs is copied by one set-based statement rather
 * than a function call per row. PostgreSQL allows one event per trigger that names such tables.
 */
const POSTGRES_TRIGGERS: Record<string, { on: string; event: string; tables: string; body: string }> = {
	sku_stock_sku_added: {
		on: 'skus',
		event: 'insert',
		tables: 'new table as changed',
		body: `insert into sku_stock (${COLUMNS.join(', ')})
			select changed.id, sets.game, changed."condition", changed.quantity, changed.price, sku_costs.unit_cost, ${lastFresh('changed.id', 'postgres')}
			from changed join cards on cards.id = changed.card join sets on sets.id = cards."set" left join sku_costs on sku_costs.sku = changed.id`,
	},
	sku_stock_sku_changed: {
		on: 'skus',
		event: 'update',
		tables: 'new table as changed',
		body: `update sku_stock set quantity = changed.quantity, price = changed.price, game = sets.game, "condition" = changed."condition"
			from changed join cards on cards.id = changed.card join sets on sets.id = cards."set"
			where sku_stock.sku = changed.id
				and (sku_stock.quantity, sku_stock.price, sku_stock.game, sku_stock."condition") is distinct from (changed.quantity, changed.price, sets.game, changed."condition")`,
	},
	sku_stock_sku_deleted: {
		on: 'skus',
		event: 'delete',
		tables: 'old table as gone',
		body: 'delete from sku_stock using gone where sku_stock.sku = gone.id',
	},
	sku_stock_cost_added: {
		on: 'sku_costs',
		event: 'insert',
		tables: 'new table as changed',
		body: 'update sku_stock set unit_cost = changed.unit_cost from changed where sku_stock.sku = changed.sku',
	},
	sku_stock_cost_changed: {
		on: 'sku_costs',
		event: 'update',
		tables: 'old table as gone new table as changed',
		body: `update sku_stock set unit_cost = null from gone where sku_stock.sku = gone.sku and gone.sku not in (select sku from changed);
			update sku_stock set unit_cost = changed.unit_cost from changed where sku_stock.sku = changed.sku and sku_stock.unit_cost is distinct from changed.unit_cost`,
	},
	sku_stock_cost_deleted: {
		on: 'sku_costs',
		event: 'delete',
		tables: 'old table as gone',
		body: 'update sku_stock set unit_cost = null from gone where sku_stock.sku = gone.sku',
	},
	sku_stock_moved: {
		on: 'stock_movements',
		event: 'insert',
		tables: 'new table as changed',
		// The latest of the statement's movements per SKU; a later one already kept stays.
		body: `update sku_stock set fresh_at = moved.at
			from (select sku, max(date_created) as at from changed where reason in (${FRESH}) group by sku) moved
			where sku_stock.sku = moved.sku and (sku_stock.fresh_at is null or sku_stock.fresh_at < moved.at)`,
	},
	sku_stock_movement_changed: {
		on: 'stock_movements',
		event: 'update',
		tables: 'old table as gone new table as changed',
		body: `update sku_stock set fresh_at = ${lastFresh('sku_stock.sku', 'postgres')} where sku_stock.sku in (select sku from gone union select sku from changed)`,
	},
	sku_stock_movement_deleted: {
		on: 'stock_movements',
		event: 'delete',
		tables: 'old table as gone',
		body: `update sku_stock set fresh_at = ${lastFresh('sku_stock.sku', 'postgres')} where sku_stock.sku in (select sku from gone)`,
	},
	sku_stock_card_moved: {
		on: 'cards',
		event: 'update',
		tables: 'new table as changed',
		body: `update sku_stock set game = sets.game from skus, changed, sets
			where sku_stock.sku = skus.id and skus.card = changed.id and sets.id = changed."set" and sku_stock.game <> sets.game`,
	},
	sku_stock_set_moved: {
		on: 'sets',
		event: 'update',
		tables: 'new table as changed',
		body: `update sku_stock set game = changed.game from skus, cards, changed
			where sku_stock.sku = skus.id and skus.card = cards.id and cards."set" = changed.id and sku_stock.game <> changed.game`,
	},
	sku_tally_added: {
		on: 'sku_stock',
		event: 'insert',
		tables: 'new table as changed',
		body: 'insert into sku_tally (game, skus) select game, count(*) from changed group by game',
	},
	sku_tally_deleted: {
		on: 'sku_stock',
		event: 'delete',
		tables: 'old table as gone',
		body: 'insert into sku_tally (game, skus) select game, -count(*) from gone group by game',
	},
	sku_tally_moved: {
		on: 'sku_stock',
		event: 'update',
		tables: 'old table as gone new table as changed',
		// The rows before and after, counted per game: only a game some row left or joined moves the tally (a sale
		// updates its SKU's row, and counts nothing). Counted, not joined row to row: the transition tables have no
		// index, and an import's update of 5 000 rows joined them for seconds.
		body: `insert into sku_tally (game, skus)
			select game, sum(skus) from (select game, -1 as skus from gone union all select game, 1 from changed) moved
			group by game having sum(skus) <> 0`,
	},
};

const TRIGGER_NAMES = Object.keys(SQLITE_TRIGGERS);

async function presentTriggers(database: Knex): Promise<string[]> {
	return isSqlite(database)
		? database('sqlite_master').where('type', 'trigger').whereIn('name', TRIGGER_NAMES).pluck('name')
		: database('pg_trigger').where('tgisinternal', false).whereIn('tgname', TRIGGER_NAMES).pluck('tgname');
}

async function createTriggers(trx: Knex.Transaction): Promise<void> {
	if (isSqlite(trx)) {
		for (const [name, body] of Object.entries(SQLITE_TRIGGERS)) {
			await trx.raw(`drop trigger if exists ${name}`);
			await trx.raw(`create trigger ${name} ${body}`);
		}
		return;
	}
	for (const [name, { on, event, tables, body }] of Object.entries(POSTGRES_TRIGGERS)) {
		await trx.raw(
			`create or replace function ${name}() returns trigger language plpgsql as $$ begin ${body}; return null; end $$`,
		);
		await trx.raw(`drop trigger if exists ${name} on ${on}`);
		await trx.raw(
			`create trigger ${name} after ${event} on ${on} referencing ${tables} for each statement execute function ${name}()`,
		);
	}
}

/**
 * Makes sure every trigger that keeps `sku_stock` is in place, at every start: Directus's schema
 * apply may rebuild a table of the catalog (SQLite alters a column by copying the table), which
 * drops the table's triggers. When any was missing, all are made again and the table is filled
 * again from what it copies, so what was written meanwhile is in it.
 */
export async function keepSkuStock(database: Knex): Promise<void> {
	if ((await presentTriggers(database)).length === TRIGGER_NAMES.length) return;
	await database.transaction(async (trx) => createTriggers(trx));
	await rebuildSkuStock(database);
}

/** Drops the triggers (the migration's `down`). */
export async function dropSkuStockTriggers(database: Knex): Promise<void> {
	for (const name of TRIGGER_NAMES) {
		if (isSqlite(database)) await database.raw(`drop trigger if exists ${name}`);
		else {
			await database.raw(`drop trigger if exists ${name} on ${POSTGRES_TRIGGERS[name]!.on}`);
			await database.raw(`drop function if exists ${name}()`);
		}
	}
}
