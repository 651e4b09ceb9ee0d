import type { Readable } from 'node:stream';
import chain from 'stream-chain';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamValues } from 'stream-json/streamers/stream-values.js';
import { arrayElements } from './array-elements.ts';
import { SourceRefusal } from './source-records.ts';

/**
 * The nesting the sources' records reach (a Pokémon card's attacks' costs are four deep) with room
 * to spare: deeper is no record of theirs, and the parser stops there instead of holding it.
 */
const MAX_DEPTH = 32;

export interface JsonItem {
	/** Its place in the stream: 0 for the first element picked. */
	index: number;
	/** Where it is in the document, its keys joined by dots: `sets.1`, `results.3`; its index in a top-level array. */
	path: string;
	value: unknown;
}

/** The largest record of any source's, with room to spare: a larger one is no record, and is not held. */
const MAX_RECORD_BYTES = 16 * 1024 * 1024;

/**
 * The elements of a JSON array one at a time, never the whole file: the document's own when
 * `path` is not given (`arrayElements`: the one source file of half a gigabyte is such an array),
 * or every value whose path (its keys joined by dots) matches it, in the file's order:
 * `/^data\.\d+$/` for the elements of `{data: [...]}`, `/^(sets\.[^.]+|cards\.\d+)$/` for each set
 * of an object of sets and each card after them. A file that is not JSON, that ends before its
 * last element closes (a download cut short) or that nests deeper than any record is refused,
 * naming `file` and the element it stopped at.
 */
export async function* jsonItems(file: string, input: Readable, path?: RegExp): AsyncGenerator<JsonItem> {
	let index = 0;
	try {
		if (!path) {
			for await (const value of arrayElements(input, { maxDepth: MAX_DEPTH, maxBytes: MAX_RECORD_BYTES })) {
				yield { index, path: String(index), value };
				index += 1;
			}
			return;
		}
		// The paths of the values picked, in order: pick asks at a value's first token only, and passes
		// the rest of a value it took without asking again, so each path is queued once.
		const paths: string[] = [];
		const picked = (stack: readonly unknown[]) => {
			const at = stack.join('.');
			if (!path.test(at)) return false;
			paths.push(at);
			return true;
		};
		// Packed values only: a source's strings are short, and their chunks would be tokens for nothing.
		const stages = [
			input,
			parser({ maxDepth: MAX_DEPTH, streamValues: false }),
			pick({ filter: picked }),
			streamValues(),
		];
		for await (const item of chain(stages as never) as AsyncIterable<{ value: unknown }>) {
			yield { index, path: paths.shift()!, value: item.value };
			index += 1;
		}
	} catch (error) {
		if (error instanceof SourceRefusal) throw error;
		const reason = error instanceof Error ? error.message : String(error);
		const where = index === 0 ? 'before its first record' : `after record ${index - 1}`;
		throw new SourceRefusal(file, 'file', `is not whole JSON of its format ${where} (${reason}).`);
	}
}
