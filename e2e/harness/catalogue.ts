import { execFileSync } from 'node:child_process';
import { mkdir, open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { madeUpSet, sourceFiles } from '../../tests/harness/catalogue.ts';
import { stack } from './browser.ts';

/**
 * pokemon-tcg-data's files of a made-up set (`id`, `size` cards) in the end-to-end server's data
 * folder, its cards file a named pipe: a run reads the set, then waits at the cards until
 * `release` writes them (or, with `[]`, none), so a screen can be seen while the run is at work,
 * however fast the machine.
 */
export async function heldSource(id: string, size: number): Promise<{ release: (cards?: 'none') => Promise<void> }> {
	const files = await madeUpSet(id, size);
	const cardsName = `cards/en/${id}.json`;
	const { [cardsName]: cards, ...rest } = files;
	await sourceFiles('pokemon-tcg-data', rest, stack().dataDir);
	const pipe = join(stack().dataDir, 'catalogue', 'pokemon-tcg-data', cardsName);
	await mkdir(dirname(pipe), { recursive: true });
	execFileSync('mkfifo', [pipe]);
	return {
		release: async (given) => {
			// Opening for writing waits for the run to open it for reading.
			const writer = await open(pipe, 'w');
			await writer.writeFile(JSON.stringify(given === 'none' ? [] : cards));
			await writer.close();
		},
	};
}
