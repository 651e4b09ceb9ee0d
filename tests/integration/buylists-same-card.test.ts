import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { firstError, type Caller } from '../harness/api.ts';
import { addLine, buylistBooks, newBuylist, openBuylistShop } from '../harness/buylists.ts';
import { createSku } from '../harness/fixtures.ts';

let admin: Caller;
let staff: Caller;
let db: Knex;
let customer: number;

beforeAll(async () => {
	({ admin, staff, db, customer } = await openBuylistShop());
});
afterAll(() => db.destroy());

describe('the same card scanned twice into a buylist', () => {
	it('makes one line with both copies, by its SKU or by the card as brought, and its offer for both', async () => {
		const { sku, card } = await createSku(admin, { price: 1_999, stock: 1 });
		const { id } = await newBuylist(staff, customer);
		await addLine(staff, id, { sku, quantity: 1 });
		await addLine(staff, id, { sku, quantity: 1 });
		const view = await addLine(staff, id, { card, condition: 'NM', finish: 'normal', language: 'EN', quantity: 2 });
		expect(view.lines).toHaveLength(1);
		expect(view.lines[0]).toMatchObject({
			card: expect.objectContaining({ id: card }),
			quantity: 4,
			buy_quantity: 4,
		});
		expect(view.lines[0]?.line_cash).toBe(4 * 999);
		expect(view.total_cash).toBe(4 * 999);
	});

	it('keeps another condition, finish or language of the card on a line of its own', async () => {
		const { sku, card } = await createSku(admin, { price: 1_999 });
		const { id } = await newBuylist(staff, customer);
		await addLine(staff, id, { sku, quantity: 1 });
		await addLine(staff, id, { card, condition: 'LP', finish: 'normal', language: 'EN', quantity: 1 });
		await addLine(staff, id, { card, condition: 'NM', finish: 'foil', language: 'EN', quantity: 1 });
		const view = await addLine(staff, id, { card, condition: 'NM', finish: 'normal', language: 'DE', quantity: 1 });
		expect(
			view.lines.map((line: Record<string, unknown>) => [
				line.condition,
				line.finish,
				line.language,
				line.quantity,
			]),
		).toEqual([
			['NM', 'normal', 'EN', 1],
			['LP', 'normal', 'EN', 1],
			['NM', 'foil', 'EN', 1],
			['NM', 'normal', 'DE', 1],
		]);
	});

	it('refuses copies that would take the line above 999, naming what the line still takes, and changes nothing', async () => {
		const { sku } = await createSku(admin, { price: 1_999 });
		const { id } = await newBuylist(staff, customer);
		await addLine(staff, id, { sku, quantity: 990 });
		const before = await buylistBooks(db, id);
		const response = await staff.request('POST', `/deckhand/buylists/${id}/lines`, { sku, quantity: 10 });
		expect(response.status, JSON.stringify(response.body)).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({
			code: 'VALIDATION_FAILED',
			field: 'quantity',
			max: 9,
		});
		expect(await buylistBooks(db, id)).toEqual(before);
		const view = await addLine(staff, id, { sku, quantity: 9 });
		expect(view.lines.map((line: { quantity: number }) => line.quantity)).toEqual([999]);
	});
});
