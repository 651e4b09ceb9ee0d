import { beforeAll, describe, expect, it } from 'vitest';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { createSku, skuState } from '../harness/fixtures.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
});

describe('POST /deckhand/stock/adjust', () => {
	it('writes the movement and the new quantity together, recording who, why and the note', async () => {
		const { sku } = await createSku(admin, { stock: 3 });
		const response = await staff.request('POST', '/deckhand/stock/adjust', {
			sku,
			delta: 2,
			reason: 'count',
			note: 'Found in back room',
		});
		expect(response.status).toBe(200);
		expect(response.body.data).toMatchObject({ sku, quantity: 5 });

		const movement = await admin.get(
			`/items/stock_movements/${response.body.data.movement}?fields=delta,reason,note,user_created.email`,
		);
		expect(movement.body.data).toEqual({
			delta: 2,
			reason: 'count',
			note: 'Found in back room',
			user_created: { email: 'staff@deckhand.example.com' },
		});
		const state = await skuState(admin, sku);
		expect(state.quantity).toBe(5);
		expect(state.delta).toBe(5);
	});

	it('refuses to take stock below zero with OUT_OF_STOCK naming the card, and changes nothing', async () => {
		const { sku } = await createSku(admin, { stock: 2, name: 'Charizard ex' });
		const before = await skuState(admin, sku);
		const response = await staff.request('POST', '/deckhand/stock/adjust', { sku, delta: -3, reason: 'damage' });
		expect(response.status).toBe(409);
		expect(firstError(response.body).extensions.code).toBe('OUT_OF_STOCK');
		expect(firstError(response.body).message).toBe('Only 2 of Charizard ex (NM) left.');
		expect(await skuState(admin, sku)).toEqual(before);
	});

	it.each([
		[{ delta: 0, reason: 'count' }, 'delta', '-10000 to 10000'],
		[{ delta: 10_001, reason: 'count' }, 'delta', '-10000 to 10000'],
		[{ delta: -10_001, reason: 'count' }, 'delta', '-10000 to 10000'],
		[{ delta: 1.5, reason: 'count' }, 'delta', 'whole number'],
		[{ delta: '2', reason: 'count' }, 'delta', 'whole number'],
		[{ delta: 1, reason: 'sale' }, 'reason', 'count, damage, adjustment'],
		[{ delta: 1 }, 'reason', 'count, damage, adjustment'],
		[{ delta: 1, reason: 'count', note: 'x'.repeat(1_001) }, 'note', '1000 characters'],
	])('refuses %j with VALIDATION_FAILED on %s and writes nothing', async (input, field, bound) => {
		const { sku } = await createSku(admin, { stock: 4 });
		const before = await skuState(admin, sku);
		const response = await staff.request('POST', '/deckhand/stock/adjust', { sku, ...input });
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		expect(firstError(response.body).message).toContain(bound);
		expect(await skuState(admin, sku)).toEqual(before);
	});

	it('refuses an unknown SKU, naming the field', async () => {
		const response = await admin.request('POST', '/deckhand/stock/adjust', {
			sku: 99_999_999,
			delta: 1,
			reason: 'count',
		});
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'sku' });
	});

	it('refuses a visitor who is not signed in', async () => {
		const { sku } = await createSku(admin, { stock: 1 });
		const response = await anonymous.request('POST', '/deckhand/stock/adjust', {
			sku,
			delta: -1,
			reason: 'damage',
		});
		expect(response.status).toBe(401);
		expect((await skuState(admin, sku)).quantity).toBe(1);
	});

	it('never oversells when many adjustments race for the last copies', async () => {
		const { sku } = await createSku(admin, { stock: 5 });
		const results = await Promise.all(
			Array.from({ length: 12 }, (_, i) =>
				staff.on(i).request('POST', '/deckhand/stock/adjust', { sku, delta: -1, reason: 'damage' }),
			),
		);
		expect(results.filter((r) => r.status === 200)).toHaveLength(5);
		expect(
			results.filter((r) => r.status === 409).every((r) => firstError(r.body).extensions.code === 'OUT_OF_STOCK'),
		).toBe(true);
		const state = await skuState(admin, sku);
		expect(state.quantity).toBe(0);
		expect(state.delta).toBe(0);
	});
});
