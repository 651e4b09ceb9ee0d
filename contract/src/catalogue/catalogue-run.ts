import { z } from 'zod';

/** The catalogue's sources, by id (docs/decisions/catalogue-sources.md). */
export const CATALOGUE_SOURCE_IDS = [
	'scryfall',
	'pokemon-tcg-data',
	'ygoprodeck',
	'lorcanajson',
	'one-piece',
	'cardmarket',
	'tcgcsv',
] as const;
export type CatalogueSourceId = (typeof CATALOGUE_SOURCE_IDS)[number];

/** Each source by the name it publishes under (a name, not translated). */
export const CATALOGUE_SOURCE_NAMES: Readonly<Record<CatalogueSourceId, string>> = {
	scryfall: 'Scryfall',
	'pokemon-tcg-data': 'pokemon-tcg-data',
	ygoprodeck: 'YGOPRODeck',
	lorcanajson: 'LorcanaJSON',
	'one-piece': 'One Piece card JSON',
	cardmarket: 'Cardmarket price guide',
	tcgcsv: 'TCGCSV',
};

/**
 * A run's state: reading the source (the shop's catalogue untouched), applying it in one
 * transaction, then done or failed; or cancelled by the owner while it worked, nothing of it applied.
 */
export const CATALOGUE_RUN_STATUSES = ['reading', 'applying', 'done', 'failed', 'cancelled'] as const;
export type CatalogueRunStatus = (typeof CATALOGUE_RUN_STATUSES)[number];

/** The states of a run at work: one of them can be cancelled, and a second run of its source waits for it to end. */
export const WORKING_RUN_STATUSES = ['reading', 'applying'] as const satisfies readonly CatalogueRunStatus[];

export const isWorking = (status: CatalogueRunStatus): boolean =>
	(WORKING_RUN_STATUSES as readonly CatalogueRunStatus[]).includes(status);

/** What a run applied: created, updated, or found among the shop's own. */
export interface AppliedCounts {
	created: number;
	updated: number;
	linked: number;
}

export interface CatalogueRunCounts {
	/** Records read: sets and cards new or changed, unchanged ones, quotes, and records passed over. */
	read: { records: number; sets: number; cards: number; unchanged: number; quotes: number; skipped: number };
	sets: AppliedCounts;
	cards: AppliedCounts;
	/** Market prices written, and quotes of no card the catalogue has. */
	quotes: { applied: number; unmatched: number };
	/**
	 * Changes of market prices kept (of cards the shop has SKUs for), and the reviews their large
	 * moves queued; runs from before the market's history have none.
	 */
	moves?: { recorded: number; reviews: number };
}

/** How a run started: the owner's "Run now", or the source's schedule. */
export const RUN_TRIGGERS = ['owner', 'schedule'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];

/** What a run downloaded before it read (none: it read the source's folder as it was). */
export interface RunDownload {
	/** Files asked for at their addresses. */
	files: number;
	/** Of them, those the source answered unchanged since they were last downloaded (304). */
	unchanged: number;
	/** Bytes received. */
	bytes: number;
}

export interface CatalogueRun {
	id: number;
	source: CatalogueSourceId;
	status: CatalogueRunStatus;
	trigger: RunTrigger;
	/** Who started it; none for a scheduled run. */
	by: string | null;
	startedAt: string;
	finishedAt: string | null;
	/** Records read so far. */
	progress: number;
	counts: CatalogueRunCounts | null;
	/** A failed run's sentence, naming the record refused. */
	failure: string | null;
	download: RunDownload | null;
}

const SOURCE_WORDS = `one of ${CATALOGUE_SOURCE_IDS.join(', ')}`;

/** `POST /deckhand/catalogue/runs`: the source to run now. */
export const START_CATALOGUE_RUN = z.object({
	source: z.enum(CATALOGUE_SOURCE_IDS, { error: `Name the source to run: ${SOURCE_WORDS}.` }),
});
