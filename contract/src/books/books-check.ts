import type { BooksSubject } from './invariants.ts';

export type BooksTrigger = 'start' | 'schedule' | 'manual';

export interface BrokenRule {
	rule: string;
	/** What is wrong, in a shop owner's words. */
	description: string;
	subject: BooksSubject;
	/** The ids of the first offending rows (SKUs, customers, orders or order lines). */
	ids: number[];
	/** The first offending rows as the rule's query reads them (e.g. quantity and Σ movements). */
	rows: Record<string, unknown>[];
	/** More rows break the rule than are shown. */
	more: boolean;
}

/**
 * One run of the books checker. `unchecked`: no run has finished since the server started;
 * `failed`: the check itself could not run (the database did not answer), which says nothing
 * about the books.
 */
export interface BooksReport {
	status: 'unchecked' | 'holds' | 'broken' | 'failed';
	trigger: BooksTrigger | null;
	checked_at: string | null;
	duration_ms: number | null;
	/** How many rules were checked. */
	rules: number;
	broken: BrokenRule[];
	error: string | null;
}
