import type { Edition, Finish } from '@deckhand/contract/schema/choices.ts';
import type { CardLanguage } from '@deckhand/contract/domain/card-languages.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { jsonItems } from '../json-items.ts';
import { dayOf, objectOf, optionalText, priceOf, requiredText, type Raw } from '../record-fields.ts';
import {
	SourceRefusal,
	type CatalogueSource,
	type SourceCard,
	type SourcePrice,
	type SourceRecord,
	type SourceSet,
} from '../source-records.ts';

/**
 * Pokémon from the PokemonTCG/pokemon-tcg-data repository (https://github.com/PokemonTCG/pokemon-tcg-data),
 * the data behind the pokemontcg.io API, in its own layout: `sets/en.json`, one JSON array of every set
 * (`id` "sv3", `name`, `series`, `ptcgoCode` "OBF" where the set has one, `releaseDate` "2023/08/11"),
 * then for each set it lists `cards/en/<set id>.json`, one JSON array of the set's cards (`id`
 * "sv3-1", `name`, `supertype`, `number`, `rarity`, `images.small`/`large`). Raw files are served at
 * https://raw.githubusercontent.com/PokemonTCG/pokemon-tcg-data/master/<path>. The API's copies of the
 * same cards add `tcgplayer.prices` (USD, by printing: `normal`, `holofoil`, `reverseHolofoil`,
 * `1stEditionHolofoil`...) and `cardmarket.prices` (EUR: `trendPrice`, `reverseHoloTrend`...), read
 * where present; the repository's own files have none.
 *
 * A set whose cards file the source does not have (a partial copy, a set listed before its cards are
 * published) is read as a set without cards, not refused: the set list is the source's word that
 * the set exists. Every card is a single, whatever its supertype (Pokémon, Trainer, Energy); the
 * format carries no TCGplayer or Cardmarket product ids.
 *
 * The repository is described as MIT-licensed; the card names, texts and pictures (served by
 * images.pokemontcg.io) belong to Nintendo and The Pokémon Company International. The terms of the
 * pokemontcg.io API's price figures (taken from TCGplayer and Cardmarket) are not stated beyond the
 * API's own terms of use: the catalogue shows them to the shop, never resells them.
 */
export const POKEMON_TCG_DATA_FILES = {
	sets: 'sets/en',
	cards: (setId: string) => `cards/en/${setId}`,
} as const;

/** The repository publishes the English cards (`en`); other languages are not in its layout. */
const LANGUAGE: CardLanguage = 'EN';

/** A set's id is a path segment of its cards file (and of an address when downloaded): nothing else gets in. */
const SET_ID = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

/**
 * TCGplayer's printings as the API names its price blocks: the finish each is, and the edition it
 * quotes (the sets printed in a 1st Edition and an Unlimited one quote each; the others, none).
 */
const TCGPLAYER_PRINTINGS: readonly (readonly [string, Finish, Edition | null])[] = [
	['normal', 'normal', null],
	['holofoil', 'foil', null],
	['reverseHolofoil', 'reverse_holo', null],
	['unlimitedNormal', 'normal', 'unlimited'],
	['unlimitedHolofoil', 'foil', 'unlimited'],
	['1stEditionNormal', 'normal', 'first_edition'],
	['1stEditionHolofoil', 'foil', 'first_edition'],
];

/** Legendary Collection, the first set printed with reverse holos. */
const REVERSE_HOLOS_FROM = '2002-05-24';
/** Scarlet & Violet, from which every Rare is printed holo (and has a reverse holo). */
const HOLO_RARES_FROM = '2023-03-31';
/** The rarities printed without holo, in every era (a Rare until Scarlet & Violet, see `printedFinishes`). */
const PLAIN_RARITIES = new Set(['common', 'uncommon', 'promo']);
/** The rarities of a set's main run, which its reverse holos reprint: the holo and special rares have none. */
const REVERSED_RARITIES = new Set(['common', 'uncommon', 'rare', 'rare holo']);

async function* read(files: Parameters<CatalogueSource['read']>[0]): AsyncGenerator<SourceRecord> {
	const setsFile = POKEMON_TCG_DATA_FILES.sets;
	for await (const { index, value } of jsonItems(setsFile, await files.open(setsFile))) {
		const raw = objectOf(`set ${index}`, value);
		const set = readSet(`set ${index}${typeof raw['id'] === 'string' ? ` (id ${raw['id']})` : ''}`, raw);
		yield set;
		const cardsFile = POKEMON_TCG_DATA_FILES.cards(set.sourceId);
		const cards = await files.openOptional(cardsFile);
		if (!cards) continue;
		for await (const item of jsonItems(cardsFile, cards)) {
			const card = objectOf(`card ${item.index} of ${cardsFile}`, item.value);
			const record = `card ${item.index} of ${cardsFile}${typeof card['id'] === 'string' ? ` (id ${card['id']})` : ''}`;
			yield readCard(record, card, set);
		}
	}
}

function readSet(record: string, raw: Raw): SourceSet {
	const id = requiredText(record, 'id', raw['id'], LIMITS.codeMax);
	if (!SET_ID.test(id)) throw new SourceRefusal(record, 'id', `"${id}" is not a set id (letters, digits, dashes).`);
	const ptcgoCode = optionalText(record, 'ptcgoCode', raw['ptcgoCode'], LIMITS.codeMax);
	return {
		type: 'set',
		game: 'PKM',
		sourceId: id,
		// The code of the online game and the sellers (OBF); the sets without one (promotions, trainer
		// kits, POP) are known by their id.
		code: (ptcgoCode ?? id).toUpperCase(),
		name: requiredText(record, 'name', raw['name'], LIMITS.setNameMax),
		releaseDate: dayOf(record, 'releaseDate', raw['releaseDate']),
		tcgplayerGroupId: null,
	};
}

