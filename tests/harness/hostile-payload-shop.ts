import type { Knex } from 'knex';
import { expectOk, type Caller } from './api.ts';
import { addLine, newBuylist, newCustomer } from './buylists.ts';
import { createSku } from './fixtures.ts';
import type { PayloadShop } from './hostile-payload-types.ts';
import { deckhandCsv, type Uploader } from './imports.ts';
import { createTill, openTill } from './tills.ts';

/** A completed counter sale of one copy, paid in cash at the till; answers the order and its line. */
async function soldOnce(admin: Caller, db: Knex, sku: number, customer: number, till: number) {
	const sale = await admin.ok('POST', '/deckhand/checkout', {
		customer,
		channel: 'counter',
		lines: [{ sku, quantity: 1 }],
		payments: [{ method: 'cash', amount: 5_000 }],
		complete: true,
		till,
	});
	const line = await db('order_lines').where('order', sale.id).first('id');
	return { order: Number(sale.id), line: Number(line.id) };
}

/** A pending price review (a move of more than 10 % queued by a reprice run); answers its id. */
async function pendingReview(admin: Caller, db: Knex): Promise<number> {
	const { sku } = await createSku(admin, { price: 1_000 });
	await admin.ok('POST', '/deckhand/prices/reprice', {
		selection: { skus: [sku] },
		rule: { kind: 'set', price: 5_000 },
		reviewAbovePercent: 10,
		preview: false,
	});
	return Number((await db('price_reviews').where({ sku, status: 'pending' }).first('id')).id);
}

/** Every record the semantic payloads name, made through the commands and the items API as the shop would make them. */
export async function payloadShop(
	admin: Caller,
	db: Knex,
	owner: Uploader,
	clerkPassword: string,
): Promise<PayloadShop> {
	const { sku, card } = await createSku(admin, { price: 1_000, stock: 5 });
	const deletedSku = (await createSku(admin, { price: null })).sku;
	expectOk(await admin.request('DELETE', `/items/skus/${deletedSku}`), 204);
	const [customer, otherCustomer, deletedCustomer] = [
		await newCustomer(admin),
		await newCustomer(admin),
		await newCustomer(admin),
	];
	expectOk(await admin.request('DELETE', `/items/customers/${deletedCustomer}`), 204);

	const [till, otherTill, closedTill, retiredTill] = [
		await createTill(admin),
		await createTill(admin),
		await createTill(admin),
		await createTill(admin),
	];
	const session = (await openTill(admin, till, 10_000)).id;
	const otherSession = (await openTill(admin, otherTill, 10_000)).id;
	await admin.ok('PATCH', `/items/tills/${retiredTill}`, { active: false });

	const { order, line: orderLine } = await soldOnce(admin, db, sku, customer, till);
	const { order: otherOrder, line: otherOrderLine } = await soldOnce(admin, db, sku, customer, till);

	const buylist = await newBuylist(admin, customer);
	const buylistLine = (
		await addLine(admin, buylist.id, { card, condition: 'NM', finish: 'normal', language: 'EN', quantity: 1 })
	).lines[0].id;
	const otherBuylist = await newBuylist(admin);
	const otherBuylistLine = (await addLine(admin, otherBuylist.id, { sku, quantity: 1 })).lines[0].id;

	const review = await pendingReview(admin, db);
	const decidedReview = await pendingReview(admin, db);
	await admin.ok('POST', '/deckhand/prices/reviews/decide', { ids: [decidedReview], accept: false });
	const repriced = (await createSku(admin, { price: 1_000 })).sku;
	const { run } = await admin.ok('POST', '/deckhand/prices/reprice', {
		selection: { skus: [repriced] },
		rule: { kind: 'set', price: 1_100 },
		preview: false,
	});
	const priceChange = Number((await db('price_changes').where('sku', sku).orderBy('id').first('id')).id);

	const setCode = (await db('sets').where('id', 1).first('code')).code;
	const cardName = (await db('cards').where('id', card).first('name')).name;
	const uploaded = await owner.upload(
		deckhandCsv([
			{
				set_code: setCode,
				card_name: cardName,
				collector_number: '1',
				condition: 'NM',
				finish: 'normal',
				language: 'EN',
				quantity: 2,
			},
		]),
		{ name: 'hostile.csv' },
	);
	const importJob = expectOk(uploaded, 201).id;

	return {
		sku,
		deletedSku,
		customer,
		otherCustomer,
		deletedCustomer,
		till,
		session,
		otherTill,
		otherSession,
		closedTill,
		retiredTill,
		order,
		orderLine,
		otherOrder,
		otherOrderLine,
		buylist: buylist.id,
		buylistLine,
		otherBuylist: otherBuylist.id,
		otherBuylistLine,
		review,
		decidedReview,
		run,
		priceChange,
		importJob,
		clerkPassword,
	};
}
