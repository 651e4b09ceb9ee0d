import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dump, load } from 'js-yaml';
import { SNAPSHOT } from '../../server/provision/stack.ts';

/**
 * The committed snapshot plus new text fields on customers, in the given order: what a later
 * release of Deckhand would ship. A field `required` is NOT NULL without a default, which no
 * database can add to a table that has rows: a migration that fails after the fields before it
 * were added.
 */
export async function newerSnapshot(
	dataDir: string,
	added: Array<{ field: string; required?: boolean }>,
): Promise<string> {
	const snapshot = load(await readFile(SNAPSHOT, 'utf8')) as { fields: Array<Record<string, any>> };
	const phone = snapshot.fields.find((field) => field.collection === 'customers' && field.field === 'phone')!;
	for (const { field, required = false } of added)
		snapshot.fields.push({
			...structuredClone(phone),
			field,
			meta: { ...phone.meta, field, sort: 99 },
			schema: { ...phone.schema, name: field, is_nullable: !required, default_value: null },
		});
	const file = join(dataDir, `snapshot-${added.map(({ field }) => field).join('-')}.yaml`);
	await writeFile(file, dump(snapshot));
	return file;
}
