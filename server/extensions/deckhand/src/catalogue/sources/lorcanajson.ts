import type { Finish } from '@deckhand/contract/schema/choices.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { jsonItems } from '../json-items.ts';
import { dayOf, externalId, objectOf, optionalText, requiredText, type Raw } from '../record-fields.ts';
import {
	SourceRefusal,
	type CatalogueSource,
	type SourceCard,
	type SourceRecord,
	type SourceSet,
	type SourceSkip,
} from '../source-records.ts';

/**
 * Disney Lorcana from LorcanaJSON (https://lorcanajson.org): `allCards`, its English
 * `files/current/en/allCards.json` of format 2 (`{metadata, sets, cards}`): `metadata` with the
 * format's version and the file's language, `sets` an object whose keys are the set codes printed on
 * the cards (`"1"`, and `"Q1"` for the Illumineer's Quest, `"10"` before format 2.3) and whose values
 * lack the code (`{name, number, releaseDate, prereleaseDate, hasAllCards, type}`), then `cards`, one
 * object per printing. LorcanaJSON writes them in that order, and the run relies on it: a card of a
 * set not read before it is refused (`checkedRecords`).
 * The other languages' files (`fr`, `de`, `it`) give the same ids to the same cards, so this source
 * reads the English file only, and refuses another.
 *
 * A card's set is its `setCode`, promos included: a promo (`promoGrouping` P1, P2, C1, D23) belongs
 * to the set it was released with, and its number is the promo's (`1/P1`), so that it is not taken
 * for the set's card 1. LorcanaJSON publishes no prices, and no set codes of the sellers' own.
 *
 * Terms: LorcanaJSON's code and files are MIT; the card data is Ravensburger's and Disney's, used
 * under Ravensburger's Community Code Policy, which forbids charging for it: the catalogue never does.
 */
export const LORCANAJSON_FILES = { cards: 'allCards' } as const;

/** The file's parts: its metadata, each set (its key is its code), each card. */
const PARTS = /^(?:metadata|sets\.[^.]+|cards\.\d+)$/;
/** The major version of LorcanaJSON's format this reader knows: another is a changed structure. */
const FORMAT_MAJOR = '2';

async function* read(files: Parameters<CatalogueSource['read']>[0]): AsyncGenerator<SourceRecord> {
	let read = 0;
	let cards = 0;
	for await (const { path, value } of jsonItems(
		LORCANAJSON_FILES.cards,
		await files.open(LORCANAJSON_FILES.cards),
		PARTS,
	)) {
		read += 1;
		if (path === 'metadata') readMetadata(value);
		else if (path.startsWith('sets.')) yield readSet(path.slice('sets.'.length), value);
		else yield readCard(cards++, value);
	}
	if (read === cards)
		throw new SourceRefusal(LORCANAJSON_FILES.cards, 'file', "has no sets: not LorcanaJSON's allCards.");
}

function readMetadata(value: unknown): void {
	const raw = objectOf('metadata', value);
	const version = requiredText('metadata', 'formatVersion', raw['formatVersion'], 40);
	if (version.split('.')[0] !== FORMAT_MAJOR)
		throw new SourceRefusal(
			'metadata',
			'formatVersion',
			`"${version}" is not LorcanaJSON's format ${FORMAT_MAJOR}, the one this reader knows.`,
		);
	const language = requiredText('metadata', 'language', raw['language'], LIMITS.languageMax);
	if (language.toLowerCase() !== 'en')
		throw new SourceRefusal(
			'metadata',
			'language',
			`"${language}" is not English: the source reads the English file (the ids are every language's).`,
		);
}

/** A set by its key, which is its code (the set object itself does not have it). */
function readSet(key: string, value: unknown): SourceSet {
	const record = `set ${key}`;
	const raw = objectOf(record, value);
	const code = requiredText(record, 'key', key, LIMITS.codeMax);
	return {
		type: 'set',
		game: 'LOR',
		sourceId: code,
		code: code.toUpperCase(),
		name: requiredText(record, 'name', raw['name'], LIMITS.setNameMax),
		releaseDate: dayOf(record, 'releaseDate', raw['releaseDate']),
		tcgplayerGroupId: null,
	};
}

