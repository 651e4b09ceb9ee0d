import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { folderFiles } from '../folder-files.ts';
import { folderOf } from '../read-sample.ts';
import { trackedFiles, unchangedSince } from './files-read.ts';

let folder: string;
afterEach(async () => {
	await rm(folder, { recursive: true, force: true });
});

const drain = async (stream: Readable) => {
	let text = '';
	for await (const chunk of stream) text += String(chunk);
	return text;
};

describe('the files a run read', () => {
	it('are each file read whole, by name, and a missing optional one as null', async () => {
		folder = await folderOf({ 'sets.json': '[1]', 'cards.json': '[2, 3]' });
		const files = trackedFiles(folderFiles(folder));
		expect(await drain(await files.open('sets'))).toBe('[1]');
		expect(await files.openOptional('prices')).toBeNull();
		const cards = await files.open('cards');
		expect(files.read()).toBeNull();
		await drain(cards);
		const read = files.read()!;
		expect(Object.keys(read)).toEqual(['sets', 'prices', 'cards']);
		expect(read['prices']).toBeNull();
		expect(read['sets']).toMatch(/^3:[\w-]{43}$/);
		expect(await unchangedSince(folderFiles(folder), read)).toBe(true);
	});

	it('have changed when a file of the same size says otherwise, and are compared by digest alone as kept before sizes were', async () => {
		folder = await folderOf({ 'sets.json': '[1]' });
		const files = trackedFiles(folderFiles(folder));
		await drain(await files.open('sets'));
		const read = files.read()!;
		const digestAlone = { sets: read['sets']!.split(':')[1]! };
		expect(await unchangedSince(folderFiles(folder), digestAlone)).toBe(true);
		await writeFile(join(folder, 'sets.json'), '[2]');
		expect(await unchangedSince(folderFiles(folder), read)).toBe(false);
		expect(await unchangedSince(folderFiles(folder), digestAlone)).toBe(false);
	});

	it('have changed when a file changed, appeared or went', async () => {
		folder = await folderOf({ 'sets.json': '[1]' });
		const files = trackedFiles(folderFiles(folder));
		await drain(await files.open('sets'));
		expect(await files.openOptional('prices')).toBeNull();
		const read = files.read()!;
		await writeFile(join(folder, 'sets.json'), '[1] ');
		expect(await unchangedSince(folderFiles(folder), read)).toBe(false);
		await writeFile(join(folder, 'sets.json'), '[1]');
		await writeFile(join(folder, 'prices.json'), '[]');
		expect(await unchangedSince(folderFiles(folder), read)).toBe(false);
		await rm(join(folder, 'prices.json'));
		expect(await unchangedSince(folderFiles(folder), read)).toBe(true);
		await rm(join(folder, 'sets.json'));
		expect(await unchangedSince(folderFiles(folder), read)).toBe(false);
		expect(await unchangedSince(folderFiles(folder), {})).toBe(false);
	});
});
