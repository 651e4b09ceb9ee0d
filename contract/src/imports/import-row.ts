import type { Condition, Edition, Finish } from '../schema/choices.ts';

/** The file formats an import reads, detected from the header row or chosen. */
export const IMPORT_FORMATS = ['deckhand', 'tcgplayer', 'manabox', 'deckbox', 'dragonshield', 'moxfield'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * One data row of an import file as Deckhand will store it: what a format's mapper makes of the
 * file's columns, before any card or SKU is looked up. Money in integer minor units. Every text
 * is trimmed; an empty cell is null.
 */
export interface ImportRow {
	/** The game, where the file names it (TCGplayer's Product Line) or the format implies it (ManaBox: Magic). */
	gameCode: string | null;
	gameName: string | null;
	setCode: string | null;
	setName: string | null;
	cardName: string;
	collectorNumber: string | null;
	rarity: string | null;
	kind: 'single' | 'sealed';
	/** External ids of the card (a printing): TCGplayer product, Scryfall, Cardmarket. */
	cardTcgplayerId: string | null;
	scryfallId: string | null;
	cardmarketId: string | null;
	condition: Condition;
	finish: Finish;
	/** Upper-case language code as SKUs keep it: EN, JA, DE, ZH-CN … */
	language: string;
	edition: Edition | null;
	/** TCGplayer's id of the SKU (its pricing export's `TCGplayer Id`). */
	skuTcgplayerId: string | null;
	bin: string | null;
	barcode: string | null;
	/** The copies the file holds: what on hand becomes when quantities are replaced, or what is added. */
	quantity: number | null;
	/** A change the file asks for on top (TCGplayer's `Add to Quantity`), never counted twice for the same file. */
	quantityAdd: number | null;
	/** The shop's selling price. */
	price: number | null;
	/** What one copy cost the shop (a purchase price): becomes the SKU's cost. */
	cost: number | null;
	/**
	 * The currency of `cost` when the file gives it in another than the shop's (ISO 4217, as the
	 * file names it), in that currency's minor units; none: the cost is in the shop's currency.
	 */
	costCurrency: string | null;
	/** A market price the file carries (TCGplayer's `TCG Market Price`, Deckhand's `market_price`): TCGplayer's, kept with its date. */
	marketPrice: number | null;
	/** The day the market price was taken (`YYYY-MM-DD`, UTC), where the file says it (Deckhand's CSV); none: the import's time. */
	marketPriceDate: string | null;
}

/** Why a row cannot be stored: the file's column (as its header names it) and a sentence naming the word or the bound. */
export interface RowError {
	column: string;
	message: string;
}

/** A data row read: its line in the file (1 = the first line, the header's line counted) and what it maps to. */
export type ReadRow =
	{ line: number; row: ImportRow; errors?: undefined } | { line: number; row?: undefined; errors: RowError[] };
