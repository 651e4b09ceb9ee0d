import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idList, lines, optionalNote, rowId, text, whole } from './fields.ts';
import { boundsOf, checkRequest } from './refusal.ts';

const LINE = z.object({ sku: rowId('Choose the SKU.'), quantity: whole(1, 99, 'From 1 to 99 copies.') });
const SALE = z.object({ lines: z.array(LINE, { error: 'The lines are a list.' }), note: optionalNote(10) });

describe('boundsOf', () => {
	it('reads a number’s value bounds and a text’s length bounds, through optional, nullable and transformed fields', () => {
		expect(boundsOf(whole(-5, 5, 'm'))).toEqual({ min: -5, max: 5 });
		expect(boundsOf(whole(1, 9, 'm').nullish())).toEqual({ min: 1, max: 9 });
		expect(boundsOf(text(1, 8, 'm').optional())).toEqual({ min: 1, max: 8 });
		expect(boundsOf(lines(1, 1_000, 'm'))).toEqual({ min: 1, max: 1_000 });
		expect(boundsOf(optionalNote(10))).toEqual({ max: 10 });
	});

	it('reads how many items a list takes', () => {
		expect(boundsOf(idList(50, 'm'))).toEqual({ min: 1, max: 50 });
	});

	it('names no bound a field does not set', () => {
		expect(boundsOf(z.number().int())).toEqual({});
		expect(boundsOf(z.enum(['a', 'b']))).toEqual({});
	});
});

describe('checkRequest', () => {
	it('answers the request as the server takes it', () => {
		expect(checkRequest(SALE, { lines: [{ sku: 3, quantity: 2 }], note: '  by post ' })).toEqual({
			ok: true,
			value: { lines: [{ sku: 3, quantity: 2 }], note: 'by post' },
		});
	});

	it('refuses the first problem naming its field as refusals do, in the schema’s words, with its bounds', () => {
		expect(
			checkRequest(SALE, {
				lines: [
					{ sku: 3, quantity: 2 },
					{ sku: 4, quantity: 100 },
				],
			}),
		).toEqual({
			ok: false,
			field: 'lines[1].quantity',
			message: 'From 1 to 99 copies.',
			min: 1,
			max: 99,
		});
		expect(checkRequest(SALE, { lines: 'all' })).toEqual({
			ok: false,
			field: 'lines',
			message: 'The lines are a list.',
		});
		expect(checkRequest(SALE, { lines: [], note: 'x'.repeat(11) })).toMatchObject({ field: 'note', max: 10 });
	});

	it('refuses a list of ids on the list, whichever id is wrong', () => {
		const PICK = z.object({ ids: idList(3, 'Pick 1 to 3.') });
		expect(checkRequest(PICK, { ids: [2, 2, 1] })).toEqual({ ok: true, value: { ids: [2, 1] } });
		for (const ids of [[], [1, 2, 3, 4], [1, '2'], [0], 'all'])
			expect(checkRequest(PICK, { ids })).toEqual({
				ok: false,
				field: 'ids',
				message: 'Pick 1 to 3.',
				min: 1,
				max: 3,
			});
	});

	it('reads the bounds of the object of a union the request is, by its discriminator', () => {
		const RULE = z.object({
			rule: z.discriminatedUnion('kind', [
				z.object({ kind: z.literal('up'), by: whole(1, 10, 'Up 1 to 10.') }),
				z.object({ kind: z.literal('down'), by: whole(1, 5, 'Down 1 to 5.') }),
			]),
		});
		expect(checkRequest(RULE, { rule: { kind: 'down', by: 6 } })).toEqual({
			ok: false,
			field: 'rule.by',
			message: 'Down 1 to 5.',
			min: 1,
			max: 5,
		});
	});

	it('refuses a field of two forms within the form its value is, with the bounds its forms set', () => {
		const RESTOCK = z.object({
			restock: z.union([z.boolean(), z.array(LINE, { error: 'True or 1 to 2 lines.' }).max(2)], {
				error: 'True or 1 to 2 lines.',
			}),
		});
		expect(checkRequest(RESTOCK, { restock: true })).toEqual({ ok: true, value: { restock: true } });
		expect(checkRequest(RESTOCK, { restock: [{ sku: 3 }] })).toEqual({
			ok: false,
			field: 'restock[0].quantity',
			message: 'From 1 to 99 copies.',
			min: 1,
			max: 99,
		});
		for (const restock of ['yes', [1, 2, 3]])
			expect(checkRequest(RESTOCK, { restock })).toEqual({
				ok: false,
				field: 'restock',
				message: 'True or 1 to 2 lines.',
				max: 2,
			});
	});

	it('names the body when the request is no object', () => {
		expect(checkRequest(SALE, [1, 2])).toMatchObject({ ok: false, field: 'body' });
	});
});
