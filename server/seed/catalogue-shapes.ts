import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_SAMPLES } from './sample-catalog.ts';

/**
 * Records of the catalogue's sources in their own published shapes, made from the real samples
 * (`catalogue-samples/`): a real object of the source with its ids, name, number and prices
 * varied, so every field a source's reader checks is one the source really writes. The same index,
 * seed and day give the same record; another day changes the prices alone (a day's prices).
 */
type Raw = Record<string, unknown>;

const sample = <T>(path: string): T => JSON.parse(readFileSync(join(CATALOGUE_SAMPLES, path), 'utf8')) as T;

/** A number in [0, 1) from the keys alone (a hash, so any record is made without the ones before it). */
export function unit(...keys: number[]): number {
	let hash = 0x9e3779b9;
	for (const key of keys) {
		hash = Math.imul(hash ^ key, 0x85ebca6b);
		hash ^= hash >>> 13;
		hash = Math.imul(hash, 0xc2b2ae35);
		hash ^= hash >>> 16;
	}
	return (hash >>> 0) / 2 ** 32;
}

export interface Shaper {
	seed: number;
	/** 0 for the first load; each later day moves every price a little. */
	day: number;
}

/** A price as the sources write it ("12.34"): spread from cents to hundreds, moved by up to 5 % a day. */
function price({ seed, day }: Shaper, index: number, slot: number): number {
	const base = 0.1 * Math.exp(unit(seed, index, slot) * 7.5);
	const moved = day === 0 ? base : base * (0.95 + 0.1 * unit(seed, index, slot, day));
	return Math.max(0.01, Number(moved.toFixed(2)));
}

/** The words of every sample's card names: generated names read like real ones and search like them. */
const WORDS = [
	...new Set(
		[
			...sample<Raw[]>('scryfall/default_cards.json').map((card) => card['name']),
			...sample<Raw[]>('pokemon-tcg-data/cards/en/sv3.json').map((card) => card['name']),
			...sample<{ data: Raw[] }>('ygoprodeck/cardinfo.json').data.map((card) => card['name']),
			...sample<{ cards: Raw[] }>('lorcanajson/allCards.json').cards.map((card) => card['fullName']),
			...sample<Raw[]>('one-piece/cards.json').map((card) => card['card_name']),
		]
			.flatMap((name) => String(name).split(/[\s,/-]+/))
			.filter((word) => /^[A-Za-z]{3,}$/.test(word)),
	),
];

/** A name of two or three sample words (the third word for one card in three). */
export function cardName(seed: number, index: number): string {
	const word = (slot: number) => WORDS[Math.floor(unit(seed, index, slot, 7) * WORDS.length)]!;
	return unit(seed, index, 3, 7) < 1 / 3 ? `${word(0)} ${word(1)} ${word(2)}` : `${word(0)} ${word(1)}`;
}

/** An id range per source, so no two sources' cards share a TCGplayer or Cardmarket product id. */
const PRODUCT_IDS = { scryfall: 10_000_000, pokemon: 20_000_000, ygoprodeck: 30_000_000, lorcana: 40_000_000 };

const SCRYFALL = sample<Raw[]>('scryfall/default_cards.json').filter(
	(card) => card['digital'] !== true && card['lang'] === 'en',
);
export const SCRYFALL_SET_SIZE = 300;

/** Scryfall's `default_cards` object `index`: a printing of set `XS<n>`, 300 to a set. */
export function scryfallCard(shaper: Shaper, index: number): Raw {
	const base = SCRYFALL[index % SCRYFALL.length]!;
	const set = Math.floor(index / SCRYFALL_SET_SIZE);
	const hex = index.toString(16).padStart(12, '0');
	const finishes = base['finishes'] as string[];
	const quoted = (finish: string, slot: number) =>
		finishes.includes(finish) ? String(price(shaper, index, slot)) : null;
	return {
		...base,
		id: `5c000000-0000-4000-8000-${hex}`,
		oracle_id: `0c000000-0000-4000-8000-${hex}`,
		tcgplayer_id: PRODUCT_IDS.scryfall + index,
		cardmarket_id: PRODUCT_IDS.scryfall + index,
		name: cardName(shaper.seed, index),
		set: `xs${set}`,
		set_name: `Generated Magic set ${set}`,
		collector_number: String((index % SCRYFALL_SET_SIZE) + 1),
		prices: {
			usd: quoted('nonfoil', 1),
			usd_foil: quoted('foil', 2),
			usd_etched: quoted('etched', 3),
			eur: quoted('nonfoil', 4),
			eur_foil: quoted('foil', 5),
			tix: null,
		},
	};
}

const POKEMON_SET = sample<Raw[]>('pokemon-tcg-data/sets/en.json').find((set) => set['id'] === 'sv3')!;
const POKEMON = sample<Raw[]>('pokemon-tcg-data/cards/en/sv3.json');
export const POKEMON_SET_SIZE = 200;

/** pokemon-tcg-data's set `n` (`xp<n>`, ptcgoCode `XP<n>`), shaped as Obsidian Flames. */
export function pokemonSet(set: number): Raw {
	return { ...POKEMON_SET, id: `xp${set}`, name: `Generated Pokémon set ${set}`, ptcgoCode: `XP${set}` };
}

