import { stringify } from 'csv-stringify/sync';
import { expect } from 'vitest';
import {
	DECKHAND_COLUMNS,
	type DeckhandColumn,
} from '../../server/extensions/deckhand/src/imports/formats/deckhand-columns.ts';
import { expectOk, signIn, stackInfo, type Answer, type Caller } from './api.ts';

export type DeckhandCells = Partial<Record<DeckhandColumn, string | number | null>>;

/**
 * The header of TCGplayer's pricing export, as TCGplayer writes it: spelt out here rather than taken
 * from the server's list, so that the tests hold the server to TCGplayer's file, not to itself.
 */
export const TCGPLAYER_HEADER =
	'TCGplayer Id,Product Line,Set Name,Product Name,Title,Number,Rarity,Condition,TCG Market Price,TCG Direct Low,TCG Low Price With Shipping,TCG Low Price,Total Quantity,Add to Quantity,TCG Marketplace Price,Photo URL';

/** A file in Deckhand's own CSV, written as a client would: the header, then each row's cells (an absent cell is empty). */
export function deckhandCsv(rows: DeckhandCells[]): string {
	return stringify(
		[[...DECKHAND_COLUMNS], ...rows.map((row) => DECKHAND_COLUMNS.map((column) => row[column] ?? ''))],
		{ record_delimiter: '\n' },
	);
}

export interface UploadOptions {
	name?: string;
	format?: string;
	contentType?: string;
	headers?: Record<string, string>;
}

/** Someone who sends files: the body is the file itself, as the import screen sends it. */
export interface Uploader {
	upload: (
		body: string | Buffer | ReadableStream<Uint8Array>,
		options?: UploadOptions,
	) => Promise<Pick<Answer, 'status' | 'body' | 'route'>>;
}

/** An uploader to the shared server, or to `base` (a server of a test's own). */
export function uploaderWithToken(token: string, base = stackInfo().url): Uploader {
	return {
		upload: async (body, options = {}) => {
			const query = new URLSearchParams({
				name: options.name ?? 'stock.csv',
				...(options.format ? { format: options.format } : {}),
			});
			const streamed = typeof body === 'object' && !Buffer.isBuffer(body);
			const response = await fetch(`${base}/deckhand/imports?${query}`, {
				method: 'POST',
				headers: {
					authorization: `Bearer ${token}`,
					'content-type': options.contentType ?? 'text/csv',
					...options.headers,
				},
				body,
				...(streamed ? { duplex: 'half' } : {}),
			} as RequestInit);
			const text = await response.text();
			let parsed: any = text;
			try {
				parsed = JSON.parse(text);
			} catch {
				// Not JSON: the test sees the text.
			}
			return { status: response.status, body: parsed, route: `POST /deckhand/imports?${query}` };
		},
	};
}

/** The owner's and a clerk's uploaders. */
export async function uploaders(): Promise<{ owner: Uploader; clerk: Uploader }> {
	const { admin, staff } = stackInfo();
	const session = await signIn(staff.email, staff.password);
	return { owner: uploaderWithToken(admin.token), clerk: uploaderWithToken(session.access_token) };
}

/** Reads the job until `done` says so (a commit is a server job); fails after 60 s. */
export async function waitForJob(
	admin: Caller,
	id: number,
	done: (job: any) => boolean = (job) => job.status !== 'committing',
): Promise<any> {
	const until = Date.now() + 60_000;
	for (;;) {
		const job = await admin.ok('GET', `/deckhand/imports/${id}`);
		if (done(job)) return job;
		if (Date.now() > until) throw new Error(`import #${id} is still ${job.status}`);
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
}

export interface PlanOptions {
	quantities: 'replace' | 'add';
	createMissing: boolean;
}

/** Upload, dry run and commit, each expected to succeed; answers the committed job and its dry run. */
export async function importFile(
	owner: Uploader,
	admin: Caller,
	csv: string,
	options: PlanOptions,
	name = 'stock.csv',
) {
	const uploaded = expectOk(await owner.upload(csv, { name }), 201);
	const id = uploaded.id as number;
	const plan = expectOk(await admin.request('POST', `/deckhand/imports/${id}/plan`, options), 200);
	expectOk(await admin.request('POST', `/deckhand/imports/${id}/commit`), 202);
	const job = await waitForJob(admin, id);
	expect(job.status, JSON.stringify(job)).toBe('committed');
	return { job, plan, uploaded };
}
