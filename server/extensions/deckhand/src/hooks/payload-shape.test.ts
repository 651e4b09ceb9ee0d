import type { SchemaOverview } from '@directus/types';
import { describe, expect, it } from 'vitest';
import { refuseUnknownFields } from './payload-shape.ts';

const schema = {
	collections: { tills: { primary: 'id', fields: { id: {}, name: {}, active: {}, date_created: {} } } },
} as unknown as SchemaOverview;

function refusal(run: () => void) {
	try {
		run();
	} catch (error) {
		return { message: (error as Error).message, extensions: (error as { extensions: unknown }).extensions };
	}
	throw new Error('expected a refusal');
}

describe('refuseUnknownFields', () => {
	it("takes the collection's own fields", () => {
		expect(() => refuseUnknownFields(schema, 'tills', { name: 'Counter 2', active: true })).not.toThrow();
	});

	it.each(['colour', 'NAME', 'name ', '__proto__', 'constructor', 'toString'])(
		'refuses a field the collection has not: %j',
		(field) => {
			const payload = JSON.parse(`{${JSON.stringify(field)}: 1}`) as Record<string, unknown>;
			expect(refusal(() => refuseUnknownFields(schema, 'tills', payload)).extensions).toEqual({ field });
		},
	);

	it("refuses a new row's key, and an update moving a row to another key", () => {
		expect(refusal(() => refuseUnknownFields(schema, 'tills', { id: 7, name: 'x' })).message).toBe(
			"A row's id is given by the server: leave it out.",
		);
		expect(refusal(() => refuseUnknownFields(schema, 'tills', { id: 8 }, [7])).extensions).toEqual({ field: 'id' });
		expect(refusal(() => refuseUnknownFields(schema, 'tills', { id: 7 }, [7, 8])).extensions).toEqual({
			field: 'id',
		});
	});

	it('lets a batch update name each row by its own key', () => {
		expect(() => refuseUnknownFields(schema, 'tills', { id: 7, name: 'x' }, ['7'])).not.toThrow();
	});

	it('leaves a collection the schema does not know to Directus', () => {
		expect(() => refuseUnknownFields(schema, 'games', { anything: 1 })).not.toThrow();
	});
});
