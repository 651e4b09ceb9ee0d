import { describe, expect, it } from 'vitest';
import { arrayElements, NotAnArray } from './array-elements.ts';

const BOUNDS = { maxDepth: 5, maxBytes: 200 };

async function elements(chunks: Array<string | Buffer>, bounds = BOUNDS): Promise<unknown[]> {
	const found: unknown[] = [];
	for await (const value of arrayElements(chunks, bounds)) found.push(value);
	return found;
}

/** The document in chunks of one byte: every bound of every element falls between two chunks once. */
const byteByByte = (text: string) => [...Buffer.from(text)].map((byte) => Buffer.from([byte]));

const TRICKY = [
	{ name: 'quote " and backslash \\ and ] } [ { , inside', n: [1, [2, { x: null }]] },
	'a string element, with a comma',
	{ 'ends in a backslash \\': 'and an escaped quote \\"', 'and \\n \\u00e9': '\\' },
	-12.5e3,
	true,
	null,
	{ emoji: 'Pokémon ✨ 🃏', empty: {}, none: [] },
	[],
];

describe('the elements of a JSON array', () => {
	it('are each element as JSON.parse reads it, whatever the chunks and the spacing', async () => {
		const spaced = `\ufeff [\n ${TRICKY.map((value) => JSON.stringify(value, null, 1)).join(' ,\r\n\t')} \n] \n`;
		expect(await elements([spaced])).toEqual(TRICKY);
		expect(await elements(byteByByte(spaced))).toEqual(TRICKY);
		expect(await elements([' [ ] '])).toEqual([]);
	});

	it.each([
		['', /ends before its array closes/],
		['{"data": []}', /is not an array/],
		['[{"a": 1}, {"a": 2}', /ends before its array closes/],
		['[{"a": 1}, {"a": ', /ends before its array closes/],
		['[1, 2,]', /Unexpected|JSON/],
		['[1 2]', /"2" where a comma or the array's end belongs/],
		['[1], [2]', /more follows the array/],
		['[{"a": tru}]', /JSON|Unexpected/],
		['[[[[[[1]]]]]]', /document nests deeper than 5/],
		[`["${'x'.repeat(300)}"]`, /larger than 200 bytes/],
	])('refuses %j', async (text, reason) => {
		await expect(elements([text])).rejects.toThrow(reason);
		await expect(elements(byteByByte(text))).rejects.toThrow(reason);
	});

	it('says why with its own error where the scan refuses', async () => {
		await expect(elements(['[1 2]'])).rejects.toBeInstanceOf(NotAnArray);
	});
});
