import { describe, expect, it } from 'vitest';
import { committedFiles, generateCollections } from '../../../scripts/generate-contract.ts';

const { snapshot, collections } = await committedFiles();

describe('collections.ts', () => {
	it('is what the schema snapshot generates', async () => {
		expect(
			collections,
			'collections.ts differs from server/schema/snapshot.yaml: run `npm run contract:generate`',
		).toBe(await generateCollections(snapshot));
	});

	it('no longer matches once a field of the snapshot changes', async () => {
		const field = '    field: tracking_number\n    type: string\n';
		expect(snapshot).toContain(field);
		const changed = await generateCollections(
			snapshot.replace(field, '    field: tracking_number\n    type: integer\n'),
		);
		expect(changed).toContain('tracking_number: number | null;');
		expect(changed).not.toBe(collections);
	});
});
