import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { filesAt, SourceRefusal } from '../source-records.ts';
import { sourceFor } from '../sources/index.ts';
import { trackedFiles } from './files-read.ts';
import { refusalFrom, refusalOf, type FromReader, type ReaderStart, type ToReader } from './reader-messages.ts';
import { stageRecords } from './stage-records.ts';

/*
 * A run's reader, in a thread of its own (`stage-run.ts` starts it): the source's files parsed,
 * checked and made staging rows here, so the server's own thread, which answers the till, only
 * writes them. Its heap is bounded (`READER_LIMITS`), and what it parses is never the server's garbage.
 */

const port = parentPort!;
const { source, games, applied, batch, nice } = workerData as ReaderStart;

/**
 * On Linux, this thread may yield the cores to the server's own thread and the database when they
 * want them (a nice value of its own, which Linux keeps per thread; `STAGING` says when): on two
 * cores a sale then waits less behind a run's parsing. Elsewhere it reads at the server's priority.
 */
function yieldToTheTill(): void {
	if (nice === 0) return;
	try {
		const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
		if (thread > 0) setPriority(thread, nice);
	} catch {
		// Not Linux: no thread of its own to lower.
	}
}

yieldToTheTill();
const say = (message: FromReader) => port.postMessage(message);

let asked = 0;
const answers = new Map<number, (answer: ToReader) => void>();
let written: (() => void) | null = null;
port.on('message', (message: ToReader) => {
	if (message.type === 'written') {
		written?.();
		written = null;
		return;
	}
	answers.get(message.ask)?.(message);
	answers.delete(message.ask);
});

/** The run's answer to a question about a file, or what it refused. */
async function ask(type: 'path' | 'missing', name: string): Promise<string | null | SourceRefusal> {
	const answer = await new Promise<ToReader>((resolve) => {
		asked += 1;
		answers.set(asked, resolve);
		say({ type, ask: asked, name });
	});
	if (answer.type === 'answer') return answer.path;
	if (answer.type === 'refused') return refusalFrom(answer.refusal);
	throw new Error(answer.type === 'failed' ? answer.message : 'an answer of no question');
}

const files = trackedFiles(
	filesAt({
		async pathOf(name) {
			const path = await ask('path', name);
			if (path instanceof SourceRefusal) throw path;
			return path;
		},
		async missing(name) {
			const refusal = await ask('missing', name);
			if (!(refusal instanceof SourceRefusal)) throw new Error(`no refusal of the missing file ${name}`);
			return refusal;
		},
	}),
);

/** Written: the batch before the one now handed on. */
let before: Promise<void> = Promise.resolve();
try {
	const counts = await stageRecords(sourceFor(source, games), files, applied, batch, async (kind, rows, records) => {
		await before;
		before = new Promise<void>((resolve) => (written = resolve));
		say({ type: 'rows', kind, json: JSON.stringify(rows), seq: Number(rows[0]![0]), records });
	});
	await before;
	say({ type: 'end', counts, filesRead: files.read() });
} catch (error) {
	if (error instanceof SourceRefusal) say({ type: 'refused', refusal: refusalOf(error) });
	else say({ type: 'failed', message: String(error) });
}
port.close();
