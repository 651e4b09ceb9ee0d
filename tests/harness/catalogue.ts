import { readFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import { isWorking, type CatalogueRun } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { CATALOGUE_SAMPLES } from '../../server/seed/sample-catalog.ts';
import { stackInfo, type Caller } from './api.ts';

/** A real sample file of a catalogue source (`server/seed/catalogue-samples/<source>/…`), parsed. */
export const readSample = async <T>(path: string): Promise<T> =>
	JSON.parse(await readFile(join(CATALOGUE_SAMPLES, path), 'utf8')) as T;

/**
 * The test server's folder of a source's files (`<data>/catalogue/<source>/`), holding these files
 * (name → JSON) alone; `dataDir`: another server's data folder (the end-to-end stack's).
 */
export async function sourceFiles(
	source: string,
	files: Readonly<Record<string, unknown>>,
	dataDir = stackInfo().dataDir,
): Promise<void> {
	const folder = join(dataDir, 'catalogue', source);
	await rm(folder, { recursive: true, force: true });
	for (const [name, content] of Object.entries(files)) {
		await mkdir(dirname(join(folder, name)), { recursive: true });
		await writeFile(join(folder, name), typeof content === 'string' ? content : JSON.stringify(content));
	}
}

type PokemonCard = Record<string, unknown> & { id: string; number: string; name: string };
type PokemonSet = Record<string, unknown> & { id: string };

/**
 * pokemon-tcg-data's files of a made-up set of its own (`id`) with `size` cards, shaped as Obsidian
 * Flames' real ones: a run with real work to do, which takes a while to read.
 */
export async function madeUpSet(id: string, size: number): Promise<Record<string, unknown>> {
	const sets = await readSample<PokemonSet[]>('pokemon-tcg-data/sets/en.json');
	const cards = await readSample<PokemonCard[]>('pokemon-tcg-data/cards/en/sv3.json');
	const set = { ...sets.find((each) => each.id === 'sv3')!, id, name: `Made-up ${id}`, ptcgoCode: id.toUpperCase() };
	const made = Array.from({ length: size }, (_, i) => ({
		...cards[i % cards.length],
		id: `${id}-${i + 1}`,
		number: String(i + 1),
		name: `Made-up ${id} ${i + 1}`,
	}));
	return { 'sets/en.json': [set], [`cards/en/${id}.json`]: made };
}

/** A run of the source started by the owner, followed to its end. */
export async function ranSource(admin: Caller, source: string): Promise<CatalogueRun> {
	const started = await admin.request('POST', '/deckhand/catalogue/runs', { source });
	expect(started.status, JSON.stringify(started.body)).toBe(202);
	return runEnded(admin, started.body.data.id);
}

/** The run once it has ended: done, failed or cancelled. */
export async function runEnded(admin: Caller, id: number): Promise<CatalogueRun> {
	for (let tries = 0; tries < 1_200; tries++) {
		const run = (await admin.get(`/deckhand/catalogue/runs/${id}`)).body.data as CatalogueRun;
		if (!isWorking(run.status)) return run;
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	throw new Error(`catalogue run #${id} did not end`);
}
