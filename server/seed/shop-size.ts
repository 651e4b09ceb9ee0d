/** How big a demo shop to make. The default fits a first look; `scale` is for benchmarks. */
export interface ShopSize {
	/** The catalog: the catalogue sources' real samples (the demo), or generated names (tests, benchmarks). */
	cards: 'samples' | 'generated';
	/** Cards per set of a generated catalog; with the samples, how many SKUs a card gets grows with it. */
	cardsPerSet: number;
	customers: number;
	orders: number;
	buylists: number;
}

export const DEFAULT_SIZE: ShopSize = {
	cards: 'samples',
	cardsPerSet: 100,
	customers: 250,
	orders: 2_400,
	buylists: 300,
};
export const SCALE_SIZE: ShopSize = {
	cards: 'generated',
	cardsPerSet: 900,
	customers: 5_000,
	orders: 110_000,
	buylists: 4_000,
};
/** A handful of everything, for the tests' throw-away servers. */
export const TINY_SIZE: ShopSize = { cards: 'generated', cardsPerSet: 4, customers: 10, orders: 40, buylists: 8 };
