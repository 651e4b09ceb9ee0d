import type { Request, Router } from 'express';
import type { Route } from '../http/json-route.ts';
import type { Knex } from 'knex';
import { addLine } from '../buylists/add-line.ts';
import { buylistArrivals } from '../buylists/arrivals.ts';
import {
	parseBuylistPathId,
	parseBuylistTransition,
	parseCreateBuylist,
	parseLineChange,
	parseNewLine,
	parseSetCustomer,
} from '../buylists/buylist-input.ts';
import { buylistView } from '../buylists/buylist-view.ts';
import { changeLine } from '../buylists/change-line.ts';
import { holdForApproval } from '../buylists/approval-queue.ts';
import { createBuylist } from '../buylists/create-buylist.ts';
import { removeLine } from '../buylists/remove-line.ts';
import { setCustomer } from '../buylists/set-customer.ts';
import { transitionBuylist } from '../buylists/transition-buylist.ts';
import type { BuylistLimitExceeded } from '@deckhand/contract/errors/refusals.ts';
import { BuylistLimitExceededError } from '../errors.ts';
import { keyedRoute, once } from '../idempotency/keyed-route.ts';
import type { Actor, Books, RunCommand } from '../ledger/command.ts';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { routePath } from '../http/route-path.ts';

interface BuylistContext {
	database: Knex;
	run: RunCommand;
	/** The signed-in caller, refusing anyone else, before the input is read. */
	caller: (req: Request) => Actor;
	route: Route;
	/** Refuses a caller who may not read the collection. */
	mayRead: (req: Request, collection: string) => Promise<void>;
}

/**
 * Runs a command that may complete a buylist (a transition, a checkout with a trade-in). A
 * clerk's completion over a staff limit is refused and rolled back whole; the buylist is then put
 * in the owner's approval queue with why it waits by a second, small command, before the refusal
 * is answered.
 */
export async function withApprovalQueue<T>(
	run: RunCommand,
	actor: Actor,
	work: (books: Books) => Promise<T>,
	note: string | null,
): Promise<T> {
	try {
		return await run(actor, work);
	} catch (error) {
		if (error instanceof BuylistLimitExceededError) {
			const refusal = error.extensions as BuylistLimitExceeded;
			await run(actor, (books) => holdForApproval(books, refusal, note));
		}
		throw error;
	}
}

/** Trade-ins (`/deckhand/buylists/…`): every answer is the buylist as the dashboard shows it (`buylists/buylist-view.ts`). */
export function buylistRoutes(router: Router, { database, run, caller, route, mayRead }: BuylistContext): void {
	const idOf = (req: Request) => parseBuylistPathId(req.params['id'], 'id');
	const lineOf = (req: Request) => parseBuylistPathId(req.params['line'], 'line');

	router.post(
		routePath(ENDPOINTS.buylistCreate),
		route((req) => {
			const actor = caller(req);
			const request = parseCreateBuylist(req.body);
			return run(actor, (books) => createBuylist(books, request));
		}),
	);

	router.get(
		routePath(ENDPOINTS.buylist),
		route(async (req) => {
			const viewer = caller(req);
			const id = idOf(req);
			await mayRead(req, 'buylists');
			return buylistView(database, id, viewer);
		}),
	);

	router.get(
		routePath(ENDPOINTS.buylistArrivals),
		route(async (req) => {
			caller(req);
			const id = idOf(req);
			await mayRead(req, 'buylists');
			return buylistArrivals(database, id);
		}),
	);

	router.patch(
		routePath(ENDPOINTS.buylistCustomer),
		route((req) => {
			const actor = caller(req);
			const id = idOf(req);
			const request = parseSetCustomer(req.body);
			return run(actor, (books) => setCustomer(books, id, request));
		}),
	);

	router.post(
		routePath(ENDPOINTS.buylistLineAdd),
		route((req) => {
			const actor = caller(req);
			const id = idOf(req);
			const line = parseNewLine(req.body);
			return run(actor, (books) => addLine(books, id, line));
		}),
	);

	router.patch(
		routePath(ENDPOINTS.buylistLineChange),
		route((req) => {
			const actor = caller(req);
			const [id, line] = [idOf(req), lineOf(req)];
			const change = parseLineChange(req.body);
			return run(actor, (books) => changeLine(books, id, line, change));
		}),
	);

	router.delete(
		routePath(ENDPOINTS.buylistLineRemove),
		route((req) => {
			const actor = caller(req);
			const [id, line] = [idOf(req), lineOf(req)];
			return run(actor, (books) => removeLine(books, id, line));
		}),
	);

	// A completion moves stock and pays out: recorded once per `Idempotency-Key`, as every transition of the route.
	router.post(
		routePath(ENDPOINTS.buylistTransition),
		keyedRoute((req) => {
			const actor = caller(req);
			const id = idOf(req);
			const request = parseBuylistTransition(req.body);
			return withApprovalQueue(
				run,
				actor,
				once(req, request, (books) => transitionBuylist(books, id, request)),
				request.note,
			);
		}),
	);
}
