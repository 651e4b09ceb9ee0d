import knex, { type Knex } from 'knex';

/** A throw-away SQLite database with the columns of the collections a sale writes, as Directus makes them (moments in milliseconds). */
export async function salesTablesDatabase(): Promise<Knex> {
	const db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await db.schema.createTable('cards', (t) => t.increments('id'));
	await db.schema.createTable('skus', (t) => (t.increments('id'), t.integer('card')));
	await db.schema.createTable('orders', (t) => (t.increments('id'), t.string('status'), t.datetime('date_created')));
	await db.schema.createTable(
		'order_lines',
		(t) => (
			t.increments('id'),
			t.integer('order'),
			t.integer('sku'),
			t.integer('quantity'),
			t.integer('line_total')
		),
	);
	await db.schema.createTable(
		'order_line_costs',
		(t) => (t.increments('id'), t.integer('order_line'), t.integer('unit_cost')),
	);
	return db;
}

/** SKUs of new cards, one per card given (cards named by the caller's own numbers, so a test can give one card two SKUs). */
export async function skusOfCards(db: Knex, cards: number[]): Promise<number[]> {
	for (const card of new Set(cards)) await db('cards').insert({ id: card }).onConflict('id').ignore();
	const skus = [];
	for (const card of cards) skus.push(Number((await db('skus').insert({ card }))[0]));
	return skus;
}

export interface TestLine {
	sku: number;
	quantity: number;
	unitPrice: number;
	/** The unit cost recorded with the line; null when none was. */
	unitCost: number | null;
}

/** An order of `status` taken at `iso`, with its lines and their recorded costs. */
export async function addOrder(db: Knex, status: string, iso: string, lines: TestLine[]): Promise<number> {
	const [order] = await db('orders').insert({ status, date_created: Date.parse(iso) });
	for (const line of lines) {
		const [id] = await db('order_lines').insert({
			order,
			sku: line.sku,
			quantity: line.quantity,
			line_total: line.quantity * line.unitPrice,
		});
		if (line.unitCost !== null) await db('order_line_costs').insert({ order_line: id, unit_cost: line.unitCost });
	}
	return Number(order);
}

/** The summary's rows, in key order, as numbers. */
export async function summaryRows(db: Knex): Promise<Array<Record<string, number>>> {
	const rows: Array<Record<string, unknown>> = await db('card_day_sales').orderBy(['day', 'card']);
	return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])));
}
