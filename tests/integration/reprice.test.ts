import { beforeAll, describe, expect, it } from 'vitest';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { createSku } from '../harness/fixtures.ts';

let admin: Caller;
let staff: Caller;

beforeAll(async () => {
	({ admin, staff } = await callers());
});

const priceOf = async (sku: number) =>
	(await admin.get(`/items/skus/${sku}?fields=price`)).body.data.price as number | null;
const reprice = (caller: Caller, body: unknown) => caller.request('POST', '/deckhand/prices/reprice', body);

describe('POST /deckhand/prices/reprice', () => {
	it('previews old → new without writing anything', async () => {
		const a = await createSku(admin, { price: 1_000 });
		const b = await createSku(admin, { price: 2_005 });
		const response = await reprice(admin, {
			selection: { skus: [a.sku, b.sku] },
			rule: { kind: 'percent', percent: 10 },
		});
		expect(response.status).toBe(200);
		expect(response.body.data.applied).toBe(false);
		expect(response.body.data.changes.map((c: any) => [c.sku, c.old, c.new])).toEqual([
			[a.sku, 1_000, 1_100],
			[b.sku, 2_005, 2_206],
		]);
		// Each line names its set and number and the SKU's parts, for the dashboard to word.
		expect(response.body.data.changes[0].named).toEqual({
			card: expect.stringMatching(/^Test card /),
			set_code: expect.any(String),
			set_name: expect.any(String),
			collector_number: '1',
			kind: 'single',
			condition: 'NM',
			finish: 'normal',
			language: 'EN',
			edition: null,
		});
		expect([await priceOf(a.sku), await priceOf(b.sku)]).toEqual([1_000, 2_005]);
	});

	it('applies +10 % to a filtered selection in one go, recording each price in the price ledger', async () => {
		const name = `Reprice target ${Date.now()}`;
		const a = await createSku(admin, { price: 1_000, name });
		const b = await createSku(admin, { price: 3_000, name });
		const response = await reprice(admin, {
			selection: { filter: { q: name } },
			rule: { kind: 'percent', percent: 10 },
			preview: false,
		});
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		expect(response.body.data.applied).toBe(true);
		expect([await priceOf(a.sku), await priceOf(b.sku)]).toEqual([1_100, 3_300]);
		const history = await admin.get(`/deckhand/prices/history?skus=${a.sku}&limit=1`);
		expect(history.body.data[0]).toMatchObject({
			old_price: 1_000,
			new_price: 1_100,
			reason: 'reprice',
			run: response.body.data.run,
		});
	});

	it('rounds to .49/.99 and never goes below the floor', async () => {
		const a = await createSku(admin, { price: 1_234 });
		const b = await createSku(admin, { price: 300 });
		await reprice(admin, {
			selection: { skus: [a.sku, b.sku] },
			rule: { kind: 'percent', percent: -50 },
			rounding: 'charm',
			floor: 250,
			preview: false,
		});
		expect([await priceOf(a.sku), await priceOf(b.sku)]).toEqual([599, 250]);
	});

	it('prices a condition from the NM price of the same card and the settings ladder', async () => {
		const { card, sku: nm } = await createSku(admin, { price: 2_000 });
		const lp = await admin.ok('POST', '/items/skus', {
			card,
			condition: 'LP',
			finish: 'normal',
			language: 'EN',
		});
		await reprice(admin, {
			selection: { skus: [nm, lp.id] },
			rule: { kind: 'condition' },
			preview: false,
		});
		expect(await priceOf(lp.id)).toBe(1_700);
		expect(await priceOf(nm)).toBe(2_000);
	});

	it('changes nothing when one row of the selection would break the price bound', async () => {
		const cheap = await createSku(admin, { price: 1_000 });
		const dear = await createSku(admin, { price: 9_500_000, name: 'Trophy card' });
		const response = await reprice(admin, {
			selection: { skus: [cheap.sku, dear.sku] },
			rule: { kind: 'percent', percent: 10 },
			preview: false,
		});
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({
			code: 'VALIDATION_FAILED',
			field: 'rule',
			max: 10_000_000,
		});
		expect(firstError(response.body).message).toContain('Trophy card');
		expect([await priceOf(cheap.sku), await priceOf(dear.sku)]).toEqual([1_000, 9_500_000]);
	});

	it('changes nothing when the selection names a SKU that does not exist', async () => {
		const a = await createSku(admin, { price: 1_000 });
		const response = await reprice(admin, {
			selection: { skus: [a.sku, 99_999_999] },
			rule: { kind: 'set', price: 5 },
			preview: false,
		});
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions.field).toBe('selection.skus');
		expect(await priceOf(a.sku)).toBe(1_000);
	});

	it.each([
		[{ rule: { kind: 'percent', percent: 0 } }, 'rule.percent'],
		[{ rule: { kind: 'percent', percent: 1_001 } }, 'rule.percent'],
		[{ rule: { kind: 'set', price: -1 } }, 'rule.price'],
		[{ rule: { kind: 'double' } }, 'rule.kind'],
		[{ rule: { kind: 'set', price: 100 }, floor: -1 }, 'floor'],
		[{ rule: { kind: 'set', price: 100 }, rounding: 'up' }, 'rounding'],
	])('refuses %j naming %s', async (body, field) => {
		const a = await createSku(admin, { price: 1_000 });
		const response = await reprice(admin, { selection: { skus: [a.sku] }, preview: false, ...body });
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		expect(await priceOf(a.sku)).toBe(1_000);
	});

	it('refuses staff with PRICE_CHANGE_FORBIDDEN and changes nothing', async () => {
		const a = await createSku(admin, { price: 1_000 });
		const response = await reprice(staff, {
			selection: { skus: [a.sku] },
			rule: { kind: 'set', price: 1 },
			preview: false,
		});
		expect(response.status).toBe(403);
		expect(firstError(response.body).extensions.code).toBe('PRICE_CHANGE_FORBIDDEN');
		expect(await priceOf(a.sku)).toBe(1_000);
	});
});

