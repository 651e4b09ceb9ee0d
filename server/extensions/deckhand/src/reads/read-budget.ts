import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import { invalid } from '../errors.ts';

/** What a request's reads have put into its answer so far, while the answer is still to be sent. */
interface ReadBudget {
	spent: number;
	open: boolean;
	/** The request asked a collection for every row (`limit=-1`): a read at the row bound is then counted first. */
	everyRow: boolean;
	/** The request's turn among heavy reads (`read-turns.ts`), held until its answer is sent. */
	turn?: Promise<() => void>;
}

const budgets = new AsyncLocalStorage<ReadBudget>();

/** Requests that only read: a page, a REST read or SEARCH, a GraphQL document until it is seen to hold a mutation. */
const isRead = (req: Request) =>
	['GET', 'HEAD', 'SEARCH'].includes(req.method) ||
	(req.method === 'POST' && /^\/graphql(\/system)?\/?$/.test(req.path));

/**
 * Gives each reading request a budget its reads draw on, whatever reads it makes: one REST read,
 * the several reads of a GraphQL document (a hundred aliased queries are a hundred reads) or of a
 * page drawn on the server. Once the answer is sent the budget closes: what the server still reads
 * afterwards (an export written to a file in batches) is no longer part of an answer. A write's
 * answer is held before the write instead (`read-routes.ts`), since refusing it after would leave
 * the write done and the writer told it failed.
 */
export function withReadBudget(req: Request, res: Response, next: NextFunction): void {
	const budget: ReadBudget = { spent: 0, open: isRead(req), everyRow: false };
	let ended = false;
	const close = () => {
		if (ended) return;
		ended = true;
		budget.open = false;
		void budget.turn?.then((release) => release());
	};
	res.once('finish', close);
	res.once('close', close);
	budgets.run(budget, next);
}

const openBudget = (): ReadBudget | undefined => {
	const budget = budgets.getStore();
	return budget?.open ? budget : undefined;
};

/** Whether the code running now reads for an answer still to be sent. */
export const answering = (): boolean => openBudget() !== undefined;

/** A GraphQL document holding a mutation writes: its reads are held before it runs, like a REST write's. */
export function closeReadBudget(): void {
	const budget = budgets.getStore();
	if (budget) budget.open = false;
}

export function askForEveryRow(): void {
	const budget = budgets.getStore();
	if (budget) budget.everyRow = true;
}

export const everyRowAsked = (): boolean => openBudget()?.everyRow === true;

/**
 * Draws a read's values on the request's budget, refusing the read that would take it past
 * `max`. A read outside any reading request (a schedule, start-up, a write) draws nothing.
 */
export function spendOnAnswer(values: number, max: number): void {
	const budget = openBudget();
	if (!budget) return;
	if (budget.spent + values > max) throw tooManyValues(budget.spent + values, max);
	budget.spent += values;
}

/** The longest a request keeps its turn: an answer a client is slow to take must not hold back everyone's. */
const TURN_MS = 1_000;

/**
 * Waits for the request's turn among heavy reads (`take`), once per request: its other reads and
 * the rest of its answer go on within the same turn, released when the answer is sent or after
 * `TURN_MS`, whichever comes first.
 */
export async function waitForTurn(take: () => Promise<() => void>): Promise<void> {
	const budget = openBudget();
	if (!budget) return;
	budget.turn ??= take().then((release) => {
		setTimeout(release, TURN_MS).unref();
		return release;
	});
	await budget.turn;
}

export const tooManyValues = (values: number, max: number) =>
	invalid(
		'fields',
		`This would answer up to ${values} values (each field of each row, and a related row's each time it is repeated); at most ${max}: ask for fewer rows, fewer related fields or a smaller nested limit.`,
		{ max },
	);
