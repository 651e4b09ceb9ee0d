import type { Person } from './review-list.ts';

/** The runs `GET /deckhand/prices/runs` lists: a reprice, or an undo of a run (itself a run, so it can be undone). */
export type RunKind = 'reprice' | 'undo';

/** Another run named by a run: the undo that took it back, or the run an undo took back. */
export interface RunReference {
	run: string;
	who: Person | null;
	date_created: string;
}

/** One run of the price ledger, newest first: who ran it, when, how many SKUs it changed and their retail value. */
export interface RepriceRunRow {
	run: string;
	kind: RunKind;
	who: Person | null;
	date_created: string;
	/** The SKUs it changed (a move accepted from the review queue later counts in its run). */
	skus: number;
	/** Price × copies on hand now of the SKUs it changed, at their prices before and after the run. */
	retail: { before: number; after: number };
	/** The newest undo that took this run back; null while it stands. */
	undone_by: RunReference | null;
	/** An undo: the run it took back. */
	undoes: RunReference | null;
}

/** What `GET /deckhand/prices/runs?offset&limit` answers: a page of runs and how many there are in all. */
export interface RepriceRunPage {
	total: number;
	rows: RepriceRunRow[];
}
