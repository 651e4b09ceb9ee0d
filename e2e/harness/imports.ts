import { stringify } from 'csv-stringify/sync';
import {
	DECKHAND_COLUMNS,
	type DeckhandColumn,
} from '../../server/extensions/deckhand/src/imports/formats/deckhand-columns.ts';
import { expectOk } from '../../tests/harness/api.ts';
import { api } from './api.ts';
import { stack } from './browser.ts';

/** A file as a test writes it: what the browser's file chooser is handed, or the API's upload is sent. */
export interface TestFile {
	name: string;
	text: string;
}

export type DeckhandCells = Partial<Record<DeckhandColumn, string>>;

/** A Deckhand CSV of the given rows: every column Deckhand writes, those a row does not name left empty. */
export function deckhandFile(name: string, rows: DeckhandCells[]): TestFile {
	return {
		name,
		text: stringify([
			[...DECKHAND_COLUMNS],
			...rows.map((row) => DECKHAND_COLUMNS.map((column) => row[column] ?? '')),
		]),
	};
}

/** Sends a file as the owner, its bytes as the body (as the screen sends them). Answers the server's status and body, a refusal included. */
export async function sendFile(file: TestFile, format = 'auto'): Promise<{ status: number; body: any }> {
	const response = await fetch(
		`${stack().url}/deckhand/imports?format=${format}&name=${encodeURIComponent(file.name)}`,
		{
			method: 'POST',
			headers: { 'content-type': 'text/csv', authorization: `Bearer ${stack().admin.token}` },
			body: file.text,
		},
	);
	return { status: response.status, body: await response.json() };
}

/** Uploads a file as the owner. Answers the staged import. */
export async function uploadFile(file: TestFile): Promise<{ id: number; status: string }> {
	const { status, body } = await sendFile(file);
	return expectOk({ status, body, route: `upload of ${file.name}` }, 201);
}

/** Runs a staged import's dry run with the screen's first options. */
export const planFile = (job: number) =>
	api('POST', `/deckhand/imports/${job}/plan`, { quantities: 'replace', createMissing: true });

/** Commits a planned import and waits until the server has ended it. Answers the job as it ended. */
export async function commitFile(job: number): Promise<{ id: number; status: string }> {
	await api('POST', `/deckhand/imports/${job}/commit`);
	for (;;) {
		const now = await api('GET', `/deckhand/imports/${job}`);
		if (now.status !== 'committing') return now;
		await new Promise((next) => setTimeout(next, 200));
	}
}
