import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { SourceRefusal } from '../source-records.ts';
import { answerOf, requestHeaders, validatorsOf } from './conditional-request.ts';
import type { DownloadLedgerData } from './download-ledger.ts';

/** A file to download: its name in the source (what the refusal names), its address, and where it is kept. */
export interface FileToDownload {
	name: string;
	url: string;
	path: string;
}

export type Downloaded = { kind: 'unchanged' } | { kind: 'new'; bytes: number } | { kind: 'missing' };

/** A download cut off before its end: its part is kept, and the next attempt asks for the rest. */
export class DownloadCut extends Error {}

const sizeOf = async (path: string): Promise<number | null> => {
	try {
		return (await stat(path)).size;
	} catch {
		return null;
	}
};

/**
 * One attempt at a file: asked with the validators of what is kept (unchanged: nothing is read),
 * or for the rest of its part. The body goes to `<path>.part` as it arrives, and becomes the file
 * only once it is whole; a body cut short keeps its part for the next attempt (`DownloadCut`).
 * `timeoutMs` is how long the server may stay silent, before its answer or within its body.
 */
export async function downloadOnce(
	file: FileToDownload,
	ledger: DownloadLedgerData,
	timeoutMs: number,
): Promise<Downloaded> {
	const part = `${file.path}.part`;
	// What the ledger says is kept counts only while the file is there: a file deleted by hand is downloaded again.
	const kept = (await sizeOf(file.path)) === null ? null : (ledger.files[file.name] ?? null);
	const partBytes = (await sizeOf(part)) ?? 0;
	const partOf = ledger.parts[file.name];
	const asked = requestHeaders(file.url, kept, partOf ? { ...partOf, bytes: partBytes } : null);
	const silence = new AbortController();
	let timer = setTimeout(() => silence.abort(), timeoutMs);
	const heard = () => {
		clearTimeout(timer);
		timer = setTimeout(() => silence.abort(), timeoutMs);
	};
	const refuse = (problem: string) => new SourceRefusal(file.name, 'download', `from ${file.url} ${problem}.`);
	try {
		let response: Response;
		try {
			response = await fetch(file.url, { headers: asked, redirect: 'follow', signal: silence.signal });
		} catch (error) {
			throw refuse(
				silence.signal.aborted ? `had no answer in ${timeoutMs / 1000} s` : `failed: ${reason(error)}`,
			);
		}
		const answer = answerOf(response.status, response.headers, asked, partBytes);
		if (answer.kind === 'error') throw refuse(answer.problem);
		if (answer.kind === 'unchanged' || answer.kind === 'missing') {
			await response.body?.cancel();
			return answer;
		}
		const from = answer.kind === 'rest' ? answer.from : 0;
		if (answer.kind === 'whole') ledger.parts[file.name] = { url: file.url, ...validatorsOf(response.headers) };
		await mkdir(dirname(part), { recursive: true });
		const out = createWriteStream(part, { flags: from > 0 ? 'a' : 'w' });
		let received = 0;
		let cut: string | null = null;
		try {
			for await (const chunk of response.body ?? []) {
				heard();
				received += chunk.length;
				if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
			}
		} catch (error) {
			cut = silence.signal.aborted ? `went silent for ${timeoutMs / 1000} s` : reason(error);
		} finally {
			await new Promise<void>((resolve) => out.end(() => resolve()));
		}
		const got = from + received;
		if (answer.total !== null && got < answer.total)
			throw new DownloadCut(`ended after ${got} of ${answer.total} bytes`);
		if (cut !== null) throw new DownloadCut(`was cut off after ${got} bytes (${cut})`);
		await rename(part, file.path);
		// The rest of a part is of the version the part began (If-Range held): its validators are that version's.
		const version = from > 0 && partOf ? partOf : { url: file.url, ...validatorsOf(response.headers) };
		delete ledger.parts[file.name];
		ledger.files[file.name] = { ...version, bytes: from + received, at: new Date().toISOString() };
		return { kind: 'new', bytes: received };
	} finally {
		clearTimeout(timer);
	}
}

/** A network failure's own words (undici puts them in the cause). */
function reason(error: unknown): string {
	const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
	const code = (cause as { code?: unknown } | null)?.code;
	return typeof code === 'string' ? code : cause instanceof Error ? cause.message : String(cause);
}

/** A file no longer published: what was kept of it goes, so the folder says what the source says. */
export async function forget(file: FileToDownload, ledger: DownloadLedgerData): Promise<void> {
	await rm(file.path, { force: true });
	await rm(`${file.path}.part`, { force: true });
	delete ledger.files[file.name];
	delete ledger.parts[file.name];
}
