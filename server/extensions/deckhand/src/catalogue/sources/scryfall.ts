import type { Finish } from '@deckhand/contract/schema/choices.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { jsonItems } from '../json-items.ts';
import { dayOf, externalId, objectOf, optionalText, priceOf, requiredText, type Raw } from '../record-fields.ts';
import {
	SourceRefusal,
	type CatalogueSource,
	type SourceCard,
	type SourcePrice,
	type SourceRecord,
	type SourceSet,
} from '../source-records.ts';
import { cardLanguage } from './source-languages.ts';

/**
 * Magic from Scryfall's bulk data (https://scryfall.com/docs/api/bulk-data): `default_cards`, one
 * JSON array of card objects, every printing in English or, where it was printed only in another
 * language, in that one; and `sets`, the answer of its set list (`/sets`: `{object: "list", data}`),
 * for each set's TCGplayer group and release day. Without the set list a set is made from its
 * first card (`set`, `set_name`, `released_at`); with it, a card of a set it does not list is refused.
 * Scryfall asks that its data be free to use: the catalogue never charges for it.
 */
export const SCRYFALL_FILES = { cards: 'default_cards', sets: 'sets' } as const;

const FINISHES: Readonly<Record<string, Finish>> = { nonfoil: 'normal', foil: 'foil', etched: 'etched' };
/** Scryfall's price fields: which finish and currency each quotes. */
const PRICES: readonly (readonly [string, Finish, string])[] = [
	['usd', 'normal', 'USD'],
	['usd_foil', 'foil', 'USD'],
	['usd_etched', 'etched', 'USD'],
	['eur', 'normal', 'EUR'],
	['eur_foil', 'foil', 'EUR'],
];

async function* read(files: Parameters<CatalogueSource['read']>[0]): AsyncGenerator<SourceRecord> {
	const listed = new Map<string, SourceSet>();
	const setList = await files.openOptional(SCRYFALL_FILES.sets);
	if (setList) {
		for await (const { index, value } of jsonItems(SCRYFALL_FILES.sets, setList, /^data\.\d+$/)) {
			const set = readSet(`set ${index}`, objectOf(`set ${index}`, value));
			listed.set(set.sourceId, set);
		}
	}
	const made = new Set<string>();
	for await (const { index, value } of jsonItems(SCRYFALL_FILES.cards, await files.open(SCRYFALL_FILES.cards))) {
		const raw = objectOf(`card ${index}`, value);
		const record = `card ${index}${typeof raw['id'] === 'string' ? ` (id ${raw['id']})` : ''}`;
		const card = readCard(record, raw);
		if (card.type === 'skip') {
			yield card;
			continue;
		}
		if (!made.has(card.setSourceId)) {
			made.add(card.setSourceId);
			const set = listed.get(card.setSourceId);
			if (setList && !set)
				throw new SourceRefusal(record, 'set', `"${card.setSourceId}" is not a set of Scryfall's set list.`);
			yield set ?? setOfCard(record, raw);
		}
		yield card;
	}
}

function readSet(record: string, raw: Raw): SourceSet {
	const code = requiredText(record, 'code', raw['code'], LIMITS.codeMax);
	return {
		type: 'set',
		game: 'MTG',
		sourceId: code.toLowerCase(),
		code: code.toUpperCase(),
		name: requiredText(record, 'name', raw['name'], LIMITS.setNameMax),
		releaseDate: dayOf(record, 'released_at', raw['released_at']),
		tcgplayerGroupId: externalId(record, 'tcgplayer_id', raw['tcgplayer_id']),
	};
}

function setOfCard(record: string, raw: Raw): SourceSet {
	return readSet(record, { code: raw['set'], name: raw['set_name'], released_at: raw['released_at'] });
}

function readCard(record: string, raw: Raw): SourceCard | { type: 'skip'; record: string; reason: string } {
	const id = requiredText(record, 'id', raw['id'], LIMITS.scryfallIdMax);
	const name = requiredText(record, 'name', raw['name'], LIMITS.cardNameMax);
	if (raw['digital'] === true) return { type: 'skip', record, reason: 'printed only for the computer games' };
	const lang = requiredText(record, 'lang', raw['lang'], 8);
	const language = cardLanguage(lang, SCRYFALL_LANGUAGES);
	if (!language) return { type: 'skip', record, reason: `in a language Deckhand keeps no code for (${lang})` };
	const finishes = finishesOf(record, raw['finishes']);
	return {
		type: 'card',
		sourceId: id,
		setSourceId: requiredText(record, 'set', raw['set'], LIMITS.codeMax).toLowerCase(),
		name,
		collectorNumber: optionalText(record, 'collector_number', raw['collector_number'], LIMITS.collectorNumberMax),
		rarity: optionalText(record, 'rarity', raw['rarity'], LIMITS.rarityMax),
		kind: 'single',
		language,
		finishes,
		ids: {
			scryfall: id,
			oracle: optionalText(record, 'oracle_id', raw['oracle_id'], LIMITS.scryfallIdMax),
			tcgplayer: externalId(record, 'tcgplayer_id', raw['tcgplayer_id']),
			cardmarket: externalId(record, 'cardmarket_id', raw['cardmarket_id']),
		},
		image: imageOf(raw),
		prices: pricesOf(record, raw['prices']),
	};
}

/** Scryfall's language codes, as the catalogue keeps them. */
const SCRYFALL_LANGUAGES: Readonly<Record<string, string>> = { zhs: 'ZH-CN', zht: 'ZH-TW' };

function finishesOf(record: string, value: unknown): Finish[] {
	if (!Array.isArray(value)) throw new SourceRefusal(record, 'finishes', 'is not a list of finishes.');
	const finishes = value.flatMap((finish) =>
		typeof finish === 'string' && FINISHES[finish] ? [FINISHES[finish]] : [],
	);
	if (finishes.length === 0) throw new SourceRefusal(record, 'finishes', 'names none of nonfoil, foil, etched.');
	return finishes;
}

function pricesOf(record: string, value: unknown): SourcePrice[] {
	if (value === null || value === undefined) return [];
	const prices = objectOf(record, value);
	return PRICES.flatMap(([field, finish, currency]) => {
		const market = priceOf(record, `prices.${field}`, prices[field], currency);
		return market === null ? [] : [{ finish, edition: null, currency, market, low: null }];
	});
}

/** The card's front at Scryfall's "normal" size, from the card or, for a card of two faces, its first face. */
function imageOf(raw: Raw): string | null {
	const faces = Array.isArray(raw['card_faces']) ? (raw['card_faces'] as unknown[]) : [];
	for (const holder of [raw, faces[0]]) {
		const images = (holder as Raw | undefined)?.['image_uris'] as Raw | undefined;
		if (typeof images?.['normal'] === 'string') return images['normal'];
	}
	return null;
}

export const scryfall: CatalogueSource = { id: 'scryfall', read };
