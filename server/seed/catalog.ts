import type { Faker } from '@faker-js/faker';
import { CONDITIONS, FINISHES } from '@deckhand/contract/domain/limits.ts';
import { searchText } from '@deckhand/contract/domain/search-text.ts';
import { GAMES, SEALED_PRODUCTS } from './catalog-data.ts';
import type { ShopSize } from './shop-size.ts';

export interface GameRow {
	id: number;
	name: string;
	code: string;
}
export interface SetRow {
	id: number;
	game: number;
	code: string;
	name: string;
	release_date: string;
}
export interface CardRow {
	id: number;
	set: number;
	name: string;
	search_text: string;
	collector_number: string | null;
	rarity: string | null;
	kind: 'single' | 'sealed';
	image: string | null;
	tcgplayer_id: string | null;
	scryfall_id: string | null;
	cardmarket_id: string | null;
}
export interface SkuRow {
	id: number;
	card: number;
	condition: string;
	finish: string;
	language: string;
	price: number | null;
	quantity: number;
	bin: string | null;
	barcode: string | null;
	sku_key: string;
}
export interface Catalog {
	games: GameRow[];
	sets: SetRow[];
	cards: CardRow[];
	skus: SkuRow[];
	costs: Array<{ id: number; sku: number; unit_cost: number }>;
}

const RARITY_BASE_PRICE = [25, 60, 250, 600, 1_800, 4_500, 12_000];
const CONDITION_FACTOR: Record<string, number> = { NM: 100, LP: 85, MP: 70, HP: 50, DMG: 30 };
const FINISH_FACTOR: Record<string, number> = { normal: 100, foil: 160, reverse_holo: 130, etched: 180 };

function skuKey(card: number, condition: string, finish: string, language: string): string {
	return `${card}|${condition}|${finish}|${language}`;
}

/** A catalog being made: its rows, and how a SKU is added with its price, bin, barcode and average cost. */
export class CatalogMaker {
	readonly catalog: Catalog = { games: [], sets: [], cards: [], skus: [], costs: [] };
	private readonly faker: Faker;

	constructor(faker: Faker) {
		this.faker = faker;
	}

	private pick<T>(items: readonly T[]): T {
		return this.faker.helpers.arrayElement(items);
	}

	addGame(name: string, code: string): GameRow {
		const game: GameRow = { id: this.catalog.games.length + 1, name, code };
		this.catalog.games.push(game);
		return game;
	}

	addSet(game: GameRow, code: string, name: string, releaseDate: string): SetRow {
		const set: SetRow = { id: this.catalog.sets.length + 1, game: game.id, code, name, release_date: releaseDate };
		this.catalog.sets.push(set);
		return set;
	}

	addCard(values: Omit<CardRow, 'id' | 'search_text' | 'image'>): CardRow {
		const card: CardRow = {
			id: this.catalog.cards.length + 1,
			...values,
			search_text: searchText(values.name),
			image: null,
		};
		this.catalog.cards.push(card);
		return card;
	}

	/** A base price for a card of this rarity tier (0 common … 6 the rarest), a fiftieth of them unpriced. */
	basePrice(tier: number): number | null {
		return this.faker.number.int(49) === 0
			? null
			: Math.round(
					RARITY_BASE_PRICE[Math.min(tier, RARITY_BASE_PRICE.length - 1)]! *
						this.faker.number.float({ min: 0.6, max: 1.8 }),
				);
	}

	addSku(card: CardRow, condition: string, finish: string, language: string, basePrice: number | null): void {
		const { catalog, faker } = this;
		const id = catalog.skus.length + 1;
		const price =
			basePrice === null
				? null
				: Math.max(
						10,
						Math.round((basePrice * CONDITION_FACTOR[condition]! * FINISH_FACTOR[finish]!) / 10_000),
					);
		const sealed = card.kind === 'sealed';
		catalog.skus.push({
			id,
			card: card.id,
			condition,
			finish,
			language,
			price,
			quantity: 0,
			bin: `${this.pick(['A', 'B', 'C', 'D', 'E'])}-${String(faker.number.int({ min: 1, max: 40 })).padStart(2, '0')}-${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}`,
			barcode: sealed || faker.number.int(9) === 0 ? `20${String(id).padStart(10, '0')}` : null,
			sku_key: skuKey(card.id, condition, finish, language),
		});
		if (price !== null)
			catalog.costs.push({
				id: catalog.costs.length + 1,
				sku: id,
				unit_cost: Math.round(price * faker.number.float({ min: 0.45, max: 0.65 })),
			});
	}