/** pokemon-tcg-data's card `index`, with the API's TCGplayer and Cardmarket price blocks. */
export function pokemonCard(shaper: Shaper, index: number): Raw {
	const base = POKEMON[index % POKEMON.length]!;
	const set = Math.floor(index / POKEMON_SET_SIZE);
	const number = (index % POKEMON_SET_SIZE) + 1;
	const printed = ['Common', 'Uncommon'].includes(String(base['rarity'])) ? 'normal' : 'holofoil';
	const block = (slot: number) => {
		const market = price(shaper, index, slot);
		return { low: Number((market * 0.8).toFixed(2)), mid: market, high: market * 2, market, directLow: null };
	};
	return {
		...base,
		id: `xp${set}-${number}`,
		number: String(number),
		name: cardName(shaper.seed, PRODUCT_IDS.pokemon + index),
		tcgplayer: {
			url: `https://prices.pokemontcg.io/tcgplayer/xp${set}-${number}`,
			updatedAt: '2026/12/06',
			prices: { [printed]: block(1), reverseHolofoil: block(2) },
		},
		cardmarket: {
			url: `https://prices.pokemontcg.io/cardmarket/xp${set}-${number}`,
			updatedAt: '2026/12/06',
			prices: {
				trendPrice: price(shaper, index, 3),
				lowPrice: price(shaper, index, 4) / 2,
				reverseHoloTrend: price(shaper, index, 5),
			},
		},
	};
}

const YGOPRODECK = sample<{ data: Raw[] }>('ygoprodeck/cardinfo.json').data.filter((card) =>
	Array.isArray(card['card_sets']),
);
/** Printings to a set, and printings of each card (YGOPRODeck's printings are a card's `card_sets`). */
export const YGOPRODECK_SET_SIZE = 100;
export const YGOPRODECK_PRINTINGS = 2;

/** YGOPRODeck's `cardinfo` entry `index`: a card printed in two sets (`XY<n>-EN<number>`). */
export function ygoprodeckCard(shaper: Shaper, index: number): Raw {
	const base = YGOPRODECK[index % YGOPRODECK.length]!;
	const passcode = PRODUCT_IDS.ygoprodeck + index;
	const [printing] = base['card_sets'] as Raw[];
	const card_sets = Array.from({ length: YGOPRODECK_PRINTINGS }, (_, at) => {
		const printed = index * YGOPRODECK_PRINTINGS + at;
		const set = Math.floor(printed / YGOPRODECK_SET_SIZE);
		return {
			...printing,
			set_name: `Generated Duel set ${set}`,
			set_code: `XY${set}-EN${String((printed % YGOPRODECK_SET_SIZE) + 1).padStart(3, '0')}`,
			set_price: String(price(shaper, index, 1 + at)),
		};
	});
	return {
		...base,
		id: passcode,
		name: cardName(shaper.seed, PRODUCT_IDS.ygoprodeck + index),
		card_sets,
		card_images: [{ id: passcode, image_url: `https://images.ygoprodeck.com/images/cards/${passcode}.jpg` }],
		card_prices: [
			{ cardmarket_price: String(price(shaper, index, 5)), tcgplayer_price: String(price(shaper, index, 6)) },
		],
	};
}

const LORCANA = sample<{ metadata: Raw; sets: Raw; cards: Raw[] }>('lorcanajson/allCards.json');
const LORCANA_CARDS = LORCANA.cards.filter((card) => card['foilTypes'] !== undefined);
export const LORCANA_SET_SIZE = 200;

/** LorcanaJSON's `metadata` and its sets: the real ones and a generated `G<n>` for each 200 cards. */
export function lorcanaHead(cards: number): { metadata: Raw; sets: Raw } {
	const sets: Raw = {};
	const first = LORCANA.sets['1'] as Raw;
	for (let set = 0; set * LORCANA_SET_SIZE < cards; set++)
		sets[`G${set}`] = { ...first, number: 100 + set, name: `Generated Lorcana set ${set}` };
	return { metadata: LORCANA.metadata, sets };
}

/** LorcanaJSON's card `index`, of set `G<n>`. */
export function lorcanaCard(shaper: Shaper, index: number): Raw {
	const base = LORCANA_CARDS[index % LORCANA_CARDS.length]!;
	const [name, version] = cardName(shaper.seed, PRODUCT_IDS.lorcana + index).split(' ');
	const product = PRODUCT_IDS.lorcana + index;
	return {
		...base,
		id: 100_000 + index,
		name,
		version,
		fullName: `${name} - ${version}`,
		simpleName: `${name} ${version}`.toLowerCase(),
		setCode: `G${Math.floor(index / LORCANA_SET_SIZE)}`,
		number: (index % LORCANA_SET_SIZE) + 1,
		externalLinks: { cardmarketId: product, tcgPlayerId: product },
	};
}

const ONE_PIECE = sample<Raw[]>('one-piece/cards.json');
export const ONE_PIECE_SET_SIZE = 150;

/** The One Piece card JSON's card `index`, of set `XO-<n>`. */
export function onePieceCard(shaper: Shaper, index: number): Raw {
	const base = ONE_PIECE[index % ONE_PIECE.length]!;
	const set = Math.floor(index / ONE_PIECE_SET_SIZE);
	const number = `XO${set}-${String((index % ONE_PIECE_SET_SIZE) + 1).padStart(3, '0')}`;
	return {
		...base,
		card_name: cardName(shaper.seed, 50_000_000 + index),
		card_number: number,
		image_name: number,
		is_alternate_art: false,
		card_sets: `-GENERATED ONE PIECE SET ${set}- [XO-${set}]`,
		image_url: `https://en.onepiece-cardgame.com/images/cardlist/card/${number}.png`,
	};
}
