import { createReadStream } from 'node:fs';
import type { ImportFormat, ReadRow } from '@deckhand/contract/imports/import-row.ts';
import { readImport } from './index.ts';

/** The import files the tests read, made for them in each tool's shape (tests/fixtures/imports). */
const FIXTURES = new URL('../../../../../../tests/fixtures/imports/', import.meta.url);

/** A fixture read as an upload is: streamed from the file, every row gathered. */
export async function readFixture(name: string, chosen: ImportFormat | null = null, currency = 'USD') {
	const reading = await readImport(createReadStream(new URL(name, FIXTURES)), chosen, { currency });
	const rows: ReadRow[] = [];
	for await (const row of reading.rows) rows.push(row);
	return { ...reading, rows };
}
