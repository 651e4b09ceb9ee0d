import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseBody } from './request-body.ts';

const refusal = (run: () => unknown) => {
	try {
		run();
	} catch (error) {
		const { code, extensions } = error as { code: string; extensions: { field: string } };
		return { code, field: extensions.field };
	}
	return null;
};

const LINE = z.object({ sku: z.number(), quantity: z.number() });
const SALE = z.object({
	note: z.string().optional(),
	discount: z.object({ kind: z.string(), value: z.number() }).nullish(),
	lines: z.array(LINE),
	restock: z.union([z.boolean(), z.array(LINE)]).optional(),
});
const BY_SKU_OR_CARD = z.union([
	z.object({ sku: z.number(), quantity: z.number() }),
	z.object({ card: z.number(), quantity: z.number() }),
]);

describe('parseBody', () => {
	it('refuses a body that is no object, then an unknown field at any depth, then a text no one typed, then the schema’s first problem', () => {
		for (const body of [[], [{ note: 'x' }], 'x', 5, true])
			expect(refusal(() => parseBody(SALE, body))).toEqual({ code: 'VALIDATION_FAILED', field: 'body' });
		const sale = { note: 'ok', lines: [{ sku: 1, quantity: 1 }] };
		expect(refusal(() => parseBody(SALE, { ...sale, note: '\u0000', extra: 1 }))).toMatchObject({ field: 'extra' });
		expect(
			refusal(() => parseBody(SALE, { ...sale, note: '\u0000', lines: [{ sku: 1, price: 2 }] })),
		).toMatchObject({
			field: 'lines[0].price',
		});
		expect(refusal(() => parseBody(SALE, { ...sale, discount: { kind: 'x', value: 1, by: 2 } }))).toMatchObject({
			field: 'discount.by',
		});
		expect(refusal(() => parseBody(SALE, { ...sale, restock: [{ sku: 1, quantity: 1, at: 2 }] }))).toMatchObject({
			field: 'restock[0].at',
		});
		expect(refusal(() => parseBody(SALE, { ...sale, note: '\u0000', lines: 'all' }))).toMatchObject({
			field: 'note',
		});
		expect(parseBody(SALE, sale)).toEqual(sale);
	});

	it('names the first field of a list’s item that is no object, and of no body at all', () => {
		expect(refusal(() => parseBody(SALE, { lines: [5] }))).toMatchObject({ field: 'lines[0].sku' });
		expect(refusal(() => parseBody(SALE, { lines: [{ sku: 1, quantity: 1 }], restock: ['x'] }))).toMatchObject({
			field: 'restock[0].sku',
		});
		for (const none of [undefined, null])
			expect(refusal(() => parseBody(SALE, none))).toMatchObject({ field: 'lines' });
	});

	it('holds a body of a union to the form it names by its own fields, else to the last', () => {
		expect(parseBody(BY_SKU_OR_CARD, { sku: 3, quantity: 1 })).toEqual({ sku: 3, quantity: 1 });
		expect(refusal(() => parseBody(BY_SKU_OR_CARD, { sku: 3, quantity: 1, card: 4 }))).toMatchObject({
			field: 'card',
		});
		expect(refusal(() => parseBody(BY_SKU_OR_CARD, { sku: 'x', quantity: 1 }))).toMatchObject({ field: 'sku' });
		expect(refusal(() => parseBody(BY_SKU_OR_CARD, { quantity: 1 }))).toMatchObject({ field: 'card' });
		expect(refusal(() => parseBody(BY_SKU_OR_CARD, { card: 4, quantity: 'x' }))).toMatchObject({
			field: 'quantity',
		});
	});
});
