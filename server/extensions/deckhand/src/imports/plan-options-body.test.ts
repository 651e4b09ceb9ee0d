import { describe, expect, it } from 'vitest';
import { PLAN_OPTIONS } from '@deckhand/contract/imports/import-input.ts';
import { parseBody } from '../domain/request-body.ts';

const parsePlanOptions = (body: unknown) => parseBody(PLAN_OPTIONS, body);

function refusal(body: unknown) {
	try {
		parsePlanOptions(body);
	} catch (error) {
		return { message: (error as Error).message, ...(error as { extensions: object }).extensions };
	}
	throw new Error('not refused');
}

describe('a dry run’s options', () => {
	it('reads replace or add, and whether to create what is missing', () => {
		expect(parsePlanOptions({ quantities: 'add', createMissing: false })).toEqual({
			quantities: 'add',
			createMissing: false,
		});
	});

	it('refuses anything else naming the field', () => {
		expect(refusal({ quantities: 'both', createMissing: true })).toEqual({
			field: 'quantities',
			message: 'Quantities either replace what is on hand or are added to it: replace or add.',
		});
		expect(refusal({ quantities: 'replace', createMissing: 1 })).toEqual({
			field: 'createMissing',
			message: 'createMissing is true (create the cards and SKUs the shop lacks) or false (skip those rows).',
		});
		expect(refusal(null)).toMatchObject({ field: 'quantities' });
		expect(refusal({ quantities: 'add', createMissing: true, dryRun: true })).toMatchObject({ field: 'dryRun' });
	});

	it('takes a choice for purchase prices in another currency, and a rate above 0, at most 10000, of at most 6 decimals', () => {
		const base = { quantities: 'replace', createMissing: false } as const;
		expect(parsePlanOptions({ ...base, foreignCosts: 'convert', costRate: 1.083456 })).toEqual({
			...base,
			foreignCosts: 'convert',
			costRate: 1.083456,
		});
		expect(parsePlanOptions({ ...base, foreignCosts: 'convert', costRate: 9_999.123456 })).toMatchObject({
			costRate: 9_999.123456,
		});
		expect(parsePlanOptions({ ...base, foreignCosts: 'without' })).toEqual({ ...base, foreignCosts: 'without' });
		for (const costRate of [0, -1, 10_000.01, 1.0000001, '1.08', null])
			expect(refusal({ ...base, foreignCosts: 'convert', costRate }), String(costRate)).toEqual({
				field: 'costRate',
				min: 0,
				max: 10_000,
				message:
					"The exchange rate is a number above 0 and at most 10000, with at most 6 decimals: what 1 of the file's currency is in the shop's.",
			});
		expect(refusal({ ...base, foreignCosts: 'euro' })).toMatchObject({ field: 'foreignCosts' });
	});
});
