import type { Finish } from '@deckhand/contract/schema/choices.ts';
import { jsonItems } from '../json-items.ts';
import { externalId, objectOf, priceOf } from '../record-fields.ts';
import {
	SourceRefusal,
	type CatalogueGame,
	type CatalogueSource,
	type SourceFiles,
	type SourceRecord,
} from '../source-records.ts';

/**
 * Cardmarket's price guides: one JSON file per game, rebuilt once a day, that Cardmarket publishes
 * for download with its product lists (https://www.cardmarket.com/en/Magic/Data/Download, announced
 * at news.cardmarket.com/en/Magic/were-making-the-price-guide-and-product-catalogue-available-for-download;
 * neither page could be read here, so the format below is what the files' public readers describe):
 *
 *     https://downloads.s3.cardmarket.com/productCatalog/priceGuide/price_guide_<idGame>.json
 *     {"version": 1, "createdAt": "2024-06-12T02:46:31+0200",
 *      "priceGuides": [{"idProduct", "idCategory", "avg", "low", "trend", "avg1", "avg7", "avg30",
 *                       "avg-foil", "low-foil", "trend-foil", "avg1-foil", "avg7-foil", "avg30-foil"}]}
 *
 * One row per product, singles and sealed alike, prices in euros or null. `low` is the cheapest
 * listing, `trend` Cardmarket's trend price, `avg` the average sale, `avg1/7/30` the average over
 * one, seven and thirty days; the "-foil" fields are the same for the product's foil version.
 * Pokémon's guide writes "-holo" for "-foil": there a product's second version is its reverse holo
 * (a holo rare is a product of its own, priced in the plain fields). A trend of 0 is Cardmarket's
 * "no trend to compute", not a card for free, so it quotes nothing.
 *
 * Rows name products only by Cardmarket's `idProduct`, so this source yields quotes matched to
 * the cards that carry that id (Scryfall's `cardmarket_id` for Magic), never cards or sets. A
 * product's quote per finish: the market is its trend, the low its lowest listing; a row with no
 * trend in any finish is passed over. Terms: Cardmarket offers the files for free download; what
 * reuse it allows is not stated in anything read here (unknown).
 */
export const CARDMARKET_GAMES: Readonly<Record<CatalogueGame, number>> = {
	MTG: 1,
	YGO: 3,
	PKM: 6,
	OPCG: 18,
	LOR: 19,
};

/** A game's price guide as the source's files name it: the end of its address, `price_guide_6`. */
export const priceGuideFile = (game: number) => `price_guide_${game}`;

/** The versions a row prices, by their fields' suffix: the product itself, its foil (its reverse holo for Pokémon). */
const VERSIONS: readonly (readonly [suffix: string, finish: Finish])[] = [
	['', 'normal'],
	['-foil', 'foil'],
	['-holo', 'reverse_holo'],
];

/**
 * The price guides of these games (Cardmarket's idGame). Each game's guide is optional, since
 * Cardmarket answers a game it has no guide for with an error instead of an empty file; but a
 * read that finds none of them at all is refused, as the wrong folder or a download gone wrong.
 */
export function cardmarketPriceGuideOf(games: readonly number[]): CatalogueSource {
	if (games.length === 0) throw new RangeError('A Cardmarket source reads the price guide of one game at least.');
	return { id: 'cardmarket', read: (files) => read(files, games), priceFeed: true, games };
}

/** Every game of the catalogue's. */
export const cardmarketPriceGuide = cardmarketPriceGuideOf(Object.values(CARDMARKET_GAMES));

async function* read(files: SourceFiles, games: readonly number[]): AsyncGenerator<SourceRecord> {
	let guides = 0;
	for (const game of games) {
		const file = priceGuideFile(game);
		const guide = await files.openOptional(file);
		if (!guide) continue;
		guides += 1;
		let rows = 0;
		for await (const { index, value } of jsonItems(file, guide, /^priceGuides\.\d+$/)) {
			rows += 1;
			yield* readRow(file, index, value);
		}
		// A file without `priceGuides` yields no rows at all: another format. Cardmarket's real
		// guides hold thousands of products, so an empty one is a failed export and refused too.
		if (rows === 0)
			throw new SourceRefusal(
				file,
				'priceGuides',
				'holds no rows: not a Cardmarket price guide, or an empty one.',
			);
	}
	if (guides === 0)
		throw new SourceRefusal(
			`the price guides ${games.map(priceGuideFile).join(', ')}`,
			'files',
			'are all missing: the guide of one game at least is needed.',
		);
}

function* readRow(file: string, index: number, value: unknown): Generator<SourceRecord> {
	const raw = objectOf(`${file} row ${index}`, value);
	const id = raw['idProduct'];
	const record = `${file} row ${index}${typeof id === 'number' || typeof id === 'string' ? ` (idProduct ${id})` : ''}`;
	const productId = externalId(record, 'idProduct', id);
	if (productId === null) throw new SourceRefusal(record, 'idProduct', 'is missing.');
	if (!/^\d+$/.test(productId))
		throw new SourceRefusal(record, 'idProduct', `"${productId}" is not a Cardmarket product id (a whole number).`);
	let quoted = false;
	for (const [suffix, finish] of VERSIONS) {
		const market = priceOf(record, `trend${suffix}`, raw[`trend${suffix}`], 'EUR');
		const low = priceOf(record, `low${suffix}`, raw[`low${suffix}`], 'EUR');
		// 0 as well as null: Cardmarket writes a trend of 0 where it has none to compute, and a low
		// of 0 where nobody lists the version.
		if (!market) continue;
		quoted = true;
		yield {
			type: 'quote',
			match: { system: 'cardmarket', productId },
			price: { finish, edition: null, currency: 'EUR', market, low: low || null },
		};
	}
	if (!quoted) yield { type: 'skip', record, reason: 'no trend price in any version' };
}
