import type { Condition, Edition, Finish } from '@deckhand/contract/schema/choices.ts';

/**
 * TCGplayer's words for what Deckhand keeps as codes, in one place for the pricing export (which
 * writes them) and the TCGplayer import (which reads them back). TCGplayer writes a SKU's
 * condition, printing and language in one cell, `Condition`:
 *
 *     <condition>[ <edition>][ <finish>][ - <language>]
 *
 * e.g. `Near Mint`, `Lightly Played Foil`, `Near Mint 1st Edition Holofoil`,
 * `Near Mint Reverse Holofoil`, `Lightly Played - Japanese`; sealed product is `Unopened`.
 * Each table is plain data, so a reader can turn it round.
 */
/**
 * The header of TCGplayer's pricing export, in its order (some accounts add `My Store Reserve
 * Quantity` and `My Store Price`): Deckhand's TCGplayer export writes it so.
 */
export const TCGPLAYER_PRICING_COLUMNS = [
	'TCGplayer Id',
	'Product Line',
	'Set Name',
	'Product Name',
	'Title',
	'Number',
	'Rarity',
	'Condition',
	'TCG Market Price',
	'TCG Direct Low',
	'TCG Low Price With Shipping',
	'TCG Low Price',
	'Total Quantity',
	'Add to Quantity',
	'TCG Marketplace Price',
	'Photo URL',
] as const;

export type TcgplayerPricingColumn = (typeof TCGPLAYER_PRICING_COLUMNS)[number];

export const TCGPLAYER_CONDITIONS: Readonly<Record<Condition, string>> = {
	NM: 'Near Mint',
	LP: 'Lightly Played',
	MP: 'Moderately Played',
	HP: 'Heavily Played',
	DMG: 'Damaged',
};

/** What TCGplayer says of sealed product, in place of a condition (Deckhand keeps it as NM). */
export const TCGPLAYER_SEALED = 'Unopened';

export const TCGPLAYER_EDITIONS: Readonly<Record<Edition, string>> = {
	first_edition: '1st Edition',
	unlimited: 'Unlimited',
	limited: 'Limited',
};

/**
 * The finish as TCGplayer's printing names it; a normal finish is not said. Pokémon calls its foil
 * "Holofoil" (`TCGPLAYER_FOIL_BY_GAME`); every other game "Foil". TCGplayer lists Magic's etched
 * foils as products of their own whose printing is "Foil": Deckhand writes "Foil Etched", so the
 * finish survives a file that comes back to Deckhand.
 */
export const TCGPLAYER_FINISHES: Readonly<Record<Finish, string>> = {
	normal: '',
	foil: 'Foil',
	reverse_holo: 'Reverse Holofoil',
	etched: 'Foil Etched',
};

/** Games whose foil printing TCGplayer names otherwise, by Deckhand's game code. */
export const TCGPLAYER_FOIL_BY_GAME: Readonly<Record<string, string>> = { PKM: 'Holofoil' };

/** TCGplayer's language names by Deckhand's language code; English is not said. */
export const TCGPLAYER_LANGUAGES: Readonly<Record<string, string>> = {
	EN: '',
	JA: 'Japanese',
	DE: 'German',
	FR: 'French',
	IT: 'Italian',
	ES: 'Spanish',
	PT: 'Portuguese',
	KO: 'Korean',
	RU: 'Russian',
	'ZH-CN': 'Chinese (S)',
	'ZH-TW': 'Chinese (T)',
};

/** TCGplayer's product lines by Deckhand's game code (a game not listed is written by its own name). */
export const TCGPLAYER_PRODUCT_LINES: Readonly<Record<string, string>> = {
	MTG: 'Magic',
	PKM: 'Pokemon',
	YGO: 'YuGiOh',
	OPCG: 'One Piece Card Game',
	LOR: 'Lorcana TCG',
};

const own = (table: Readonly<Record<string, string>>, key: string): string | undefined =>
	Object.hasOwn(table, key) ? table[key] : undefined;

export interface TcgplayerSku {
	kind: 'single' | 'sealed';
	condition: Condition;
	edition: Edition | null;
	finish: Finish;
	/** Upper-case, as SKUs keep it (EN, JA, ZH-CN …). */
	language: string;
	gameCode: string;
}

/**
 * A SKU's `Condition` cell in TCGplayer's words. A language TCGplayer has no name for in the table
 * is written as Deckhand's code (`Near Mint - TH`), so nothing is lost on the way.
 */
export function tcgplayerCondition(sku: TcgplayerSku): string {
	const condition = sku.kind === 'sealed' ? TCGPLAYER_SEALED : TCGPLAYER_CONDITIONS[sku.condition];
	const finish =
		sku.finish === 'foil'
			? (own(TCGPLAYER_FOIL_BY_GAME, sku.gameCode) ?? TCGPLAYER_FINISHES.foil)
			: TCGPLAYER_FINISHES[sku.finish];
	const printing = [condition, sku.edition ? TCGPLAYER_EDITIONS[sku.edition] : '', finish]
		.filter((word) => word !== '')
		.join(' ');
	const language = own(TCGPLAYER_LANGUAGES, sku.language) ?? sku.language;
	return language === '' ? printing : `${printing} - ${language}`;
}

/** The `Product Line` cell: TCGplayer's name for the game, or the game's own name. */
export function tcgplayerProductLine(game: { code: string; name: string }): string {
	return own(TCGPLAYER_PRODUCT_LINES, game.code) ?? game.name;
}
