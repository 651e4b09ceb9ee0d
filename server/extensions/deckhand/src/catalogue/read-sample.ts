import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkedRecords } from './checked-records.ts';
import { folderFiles } from './folder-files.ts';
import type {
	CatalogueSource,
	SourceCard,
	SourceGroup,
	SourceQuote,
	SourceRecord,
	SourceSet,
	SourceSkip,
} from './source-records.ts';

/** The real samples of the sources (server/seed/catalogue-samples, the demo shop's too), one folder each. */
export const SAMPLES = fileURLToPath(new URL('../../../../seed/catalogue-samples/', import.meta.url));

export interface ReadRecords {
	sets: SourceSet[];
	cards: SourceCard[];
	groups: SourceGroup[];
	quotes: SourceQuote[];
	skips: SourceSkip[];
}

/** Every record a source reads from a folder, by kind, checked across records as a run checks them. */
export async function readFolder(source: CatalogueSource, folder: string): Promise<ReadRecords> {
	const read: ReadRecords = { sets: [], cards: [], groups: [], quotes: [], skips: [] };
	const lists: { [Type in SourceRecord['type']]: SourceRecord[] } = {
		set: read.sets,
		card: read.cards,
		group: read.groups,
		quote: read.quotes,
		skip: read.skips,
	};
	for await (const record of checkedRecords(source.read(folderFiles(folder)))) lists[record.type].push(record);
	return read;
}

/** A throw-away folder holding these files (name → text), for a source's bad or generated input. */
export async function folderOf(files: Readonly<Record<string, string>>): Promise<string> {
	const folder = await mkdtemp(join(tmpdir(), 'deckhand-catalogue-'));
	for (const [name, text] of Object.entries(files)) {
		await mkdir(dirname(join(folder, name)), { recursive: true });
		await writeFile(join(folder, name), text);
	}
	return folder;
}

/** A throw-away folder holding the sample's `file` cut off halfway, as a download that stopped. */
export async function cutShort(folder: string, file: string): Promise<string> {
	const whole = await readFile(join(folder, file), 'utf8');
	return folderOf({ [file]: whole.slice(0, Math.floor(whole.length / 2)) });
}