function readCard(record: string, raw: Raw, set: SourceSet): SourceCard {
	const id = requiredText(record, 'id', raw['id'], LIMITS.externalIdMax);
	const name = requiredText(record, 'name', raw['name'], LIMITS.cardNameMax);
	const rarity = optionalText(record, 'rarity', raw['rarity'], LIMITS.rarityMax);
	const tcgplayer = blockOf(record, 'tcgplayer.prices', blockOf(record, 'tcgplayer', raw['tcgplayer'])?.['prices']);
	const printings = TCGPLAYER_PRINTINGS.filter(([key]) =>
		blockOf(record, `tcgplayer.prices.${key}`, tcgplayer?.[key]),
	);
	// TCGplayer lists each printing the card was sold in: its word, where given, over the rarity's.
	const finishes =
		printings.length > 0
			? [...new Set(printings.map(([, finish]) => finish))]
			: printedFinishes(rarity, set.releaseDate);
	return {
		type: 'card',
		sourceId: id,
		setSourceId: set.sourceId,
		name,
		collectorNumber: optionalText(record, 'number', raw['number'], LIMITS.collectorNumberMax),
		rarity,
		kind: 'single',
		language: LANGUAGE,
		finishes,
		ids: { scryfall: null, oracle: null, tcgplayer: null, cardmarket: null },
		image: imageOf(raw),
		prices: [
			...tcgplayerPrices(record, tcgplayer, printings),
			...cardmarketPrices(record, raw['cardmarket'], finishes),
		],
	};
}

/**
 * The finishes a card without TCGplayer's printings was printed in, from its rarity and its set's
 * release: a guess the price blocks correct where the API gives them. Holo where the rarity says so
 * or is above Rare (Rare Holo, Double Rare, Illustration Rare...), and for a Rare from Scarlet &
 * Violet on; otherwise (Common, Uncommon, Promo, an energy without rarity) normal. Commons,
 * Uncommons and Rares (holo or not) of the sets since the first reverse holos have a reverse holo too.
 */
function printedFinishes(rarity: string | null, released: string | null): Finish[] {
	const word = rarity?.toLowerCase() ?? null;
	const plain = word === null || PLAIN_RARITIES.has(word) || (word === 'rare' && (released ?? '') < HOLO_RARES_FROM);
	const reversed = word !== null && REVERSED_RARITIES.has(word) && (released ?? '') >= REVERSE_HOLOS_FROM;
	return [plain ? 'normal' : 'foil', ...(reversed ? (['reverse_holo'] as const) : [])];
}

/** TCGplayer's market price of each printing (low: its lowest listing), in dollars. */
function tcgplayerPrices(
	record: string,
	prices: Raw | null,
	printings: readonly (readonly [string, Finish, Edition | null])[],
): SourcePrice[] {
	return printings.flatMap(([key, finish, edition]) => {
		const block = blockOf(record, `tcgplayer.prices.${key}`, prices?.[key])!;
		const market = figureOf(record, `tcgplayer.prices.${key}.market`, block['market'], 'USD');
		const low = figureOf(record, `tcgplayer.prices.${key}.low`, block['low'], 'USD');
		return market === null ? [] : [{ finish, edition, currency: 'USD', market, low }];
	});
}

/**
 * Cardmarket's trend (low: its lowest offer), in euros: `trendPrice` quotes the card as printed,
 * normal or, for a card printed only holo, foil; `reverseHoloTrend` its reverse holo. A figure for a
 * finish the card was not printed in is passed over.
 */
function cardmarketPrices(record: string, value: unknown, finishes: readonly Finish[]): SourcePrice[] {
	const prices = blockOf(record, 'cardmarket.prices', blockOf(record, 'cardmarket', value)?.['prices']);
	if (!prices) return [];
	const printed = finishes.find((finish) => finish !== 'reverse_holo');
	const quotes: readonly (readonly [Finish | undefined, string, string])[] = [
		[printed, 'trendPrice', 'lowPrice'],
		['reverse_holo', 'reverseHoloTrend', 'reverseHoloLow'],
	];
	return quotes.flatMap(([finish, trend, lowest]) => {
		const market = figureOf(record, `cardmarket.prices.${trend}`, prices[trend], 'EUR');
		const low = figureOf(record, `cardmarket.prices.${lowest}`, prices[lowest], 'EUR');
		if (!finish || !finishes.includes(finish) || market === null) return [];
		return [{ finish, edition: null, currency: 'EUR', market, low }];
	});
}

/** A price of the API, none where it writes 0: its blocks carry every field, 0 for a figure it has not. */
function figureOf(record: string, field: string, value: unknown, currency: string): number | null {
	const price = priceOf(record, field, value, currency);
	return price === 0 ? null : price;
}

/** A nested object of the card (`tcgplayer`, a price block), none where absent; anything else refused. */
function blockOf(record: string, field: string, value: unknown): Raw | null {
	if (value === null || value === undefined) return null;
	if (typeof value !== 'object' || Array.isArray(value)) throw new SourceRefusal(record, field, 'is not an object.');
	return value as Raw;
}

/** The card's picture, large where the source has it. */
function imageOf(raw: Raw): string | null {
	const images = raw['images'] as Raw | null | undefined;
	for (const size of ['large', 'small']) {
		const image = images?.[size];
		if (typeof image === 'string') return image;
	}
	return null;
}

export const pokemonTcgData: CatalogueSource = { id: 'pokemon-tcg-data', read };
