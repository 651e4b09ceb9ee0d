/**
 * Answers to the first load's requests (`app/early-requests.ts`), ready before the dashboard's
 * code asks. Either the page's first script sent the requests while the browser was still
 * fetching and compiling the code (some 300 ms on a cold load), or the server that drew the
 * page's first frame had already asked them and wrote the answers into the page.
 *
 * Each early answer serves the first request of its kind, once, and only when it asked for the
 * same parameters and succeeded. Anything else (an ended session, an error, other parameters) is
 * asked again the usual way, through the SDK, which refreshes the session when it has to.
 */
export type EarlyKey = 'me' | 'globals' | 'permissions' | 'project' | 'currency' | 'inventory';

export interface EarlyRequest {
	params: Record<string, string>;
	response: Promise<Response>;
}

export type EarlyRequests = Partial<Record<EarlyKey, EarlyRequest>>;

/** An answer the server already has, as it writes it into the page it draws. */
export interface WrittenAnswer {
	params: Record<string, string>;
	data: unknown;
}

export type WrittenAnswers = Partial<Record<EarlyKey, WrittenAnswer>>;

declare global {
	interface Window {
		deckhandEarly?: EarlyRequests;
	}
}

/** The element of a page drawn by the server that holds the answers it drew with. */
export const WRITTEN_ANSWERS_ID = 'deckhand-first-load';

/** A page whose head says this is being drawn by the server: its answers come with the frame, none are asked early. */
export const DRAWN_BY_SERVER = 'deckhand-drawn-by-server';

/** The attribute of the frame the server drew, which the dashboard takes over once it is painted. */
export const DRAWN_FRAME = 'data-server-drawn';

function writtenInPage(): EarlyRequests {
	const written = document.getElementById(WRITTEN_ANSWERS_ID);
	return written ? fromWritten(JSON.parse(written.textContent ?? '{}') as WrittenAnswers) : {};
}

/**
 * The answers of the load under way: those the page's first script asked for, or those written
 * into the page by the server (read once, when first needed: they follow the frame), unless the
 * server drawing a frame says otherwise.
 */
let answersOfThisLoad: () => EarlyRequests | undefined = () => (window.deckhandEarly ??= writtenInPage());

/** For the server drawing frames for many people at once: where the answers of the frame being drawn are. */
export function takeAnswersFrom(source: () => EarlyRequests | undefined): void {
	answersOfThisLoad = source;
}

/** Written answers, served like answers to requests sent early. */
export function fromWritten(written: WrittenAnswers): EarlyRequests {
	return Object.fromEntries(
		Object.entries(written).map(([key, { params, data }]) => [key, { params, response: Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 })) }]),
	);
}

function sameParams(a: Record<string, string>, b: Record<string, string>): boolean {
	const keys = Object.keys(a);
	return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The early answer for `key` when it succeeded (and, for a request whose parameters vary, such as
 * a list's, when it asked for the same `params`); otherwise what `ask` answers.
 */
export async function earlyOr<T>(key: EarlyKey, ask: () => Promise<T>, params?: Record<string, string>): Promise<T> {
	const answers = answersOfThisLoad();
	const early = answers?.[key];
	if (answers && early) delete answers[key];
	if (early && (!params || sameParams(early.params, params))) {
		const response = await early.response.catch(() => undefined);
		if (response?.ok) return ((await response.json()) as { data: T }).data;
	}
	return ask();
}

/** Drops the early answers nobody took during the first load: later they would be out of date. */
export function forgetEarlyAnswers(): void {
	window.deckhandEarly = {};
}
