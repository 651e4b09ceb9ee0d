import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { CardKind, Edition, Finish } from '@deckhand/contract/schema/choices.ts';
import type { CardLanguage } from '@deckhand/contract/domain/card-languages.ts';
import type { CatalogueSourceId } from '@deckhand/contract/catalogue/catalogue-run.ts';

/**
 * What every catalogue source is read into, whatever its own format: sets, the cards printed in
 * them (a card is one printing: a set, a number, a language), and market prices. A source module
 * (`sources/`) reads its published files as a stream and yields these one by one; the catalogue
 * run applies them. Ids are the sources' own, as text.
 */

/** The games the catalogue knows, by the codes Deckhand's catalog gives them. */
export type CatalogueGame = 'MTG' | 'PKM' | 'YGO' | 'LOR' | 'OPCG';

export interface SourceSet {
	type: 'set';
	game: CatalogueGame;
	/** The source's own id of the set, unique within the source (Scryfall's set code, pokemontcg.io's `sv3`, Lorcana's "1"). */
	sourceId: string;
	/** The code printed on the cards or used by sellers, upper-case: `OBF`, `LOB`, `OP01`. */
	code: string;
	name: string;
	/** YYYY-MM-DD. */
	releaseDate: string | null;
	/** TCGplayer's group of the set, where the source gives it. */
	tcgplayerGroupId: string | null;
}

/** The other systems' ids of a printing, where the source gives them. */
export interface PrintingIds {
	scryfall: string | null;
	/** Scryfall's oracle id: the same card across its printings. */
	oracle: string | null;
	/** TCGplayer's product id. */
	tcgplayer: string | null;
	/** Cardmarket's idProduct. */
	cardmarket: string | null;
}

/** One market price of a printing in one finish, as the source quotes it on the day it was read. */
export interface SourcePrice {
	finish: Finish;
	/**
	 * The edition quoted, where the source tells editions apart (a Base Set holo's 1st Edition is
	 * many times its Unlimited); none where it quotes the card whatever its edition.
	 */
	edition: Edition | null;
	/** ISO 4217. */
	currency: string;
	/** The source's market figure (TCGplayer's market price, Cardmarket's trend), minor units. */
	market: number;
	/** The lowest listing, where the source gives it, minor units. */
	low: number | null;
}

export interface SourceCard {
	type: 'card';
	/** The source's own id of the printing, unique within the source. */
	sourceId: string;
	/** The `sourceId` of its set, read before it. */
	setSourceId: string;
	name: string;
	collectorNumber: string | null;
	rarity: string | null;
	kind: CardKind;
	language: CardLanguage;
	/** The finishes it was printed in, never empty. */
	finishes: readonly Finish[];
	ids: PrintingIds;
	/** The address of its picture at the source. */
	image: string | null;
	prices: readonly SourcePrice[];
}

/** A price of a source that lists prices alone, matched to a card by another system's product id. */
export interface SourceQuote {
	type: 'quote';
	match: { system: 'tcgplayer' | 'cardmarket'; productId: string };
	price: SourcePrice;
}

/**
 * A group of TCGplayer's catalogue (a set, a promo line, a sealed line), as a price feed lists them:
 * the shop's set it is, where it has it, keeps the group's id and name, so a file of TCGplayer's
 * (whose sets are named "SV03: Obsidian Flames") finds the shop's set. A group makes no set.
 */
export interface SourceGroup {
	type: 'group';
	game: CatalogueGame;
	groupId: string;
	name: string;
	/** TCGplayer's abbreviation of the group, where it gives one: most often the code printed on the cards. */
	abbreviation: string | null;
}

/**
 * A record the source publishes that the shop's catalogue does not keep, passed over and counted
 * (a Magic card printed only for the computer games, a language Deckhand has no code for).
 */
export interface SourceSkip {
	type: 'skip';
	record: string;
	reason: string;
}

export type SourceRecord = SourceSet | SourceCard | SourceGroup | SourceQuote | SourceSkip;

/**
 * A source's files by name, each a byte stream: from a folder, or downloaded from the source's
 * addresses (the name is then the source's path, or an address of its own). A name the source
 * does not have is refused by the opener; `optional` ones answer null instead.
 */
export interface SourceFiles {
	open(name: string): Promise<Readable>;
	openOptional(name: string): Promise<Readable | null>;
}

/**
 * A source's files on this machine, each found by its path (a downloaded file downloaded first):
 * a run's reader, in a thread of its own, asks for the paths and opens the files itself.
 */
export interface LocalFiles extends SourceFiles {
	/** The file's path, or null where the source has no file of that name; a name it cannot have is refused. */
	pathOf(name: string): Promise<string | null>;
	/** Why a file the source has no file of is refused, naming where it was looked for. */
	missing(name: string): Promise<SourceRefusal>;
}

/** Files opened from their paths. */
export function filesAt(paths: Pick<LocalFiles, 'pathOf' | 'missing'>): LocalFiles {
	return {
		...paths,
		async open(name) {
			const path = await paths.pathOf(name);
			if (path === null) throw await paths.missing(name);
			return createReadStream(path);
		},
		async openOptional(name) {
			const path = await paths.pathOf(name);
			return path === null ? null : createReadStream(path);
		},
	};
}

/** One catalogue source: its id, and how its files are read into records. */
export interface CatalogueSource {
	id: CatalogueSourceId;
	read(files: SourceFiles): AsyncGenerator<SourceRecord>;
	/** The games a source of several reads, where it was made for some of them (`tcgcsvOf`): its reader in its own thread is made so again. */
	games?: readonly number[];
	/**
	 * A price feed: its quotes find the shop's cards by their product ids (no card of its own), so
	 * the same files apply to more cards once the shop has more, and are read again every run.
	 */
	priceFeed?: true;
}

/**
 * A source's record refused: the run applies nothing. `record` names it as the file does, by its
 * place and id where it has one ("card 12 (id base1-4)"), `field` the field at fault.
 */
export class SourceRefusal extends Error {
	readonly record: string;
	readonly field: string;

	constructor(record: string, field: string, problem: string) {
		super(`${record}: ${field} ${problem}`);
		this.name = 'SourceRefusal';
		this.record = record;
		this.field = field;
	}
}
