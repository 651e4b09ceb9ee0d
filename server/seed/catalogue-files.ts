import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
	lorcanaCard,
	lorcanaHead,
	onePieceCard,
	pokemonCard,
	pokemonSet,
	POKEMON_SET_SIZE,
	scryfallCard,
	ygoprodeckCard,
	YGOPRODECK_PRINTINGS,
	type Shaper,
} from './catalogue-shapes.ts';

/** How many cards (printings) of each source: the real catalogue's size at factor 1. */
export const CATALOGUE_SIZE = {
	'scryfall': 110_000,
	'pokemon-tcg-data': 20_000,
	'ygoprodeck': 40_000,
	'lorcanajson': 3_000,
	'one-piece': 3_000,
} as const;

export type GeneratedSource = keyof typeof CATALOGUE_SIZE;

/** Records joined into one chunk of the file: fewer, larger writes. */
const CHUNK = 200;

/** A JSON file written as a stream: `head`, then `count` elements made one at a time, then `tail`. */
async function writeJson(
	path: string,
	head: string,
	count: number,
	element: (index: number) => unknown,
	tail: string,
): Promise<void> {
	async function* text(): AsyncGenerator<string> {
		yield head;
		for (let start = 0; start < count; start += CHUNK) {
			const parts: string[] = [];
			for (let index = start; index < Math.min(count, start + CHUNK); index++)
				parts.push(JSON.stringify(element(index)));
			yield `${start === 0 ? '' : ','}${parts.join(',')}`;
		}
		yield tail;
	}
	await mkdir(dirname(path), { recursive: true });
	await pipeline(Readable.from(text()), createWriteStream(path));
}

const sizeOf = (source: GeneratedSource, factor: number) => Math.max(1, Math.round(CATALOGUE_SIZE[source] * factor));

/**
 * Writes each source's files into `folder/<source>/`, laid out as the source publishes them, at
 * `factor` times the real catalogue's size; `day` 0 is the first load, a later day the same
 * catalogue with every price moved. Answers the number of cards (printings) of each source.
 */
export async function writeCatalogueFiles(
	folder: string,
	{ factor, shaper }: { factor: number; shaper: Shaper },
): Promise<Record<GeneratedSource, number>> {
	const at = (source: GeneratedSource, name: string) => join(folder, source, name);
	const scryfall = sizeOf('scryfall', factor);
	await writeJson(at('scryfall', 'default_cards.json'), '[', scryfall, (i) => scryfallCard(shaper, i), ']');

	const pokemon = sizeOf('pokemon-tcg-data', factor);
	const pokemonSets = Math.ceil(pokemon / POKEMON_SET_SIZE);
	await writeJson(at('pokemon-tcg-data', 'sets/en.json'), '[', pokemonSets, pokemonSet, ']');
	for (let set = 0; set < pokemonSets; set++) {
		const first = set * POKEMON_SET_SIZE;
		const cards = Math.min(POKEMON_SET_SIZE, pokemon - first);
		await writeJson(
			at('pokemon-tcg-data', `cards/en/xp${set}.json`),
			'[',
			cards,
			(i) => pokemonCard(shaper, first + i),
			']',
		);
	}

	const ygoprodeck = sizeOf('ygoprodeck', factor);
	const ygoCards = Math.ceil(ygoprodeck / YGOPRODECK_PRINTINGS);
	await writeJson(at('ygoprodeck', 'cardinfo.json'), '{"data":[', ygoCards, (i) => ygoprodeckCard(shaper, i), ']}');

	const lorcana = sizeOf('lorcanajson', factor);
	const head = lorcanaHead(lorcana);
	await writeJson(
		at('lorcanajson', 'allCards.json'),
		`{"metadata":${JSON.stringify(head.metadata)},"sets":${JSON.stringify(head.sets)},"cards":[`,
		lorcana,
		(i) => lorcanaCard(shaper, i),
		']}',
	);

	const onePiece = sizeOf('one-piece', factor);
	await writeJson(at('one-piece', 'cards.json'), '[', onePiece, (i) => onePieceCard(shaper, i), ']');
	return {
		'scryfall': scryfall,
		'pokemon-tcg-data': pokemon,
		'ygoprodeck': ygoCards * YGOPRODECK_PRINTINGS,
		'lorcanajson': lorcana,
		'one-piece': onePiece,
	};
}
