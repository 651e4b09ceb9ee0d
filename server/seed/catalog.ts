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
	collector_number: string;
	rarity: string;
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

/** Games, sets, cards (singles and sealed) and their SKUs with prices, bins, barcodes and average costs. */
export function makeCatalog(faker: Faker, size: ShopSize, yearAgo: Date): Catalog {
	const pick = <T>(items: readonly T[]) => faker.helpers.arrayElement(items);
	const catalog: Catalog = { games: [], sets: [], cards: [], skus: [], costs: [] };
	const addSku = (card: CardRow, condition: string, finish: string, language: string, basePrice: number | null) => {
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
			bin: `${pick(['A', 'B', 'C', 'D', 'E'])}-${String(faker.number.int({ min: 1, max: 40 })).padStart(2, '0')}-${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}`,
			barcode: sealed || faker.number.int(9) === 0 ? `20${String(id).padStart(10, '0')}` : null,
			sku_key: skuKey(card.id, condition, finish, language),
		});
		if (price !== null)
			catalog.costs.push({
				id: catalog.costs.length + 1,
				sku: id,
				unit_cost: Math.round(price * faker.number.float({ min: 0.45, max: 0.65 })),
			});
	};

	for (const spec of GAMES) {
		const game: GameRow = { id: catalog.games.length + 1, name: spec.name, code: spec.code };
		catalog.games.push(game);
		spec.sets.forEach((setSpec, index) => {
			const released = new Date(yearAgo.getTime() - (spec.sets.length - index) * 90 * 86_400_000);
			const set: SetRow = {
				id: catalog.sets.length + 1,
				game: game.id,
				code: setSpec.code,
				name: setSpec.name,
				release_date: released.toISOString().slice(0, 10),
			};
			catalog.sets.push(set);
			const fixtures = spec.fixtures.filter((fixture) => fixture.set === set.code);
			const used = new Set(fixtures.map((fixture) => fixture.number));
			const cards: Array<Pick<CardRow, 'name' | 'collector_number' | 'rarity' | 'kind'>> = fixtures.map((f) => ({
				name: f.name,
				collector_number: f.number,
				rarity: f.rarity,
				kind: 'single',
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
					kind: 'single',
				});
			}
			for (const product of SEALED_PRODUCTS)
				cards.push({ name: `${set.name} ${product}`, collector_number: '', rarity: 'Sealed', kind: 'sealed' });

			for (const values of cards) {
				const card: CardRow = {
					id: catalog.cards.length + 1,
					set: set.id,
					...values,
					search_text: searchText(values.name),
					image: null,
					tcgplayer_id: String(faker.number.int({ min: 100_000, max: 999_999 })),
					scryfall_id: spec.code === 'MTG' ? faker.string.uuid() : null,
					cardmarket_id: String(faker.number.int({ min: 100_000, max: 999_999 })),
				};
				catalog.cards.push(card);
				const rarityIndex = values.kind === 'sealed' ? 5 : Math.max(0, spec.rarities.indexOf(values.rarity));
				const base =
					faker.number.int(49) === 0
						? null
						: Math.round(
								RARITY_BASE_PRICE[Math.min(rarityIndex, RARITY_BASE_PRICE.length - 1)]! *
									faker.number.float({ min: 0.6, max: 1.8 }),
							);
				if (card.kind === 'sealed') {
					addSku(card, 'NM', 'normal', 'EN', base);
					continue;
				}
				const isFixture = fixtures.some((fixture) => fixture.name === card.name);
				const extra = isFixture
					? ['LP:normal', 'NM:foil', 'MP:normal']
					: faker.helpers.arrayElements(
							CONDITIONS.slice(1)
								.flatMap((c) => [`${c}:normal`])
								.concat(FINISHES.slice(1).map((f) => `NM:${f}`)),
							faker.number.int({ min: 1, max: Math.max(1, Math.round(size.cardsPerSet / 40)) + 1 }),
						);
				addSku(card, 'NM', 'normal', 'EN', base);
				for (const combo of extra) {
					const [condition, finish] = combo.split(':') as [string, string];
					addSku(card, condition, finish, 'EN', base);
				}
				if (faker.number.int(19) === 0) addSku(card, 'NM', 'normal', 'JA', base);
			}
		});
	}
	return catalog;
}
