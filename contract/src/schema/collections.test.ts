import { describe, expect, it } from 'vitest';
import { committedFiles, generateSchemaFiles } from '../../../scripts/generate-contract.ts';

const { snapshot, files } = await committedFiles();

describe('the schema files', () => {
	it('are what the schema snapshot generates', async () => {
		const generated = await generateSchemaFiles(snapshot);
		expect([...generated.keys()]).toEqual([...files.keys()]);
		for (const [file, text] of generated)
			expect(
				files.get(file),
				`${file} differs from server/schema/snapshot.yaml: run \`npm run contract:generate\``,
			).toBe(text);
	});

	it('no longer match once a field of the snapshot changes', async () => {
		const field = '    field: tracking_number\n    type: string\n';
		expect(snapshot).toContain(field);
		const changed = await generateSchemaFiles(
			snapshot.replace(field, '    field: tracking_number\n    type: integer\n'),
		);
		expect(changed.get('orders.ts')).toContain('tracking_number: number | null;');
		expect(changed.get('orders.ts')).not.toBe(files.get('orders.ts'));
	});
});
