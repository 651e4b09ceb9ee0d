import type { ViewState } from './view-input.ts';

/** A saved view of a list as the server answers it. */
export interface SavedView {
	id: number;
	name: string;
	state: ViewState;
	/** Shared with everyone (no user, no role). */
	shared: boolean;
	/** Saved by the caller for themself. */
	mine: boolean;
}

/** What saving a view answers: the view, and whether it replaced the caller's view of the same name. */
export type SavedViewAnswer = SavedView & { replaced: boolean };
