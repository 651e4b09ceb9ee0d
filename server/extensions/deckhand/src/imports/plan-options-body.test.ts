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
});
