import type { Finish } from '@deckhand/contract/schema/choices.ts';
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
	type SourceSkip,
} from '../source-records.ts';

/**
 * Yu-Gi-Oh! from YGOPRODeck's API v7 (https://ygoprodeck.com/api-guide/): `cardinfo`, the answer
 * of `https://db.ygoprodeck.com/api/v7/cardinfo.php` (`{data: [card...]}`, every card at once; a
 * page asked with `num` and `offset` adds `meta`, and is read as the cards it holds), in English;
 * and optionally `cardsets`, the answer of `cardsets.php` (an array of `{set_name, set_code,
 * num_of_cards, tcg_date, set_image}`), for each set's release day.
 *
 * A card is a game card (one passcode, one name); each entry of its `card_sets` is a printing, and
 * is one catalogue card: its id is the code printed on it and its rarity (`LOB-EN001|Ultra Rare`),
 * as a shop tells two copies apart. The set of a printing is its `set_name`: YGOPRODeck gives one
 * set code to several products (`MVP1` is four, the 2013 tins share `CT10`), so the name is the only
 * id a set has; its code is the printed code's part before the dash (`LOB-EN001` → `LOB`). Without
 * `cardsets` a set has no release day; a set it does not list (it is published apart from the cards,
 * and lags them) is made from the printing all the same.
 *
 * Terms: the API guide asks that its answers be downloaded and kept rather than asked again (20
 * requests a second at most, an hour's block beyond), and that card images be downloaded and kept
 * by the shop, never hot-linked: `image` is the address to fetch once. No licence of the data is
 * stated.
 */
export const YGOPRODECK_FILES = { cards: 'cardinfo', sets: 'cardsets' } as const;

/**
 * The rarities printed without foil on the picture: a Rare's foil is its name's lettering alone, a
 * shop and its customers call it a non-foil. Every other rarity (Super Rare and up, the parallel,
 * starfoil, mosaic, ghost and gold rarities) is foil; it is the rarity, not a finish of its own, so a
 * printing has one finish.
 */
const NORMAL_RARITIES: ReadonlySet<string> = new Set(['Common', 'Short Print', 'Super Short Print', 'Rare']);

interface ListedSet {
	code: string | null;
	releaseDate: string | null;
}

async function* read(files: Parameters<CatalogueSource['read']>[0]): AsyncGenerator<SourceRecord> {
	const listed = new Map<string, ListedSet>();
	const setList = await files.openOptional(YGOPRODECK_FILES.sets);
	if (setList) {
		for await (const { index, value } of jsonItems(YGOPRODECK_FILES.sets, setList)) {
			const record = `set ${index}`;
			const raw = objectOf(record, value);
			listed.set(requiredText(record, 'set_name', raw['set_name'], LIMITS.setNameMax), {
				code: optionalText(record, 'set_code', raw['set_code'], LIMITS.codeMax),
				releaseDate: dayOf(record, 'tcg_date', raw['tcg_date']),
			});
		}
	}
	const made = new Set<string>();
	let count = 0;
	const cards = await files.open(YGOPRODECK_FILES.cards);
	for await (const { index, value } of jsonItems(YGOPRODECK_FILES.cards, cards, /^data\.\d+$/)) {
		count += 1;
		const raw = objectOf(`card ${index}`, value);
		const id = raw['id'];
		const record = `card ${index}${typeof id === 'number' || typeof id === 'string' ? ` (id ${id})` : ''}`;
		for (const printing of readCard(record, raw)) {
			if (printing.type === 'card' && !made.has(printing.setSourceId)) {
				made.add(printing.setSourceId);
				yield setOf(printing, listed.get(printing.setSourceId));
			}
			yield printing;
		}
	}
	// An answer without `data` (an error's `{"error": ...}`, the set list, another source's file)
	// has no element to pick: nothing read is no catalogue, not an empty one.
	if (count === 0)
		throw new SourceRefusal(YGOPRODECK_FILES.cards, 'file', "has no cards in its data: not YGOPRODeck's cardinfo.");
}

/** A printing's set, with its code and release day from the set list where it lists it. */
function setOf(printing: SourceCard, listed: ListedSet | undefined): SourceSet {
	const number = printing.collectorNumber ?? '';
	return {
		type: 'set',
		game: 'YGO',
		sourceId: printing.setSourceId,
		code: (listed?.code ?? number.split('-')[0]!).toUpperCase(),
		name: printing.setSourceId,
		releaseDate: listed?.releaseDate ?? null,
		tcgplayerGroupId: null,
	};
}

/**
 * A card's printings, or the card passed over when it has none: not released in the TCG yet,
 * printed only in the OCG, or made for the video games.
 */
