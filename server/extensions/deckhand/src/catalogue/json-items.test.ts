import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { jsonItems } from './json-items.ts';

const pad = (n: number) => String(n).padStart(8, '0');
/** Every element the same length, so the byte where element n ends is known. */
const element = (n: number) =>
	`${n === 0 ? '' : ','}{"id":"${pad(n)}","name":"Card ${pad(n)}","prices":{"usd":"1.25"}}`;
const ELEMENT_BYTES = Buffer.byteLength(element(1));
const ELEMENTS = Math.ceil((20 * 1024 * 1024) / ELEMENT_BYTES);
const CHUNK = 1_000;

describe('a JSON array of 20 MB', () => {
	it('is read element by element as it arrives, never held whole', { timeout: 60_000 }, async () => {
		let produced = 0;
		async function* download() {
			yield Buffer.from('[');
			for (let first = 0; first < ELEMENTS; first += CHUNK) {
				const chunk = Buffer.from(
					Array.from({ length: Math.min(CHUNK, ELEMENTS - first) }, (_, i) => element(first + i)).join(''),
				);
				produced += chunk.length;
				yield chunk;
			}
			yield Buffer.from(']');
		}
		let count = 0;
		let furthestAhead = 0;
		let last: unknown;
		for await (const { index, value } of jsonItems(
			'default_cards',
			Readable.from(download(), { objectMode: false }),
		)) {
			expect(index).toBe(count);
			furthestAhead = Math.max(furthestAhead, produced - (index + 1) * ELEMENT_BYTES);
			count += 1;
			last = value;
		}
		expect(count).toBe(ELEMENTS);
		expect(last).toEqual({ id: pad(ELEMENTS - 1), name: `Card ${pad(ELEMENTS - 1)}`, prices: { usd: '1.25' } });
		// What the download had sent beyond the element being read: the streams' buffers (a few dozen
		// chunks of 75 kB between the parser's stages), a tenth of the file at most, not the file.
		expect(furthestAhead).toBeLessThan(2 * 1024 * 1024);
	});

	it('gives each value picked by a path with its path, in the order of the file', async () => {
		const text =
			'{"success": true, "sets": {"1": {"name": "a"}, "Q1": {"name": "b"}}, "cards": [{"c": [1, {"d": 2}]}, 5]}';
		const items = [];
		for await (const item of jsonItems('allCards', Readable.from([text]), /^(success|sets\.[^.]+|cards\.\d+)$/))
			items.push(item);
		expect(items).toEqual([
			{ index: 0, path: 'success', value: true },
			{ index: 1, path: 'sets.1', value: { name: 'a' } },
			{ index: 2, path: 'sets.Q1', value: { name: 'b' } },
			{ index: 3, path: 'cards.0', value: { c: [1, { d: 2 }] } },
			{ index: 4, path: 'cards.1', value: 5 },
		]);
	});

	it('refuses a document nested deeper than any record, naming the file', async () => {
		const deep = `[${'['.repeat(40)}${']'.repeat(40)}]`;
		await expect(async () => {
			for await (const item of jsonItems('cards', Readable.from([deep]))) expect(item).toBeDefined();
		}).rejects.toThrow(/^cards: file is not whole JSON of its format before its first record/);
	});
});
