import type { CatalogueRun, CatalogueSourceId } from './catalogue-run.ts';
import type { SourceSettings } from './source-settings.ts';

/** How many of a source's runs `GET /deckhand/catalogue/sources` gives, newest first: its history on the owner's screen. */
export const SOURCE_RUNS_SHOWN = 5;

/** What `GET /deckhand/catalogue/sources` answers for each source, in `CATALOGUE_SOURCE_IDS`' order. */
export interface CatalogueSourceState {
	source: CatalogueSourceId;
	/** Its folder in the data folder, where the owner puts its files (`catalogue/<source>/`). */
	folder: string;
	/** How many files are in it (none: the folder is missing or empty, and a run of it would fail). */
	files: number;
	/** Its newest runs, newest first; the first one at work, if any, is the run going on. */
	runs: CatalogueRun[];
	/** Its address, schedule and hour (the defaults until the owner saves them). */
	settings: SourceSettings;
	/** When its schedule starts it next (ISO); none when its schedule is off. */
	nextRunAt: string | null;
}