function readCard(index: number, value: unknown): SourceCard | SourceSkip {
	const raw = objectOf(`card ${index}`, value);
	const own = raw['id'];
	const record = `card ${index}${typeof own === 'number' || typeof own === 'string' ? ` (id ${own})` : ''}`;
	const id = requiredText(record, 'id', raw['id'], LIMITS.externalIdMax);
	const name = requiredText(record, 'fullName', raw['fullName'], LIMITS.cardNameMax);
	const setCode = requiredText(record, 'setCode', raw['setCode'], LIMITS.codeMax);
	// A card revealed outside the official app has no foil types yet; it is read once the app has it.
	if (raw['foilTypes'] === undefined)
		return { type: 'skip', record, reason: 'its finishes are not known yet (no foilTypes)' };
	const links = raw['externalLinks'] === undefined ? {} : objectOf(record, raw['externalLinks']);
	return {
		type: 'card',
		sourceId: id,
		setSourceId: setCode,
		name,
		collectorNumber: numberOf(record, raw),
		rarity: optionalText(record, 'rarity', raw['rarity'], LIMITS.rarityMax),
		kind: 'single',
		language: 'EN',
		finishes: finishesOf(record, raw['foilTypes']),
		ids: {
			scryfall: null,
			oracle: null,
			tcgplayer: externalId(record, 'externalLinks.tcgPlayerId', links['tcgPlayerId']),
			cardmarket: externalId(record, 'externalLinks.cardmarketId', links['cardmarketId']),
		},
		image: imageOf(raw),
		prices: [],
	};
}

/**
 * The number printed on the card, without the set's count: `4`, a variant's `4a`, a promo's `1/P1`
 * (a promo's number counts in its promo grouping, not in its set).
 */
function numberOf(record: string, raw: Raw): string | null {
	const number = optionalText(record, 'number', raw['number'], LIMITS.collectorNumberMax);
	if (number === null) return null;
	const variant = optionalText(record, 'variant', raw['variant'], LIMITS.collectorNumberMax) ?? '';
	const grouping = optionalText(record, 'promoGrouping', raw['promoGrouping'], LIMITS.collectorNumberMax);
	const printed = `${number}${variant}${grouping ? `/${grouping}` : ''}`;
	if (printed.length > LIMITS.collectorNumberMax)
		throw new SourceRefusal(
			record,
			'number',
			`"${printed}" is longer than ${LIMITS.collectorNumberMax} characters.`,
		);
	return printed;
}

/**
 * LorcanaJSON's foil types as finishes: "None" is the card without foil, every other type (the cold
 * foil of a set's cards, the Enchanted's and promos' Lava, Silver, VerticalWave, Tempest...) a foil.
 * A type LorcanaJSON adds later is a foil too.
 */
function finishesOf(record: string, value: unknown): Finish[] {
	if (!Array.isArray(value)) throw new SourceRefusal(record, 'foilTypes', 'is not a list of foil types.');
	const types = value.filter((type): type is string => typeof type === 'string' && type.trim() !== '');
	if (types.length === 0) throw new SourceRefusal(record, 'foilTypes', 'names no foil type (None for no foil).');
	const finishes: Finish[] = [];
	if (types.includes('None')) finishes.push('normal');
	if (types.some((type) => type !== 'None')) finishes.push('foil');
	return finishes;
}

/** The card's picture at full size (1468 × 2048), on Ravensburger's servers. */
function imageOf(raw: Raw): string | null {
	const images = raw['images'] as Raw | undefined;
	return typeof images?.['full'] === 'string' ? images['full'] : null;
}

export const lorcanaJson: CatalogueSource = { id: 'lorcanajson', read };
