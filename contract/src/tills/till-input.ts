import type { ManualCashKind } from './till-limits.ts';

/** `POST /deckhand/tills/:till/open`: the cash counted into the drawer. */
export interface OpenTillRequest {
	float: number;
}

/** `POST /deckhand/tills/:till/sessions/:session/cash`: cash put in or taken out by hand, and why. */
export interface PaidInOutRequest {
	kind: ManualCashKind;
	amount: number;
	reason: string;
}

/** `POST /deckhand/tills/:till/sessions/:session/close`: the cash counted, and a note. */
export interface CloseTillBody {
	counted: number;
	note?: string | null;
}

/** `?page=&limit=` of a sessions history (the first page of 25 when left out). */
export interface HistoryParams {
	page?: string;
	limit?: string;
}
