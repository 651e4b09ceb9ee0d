/** A card as the lists name it: the inventory's SKU rows and the catalogue's card rows. */
export interface CardSummary {
	id: number;
	name: string;
	collector_number: string | null;
	rarity: string | null;
	kind: string;
	/** The shop's own picture (a Directus file), shown first. */
	image: string | null;
	/** Whether the catalogue has a picture of it (`/deckhand/catalogue/pictures/:card`), shown where the shop has none. */
	catalogue_picture: boolean;
}

/** One row of the inventory: a SKU with its card, set and game. */
export interface InventoryRow {
	id: number;
	condition: string;
	finish: string;
	language: string;
	edition: string | null;
	price: number | null;
	quantity: number;
	bin: string | null;
	barcode: string | null;
	card: CardSummary;
	set: { id: number; code: string; name: string };
	game: { id: number; name: string; code: string };
}