	/** The set's sealed products (a booster box, a pack …), each a SKU; `magic`: with Scryfall ids, as the generated shop's are. */
	addSealed(set: SetRow, magic: boolean): void {
		for (const product of SEALED_PRODUCTS) {
			const card = this.addCard({
				set: set.id,
				name: `${set.name} ${product}`,
				collector_number: '',
				rarity: 'Sealed',
				kind: 'sealed',
				...this.madeUpIds(magic),
			});
			this.addSku(card, 'NM', 'normal', 'EN', this.basePrice(SEALED_TIER));
		}
	}

	/** Other systems' ids for a card that has none of its own. */
	madeUpIds(magic: boolean): Pick<CardRow, 'tcgplayer_id' | 'scryfall_id' | 'cardmarket_id'> {
		const { faker } = this;
		return {
			tcgplayer_id: String(faker.number.int({ min: 100_000, max: 999_999 })),
			scryfall_id: magic ? faker.string.uuid() : null,
			cardmarket_id: String(faker.number.int({ min: 100_000, max: 999_999 })),
		};
	}

	/** A few more SKUs of a card: other conditions, other finishes, in a number that grows with the set. */
	extraSkus(cardsPerSet: number, finishes: readonly string[]): string[] {
		return this.faker.helpers.arrayElements(
			CONDITIONS.slice(1)
				.map((c) => `${c}:${finishes[0]}`)
				.concat(finishes.slice(1).map((f) => `NM:${f}`)),
			this.faker.number.int({ min: 1, max: Math.max(1, Math.round(cardsPerSet / 40)) + 1 }),
		);
	}
}

/** The tier of sealed products' base prices. */
export const SEALED_TIER = 5;

/**
 * Games, sets, cards (singles and sealed) and their SKUs with prices, bins, barcodes and average
 * costs, of generated names: the shop of the tests and of the benchmarks (`--scale`).
 */
export function makeCatalog(faker: Faker, size: ShopSize, yearAgo: Date): Catalog {
	const maker = new CatalogMaker(faker);
	const pick = <T>(items: readonly T[]) => faker.helpers.arrayElement(items);
	for (const spec of GAMES) {
		const game = maker.addGame(spec.name, spec.code);
		spec.sets.forEach((setSpec, index) => {
			const released = new Date(yearAgo.getTime() - (spec.sets.length - index) * 90 * 86_400_000);
			const set = maker.addSet(game, setSpec.code, setSpec.name, released.toISOString().slice(0, 10));
			const fixtures = spec.fixtures.filter((fixture) => fixture.set === set.code);
			const used = new Set(fixtures.map((fixture) => fixture.number));
			const cards: Array<{ name: string; collector_number: string; rarity: string }> = fixtures.map((f) => ({
				name: f.name,
				collector_number: f.number,
				rarity: f.rarity,
			}));
			for (let n = 1; cards.length < size.cardsPerSet - SEALED_PRODUCTS.length; n++) {
				const number = String(n).padStart(3, '0');
				if (used.has(number)) continue;
				cards.push({
					name: spec.cardName(pick),
					collector_number: number,
					rarity: spec.rarities[
						Math.min(spec.rarities.length - 1, Math.floor(faker.number.float() ** 3 * spec.rarities.length))
					]!,
				});
			}
			for (const values of cards) {
				const card = maker.addCard({
					set: set.id,
					...values,
					kind: 'single',
					...maker.madeUpIds(spec.code === 'MTG'),
				});
				const base = maker.basePrice(Math.max(0, spec.rarities.indexOf(values.rarity)));
				const isFixture = fixtures.some((fixture) => fixture.name === card.name);
				const extra = isFixture
					? ['LP:normal', 'NM:foil', 'MP:normal']
					: maker.extraSkus(size.cardsPerSet, FINISHES);
				maker.addSku(card, 'NM', 'normal', 'EN', base);
				for (const combo of extra) {
					const [condition, finish] = combo.split(':') as [string, string];
					maker.addSku(card, condition, finish, 'EN', base);
				}
				if (faker.number.int(19) === 0) maker.addSku(card, 'NM', 'normal', 'JA', base);
			}
			maker.addSealed(set, spec.code === 'MTG');
		});
	}
	return maker.catalog;
}
