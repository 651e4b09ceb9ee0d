import type { TillSessionStatus } from '../schema/choices.ts';

/** A till as its status names it. */
export interface TillView {
	id: number;
	name: string;
	active: boolean;
}

/** A session as the till endpoints answer it: the till's name beside its id, times as ISO text. */
export interface SessionView {
	id: number;
	till: number;
	till_name: string;
	status: TillSessionStatus;
	opening_float: number;
	opened_at: string;
	/** The person's id, which the dashboard compares with the signed-in person's; `opened_by_name` is what is shown. */
	opened_by: string | null;
	/** Their name, or their e-mail address when they have none: a person is never shown by their id. */
	opened_by_name: string | null;
	closed_at: string | null;
	closed_by: string | null;
	closed_by_name: string | null;
	/** While open, for administrators only: the cash the drawer should hold (a clerk counts blind). */
	expected_cash: number | null;
	counted_cash: number | null;
	over_short: number | null;
	close_note: string | null;
}

/** A page of sessions, newest first. */
export interface SessionPage {
	data: SessionView[];
	total: number;
	page: number;
	limit: number;
}

/** `GET /deckhand/tills/:till/status`: the till and its open session, if any. */
export interface TillStatus {
	till: TillView;
	session: SessionView | null;
}