describe('POST /deckhand/prices/undo-run', () => {
	const undo = (caller: Caller, run: unknown) => caller.request('POST', '/deckhand/prices/undo-run', { run });

	it('says the retail value that changes, before and after, in the preview and the answer', async () => {
		const a = await createSku(admin, { price: 1_000, stock: 3 });
		const b = await createSku(admin, { price: 500 });
		const preview = await reprice(admin, {
			selection: { skus: [a.sku, b.sku] },
			rule: { kind: 'percent', percent: 10 },
		});
		expect(preview.body.data.retail).toEqual({ before: 3_000, after: 3_300 });
	});

	it('takes a whole run back in one step, as new changes under a run of its own, and can undo the undo', async () => {
		const a = await createSku(admin, { price: 1_000 });
		const b = await createSku(admin, { price: 2_000 });
		const applied = await reprice(admin, {
			selection: { skus: [a.sku, b.sku] },
			rule: { kind: 'percent', percent: 10 },
			preview: false,
		});
		expect([await priceOf(a.sku), await priceOf(b.sku)]).toEqual([1_100, 2_200]);
		const undone = await undo(admin, applied.body.data.run);
		expect(undone.status, JSON.stringify(undone.body)).toBe(200);
		expect(undone.body.data).toMatchObject({ undone: 2, changed_since: [] });
		expect([await priceOf(a.sku), await priceOf(b.sku)]).toEqual([1_000, 2_000]);
		const history = await admin.get(`/deckhand/prices/history?skus=${a.sku}`);
		expect(history.body.data[0]).toMatchObject({
			old_price: 1_100,
			new_price: 1_000,
			reason: 'undo',
			run: undone.body.data.run,
		});
		expect(history.body.data[0].restored_from).toBe(history.body.data[1].id);
		expect((await undo(admin, undone.body.data.run)).body.data.undone).toBe(2);
		expect([await priceOf(a.sku), await priceOf(b.sku)]).toEqual([1_100, 2_200]);
	});

	it('leaves a SKU priced again since as it is, and names it', async () => {
		const a = await createSku(admin, { price: 1_000 });
		const b = await createSku(admin, { price: 2_000 });
		const applied = await reprice(admin, {
			selection: { skus: [a.sku, b.sku] },
			rule: { kind: 'percent', percent: -50 },
			preview: false,
		});
		expect((await admin.request('POST', '/deckhand/prices/set', { sku: b.sku, price: 1_234 })).status).toBe(200);
		const undone = await undo(admin, applied.body.data.run);
		expect(undone.body.data).toMatchObject({ undone: 1, changed_since: [b.sku] });
		expect([await priceOf(a.sku), await priceOf(b.sku)]).toEqual([1_000, 1_234]);
	});

	it('refuses staff, an unknown run and a run that is not an id, changing nothing', async () => {
		const a = await createSku(admin, { price: 1_000 });
		const applied = await reprice(admin, {
			selection: { skus: [a.sku] },
			rule: { kind: 'percent', percent: 10 },
			preview: false,
		});
		const clerk = await undo(staff, applied.body.data.run);
		expect([clerk.status, firstError(clerk.body).extensions.code]).toEqual([403, 'PRICE_CHANGE_FORBIDDEN']);
		const unknown = await undo(admin, '00000000-0000-4000-8000-000000000000');
		expect([unknown.status, firstError(unknown.body).extensions.field]).toEqual([400, 'run']);
		for (const bad of [1, 'x', null])
			expect(firstError((await undo(admin, bad)).body).extensions.field).toBe('run');
		expect(await priceOf(a.sku)).toBe(1_100);
	});
});