function readCard(record: string, raw: Raw): (SourceCard | SourceSkip)[] {
	requiredText(record, 'id', raw['id'], LIMITS.externalIdMax);
	const name = requiredText(record, 'name', raw['name'], LIMITS.cardNameMax);
	const card = cardPrices(record, raw['card_prices']);
	const printings = raw['card_sets'];
	if (printings === undefined || printings === null || (Array.isArray(printings) && printings.length === 0))
		return [{ type: 'skip', record, reason: 'not printed in the TCG (no card_sets)' }];
	if (!Array.isArray(printings)) throw new SourceRefusal(record, 'card_sets', 'is not a list of printings.');
	const image = imageOf(raw);
	const records: (SourceCard | SourceSkip)[] = [];
	const seen = new Set<string>();
	const unique = printings.length === 1;
	printings.forEach((value, at) => {
		const field = `card_sets.${at}`;
		const printing = objectOf(`${record} ${field}`, value);
		const code = requiredText(record, `${field}.set_code`, printing['set_code'], LIMITS.collectorNumberMax);
		const rarity = requiredText(record, `${field}.set_rarity`, printing['set_rarity'], LIMITS.rarityMax);
		const sourceId = `${code}|${rarity}`;
		// The same code and rarity twice is the same card printed in two products (or listed twice):
		// one printing to the shop, kept under the first product listed.
		if (seen.has(sourceId)) {
			records.push({ type: 'skip', record: `${record} ${field}`, reason: `a second listing of ${sourceId}` });
			return;
		}
		seen.add(sourceId);
		const finish: Finish = NORMAL_RARITIES.has(rarity) ? 'normal' : 'foil';
		records.push({
			type: 'card',
			sourceId,
			setSourceId: requiredText(record, `${field}.set_name`, printing['set_name'], LIMITS.setNameMax),
			name,
			collectorNumber: code,
			rarity,
			kind: 'single',
			language: 'EN',
			finishes: [finish],
			ids: { scryfall: null, oracle: null, tcgplayer: null, cardmarket: null },
			image,
			prices: printingPrices(record, field, printing['set_price'], finish, unique ? card : NO_PRICES),
		});
	});
	return records;
}

interface CardPrices {
	usd: number | null;
	eur: number | null;
}
const NO_PRICES: CardPrices = { usd: null, eur: null };

/**
 * The card's `card_prices`: TCGplayer's and Cardmarket's figure of the card by its name, whichever
 * printing; a printing's own only when the card has that one printing. Read whether used or not, so
 * a figure that is not a price is refused in any card.
 */
function cardPrices(record: string, value: unknown): CardPrices {
	if (value === null || value === undefined) return NO_PRICES;
	if (!Array.isArray(value)) throw new SourceRefusal(record, 'card_prices', 'is not a list of prices.');
	if (value.length === 0) return NO_PRICES;
	const prices = objectOf(record, value[0]);
	return {
		usd: nonZero(priceOf(record, 'card_prices.0.tcgplayer_price', prices['tcgplayer_price'], 'USD')),
		eur: nonZero(priceOf(record, 'card_prices.0.cardmarket_price', prices['cardmarket_price'], 'EUR')),
	};
}

/**
 * A printing's prices: in USD its own `set_price` (TCGplayer's price of that printing), else the
 * card's TCGplayer figure when it is the card's one printing; in EUR the card's Cardmarket figure
 * when it is the card's one printing. YGOPRODeck writes "0" and "0.00" for no price.
 */
function printingPrices(
	record: string,
	field: string,
	setPrice: unknown,
	finish: Finish,
	card: CardPrices,
): SourcePrice[] {
	const usd = nonZero(priceOf(record, `${field}.set_price`, setPrice, 'USD')) ?? card.usd;
	return [
		...(usd === null ? [] : [{ finish, edition: null, currency: 'USD', market: usd, low: null }]),
		...(card.eur === null ? [] : [{ finish, edition: null, currency: 'EUR', market: card.eur, low: null }]),
	];
}

function nonZero(price: number | null): number | null {
	return price === 0 ? null : price;
}

/**
 * The card's first picture: YGOPRODeck gives a card's other artworks after it, without saying which
 * printing bears which, so a printing of an alternate artwork shows the first.
 */
function imageOf(raw: Raw): string | null {
	const images = Array.isArray(raw['card_images']) ? (raw['card_images'] as unknown[]) : [];
	const first = images[0] as Raw | undefined;
	return typeof first?.['image_url'] === 'string' ? first['image_url'] : null;
}

export const ygoprodeck: CatalogueSource = { id: 'ygoprodeck', read };
