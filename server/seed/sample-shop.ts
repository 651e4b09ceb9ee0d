import type { Faker } from '@faker-js/faker';
import { CatalogMaker, type Catalog } from './catalog.ts';
import { GAMES } from './catalog-data.ts';
import type { SampleGame } from './sample-catalog.ts';
import type { ShopSize } from './shop-size.ts';

/** A row of `catalogue_entries`: the source's set or card the demo's set or card is, as a run writes it. */
export interface EntryRow {
	source: string;
	kind: 'set' | 'card';
	source_id: string;
	target: number;
	digest: string;
	language: string | null;
	finishes: string | null;
	image_url: string | null;
	applied_name: string;
	applied_number: string | null;
	applied_rarity: string | null;
}
/** A row of `market_quotes`: a sample's market price, quoted when the demo was made. */
export interface QuoteRow {
	card: number;
	finish: string;
	edition: string;
	source: string;
	currency: string;
	market: number;
	low: number | null;
	quoted_at: Date;
}
export interface SampleShop {
	catalog: Catalog;
	entries: EntryRow[];
	quotes: QuoteRow[];
}

/** A card's rarity as a tier of base price (0 common … 6 the rarest), by the words the games' rarities share. */
const RARITY_TIERS: ReadonlyArray<readonly [RegExp, number]> = [
	[/secret|hyper|enchanted|starlight|special illustration|ghost|quarter century/i, 6],
	[/ultra|mythic|legendary|illustration|leader/i, 4],
	[/double|holo|super|epic/i, 3],
	[/rare/i, 2],
	[/uncommon/i, 1],
];
const rarityTier = (rarity: string | null) =>
	RARITY_TIERS.find(([words]) => rarity !== null && words.test(rarity))?.[1] ?? 0;

/** The cards shown in the docs and demonstrations (the generated shop's fixtures), always in stock. */
const SHOWCASE = new Set(
	GAMES.flatMap((game) => game.fixtures.map((fixture) => `${game.code}|${fixture.set}|${fixture.number}`)),
);

/** A set with at least this many cards also sells its sealed products. */
const SEALED_FROM = 20;

/**
 * The demo shop's catalog made of the real samples: every set and card as the sources print them
 * (names, numbers, rarities, the other systems' ids), each the source's entry as a run would keep
 * it, with the samples' market prices. On top, generated stock: three cards in four have SKUs
 * (the rest are the catalogue's, not stocked; the showcase cards always are), priced from the sample's market price where it has
 * one (else by rarity), in the finishes the card was printed in; sets of some size sell sealed
 * product too. The shop's own pictures are left to the sealed product: a card shows its source's.
 */
export function makeSampleShop(faker: Faker, games: readonly SampleGame[], size: ShopSize, now: Date): SampleShop {
	const maker = new CatalogMaker(faker);
	const shop: SampleShop = { catalog: maker.catalog, entries: [], quotes: [] };
	for (const sample of games) {
		const game = maker.addGame(sample.name, sample.code);
		for (const { source, record, digest, cards } of sample.sets) {
			// A set the samples have no cards of (pokemon-tcg-data lists every set) is left to a run of its source.
			if (cards.length === 0) continue;
			const released = record.releaseDate ?? now.toISOString().slice(0, 10);
			const set = maker.addSet(game, record.code, record.name, released);
			shop.entries.push({
				source,
				kind: 'set',
				source_id: record.sourceId,
				target: set.id,
				digest,
				language: null,
				finishes: null,
				image_url: null,
				applied_name: record.name,
				applied_number: null,
				applied_rarity: null,
			});
			for (const { record: printed, digest: printedDigest } of cards) {
				const card = maker.addCard({
					set: set.id,
					name: printed.name,
					collector_number: printed.collectorNumber,
					rarity: printed.rarity,
					kind: printed.kind,
					tcgplayer_id: printed.ids.tcgplayer,
					scryfall_id: printed.ids.scryfall,
					cardmarket_id: printed.ids.cardmarket,
				});
				shop.entries.push({
					source,
					kind: 'card',
					source_id: printed.sourceId,
					target: card.id,
					digest: printedDigest,
					language: printed.language,
					finishes: printed.finishes.join(','),
					image_url: printed.image,
					applied_name: printed.name,
					applied_number: printed.collectorNumber,
					applied_rarity: printed.rarity,
				});
				const quoted = new Set<string>();
				for (const price of printed.prices) {
					const quote = {
						card: card.id,
						finish: price.finish,
						edition: price.edition ?? '',
						source,
						currency: price.currency,
					};
					const key = Object.values(quote).join('|');
					if (quoted.has(key)) continue;
					quoted.add(key);
					shop.quotes.push({ ...quote, market: price.market, low: price.low, quoted_at: now });
				}
				const showcase = SHOWCASE.has(`${sample.code}|${record.code}|${printed.collectorNumber}`);
				if (!showcase && faker.number.int(3) === 0) continue;
				const [finish, ...others] = printed.finishes;
				const market = printed.prices.find((price) => price.currency === 'USD' && price.finish === finish);
				const base = market?.market ?? maker.basePrice(rarityTier(printed.rarity));
				const extra = maker.extraSkus(size.cardsPerSet, [finish!, ...others]);
				maker.addSku(card, 'NM', finish!, printed.language, base);
				for (const combo of extra) {
					const [condition, other] = combo.split(':') as [string, string];
					maker.addSku(card, condition, other, printed.language, base);
				}
			}
			if (cards.length >= SEALED_FROM) maker.addSealed(set, false);
		}
	}
	return shop;
}
