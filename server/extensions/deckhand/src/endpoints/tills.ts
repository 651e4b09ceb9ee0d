import type { Request, Router } from 'express';
import type { Route } from '../http/json-route.ts';
import type { Knex } from 'knex';
import { AdminOnlyError } from '../errors.ts';
import { keyedRoute, once } from '../idempotency/keyed-route.ts';
import type { Actor, RunCommand } from '../ledger/command.ts';
import { parseHistoryQuery, parsePathId } from '../tills/till-input.ts';
import { parseBody } from '../domain/request-body.ts';
import { CLOSE_TILL, OPEN_TILL, PAID_IN_OUT } from '@deckhand/contract/tills/till-input.ts';
import { sessionHistory, tillStatus } from '../tills/till-history.ts';
import { tillReport } from '../tills/till-report.ts';
import { closeTill, openTill, paidInOut } from '../tills/till-sessions.ts';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { routePath } from '../http/route-path.ts';

interface TillContext {
	database: Knex;
	run: RunCommand;
	/** The signed-in caller, refusing anyone else, before the input is read. */
	caller: (req: Request) => Actor;
	route: Route;
}

/**
 * The tills (`/deckhand/tills/…`). A clerk's "own till" is the one the browser is set to, which
 * the dashboard names in the path: a session is reached through its till, so a session of another
 * till is refused, and the history of every till at once is for administrators. Opening, cash
 * paid in or out and closing are recorded once per `Idempotency-Key`, as every command moving money.
 */
export function tillRoutes(router: Router, { database, run, caller, route }: TillContext): void {
	const tillOf = (req: Request) => parsePathId(req.params['till'], 'till');
	const sessionOf = (req: Request) => parsePathId(req.params['session'], 'session');

	router.get(
		routePath(ENDPOINTS.tillSessions),
		route(async (req) => {
			const actor = caller(req);
			if (!actor.admin)
				throw new AdminOnlyError(
					"Every till's history is for administrators; a clerk sees the history of the till this browser is set to.",
					{},
				);
			return sessionHistory(database, null, parseHistoryQuery(req.query as Record<string, unknown>));
		}),
	);

	router.get(
		routePath(ENDPOINTS.tillStatus),
		route((req) => {
			const actor = caller(req);
			return tillStatus(database, actor, tillOf(req));
		}),
	);

	router.get(
		routePath(ENDPOINTS.tillHistory),
		route((req) => {
			caller(req);
			return sessionHistory(database, tillOf(req), parseHistoryQuery(req.query as Record<string, unknown>));
		}),
	);

	router.post(
		routePath(ENDPOINTS.tillOpen),
		keyedRoute((req) => {
			const actor = caller(req);
			const till = tillOf(req);
			const request = parseBody(OPEN_TILL, req.body);
			return run(
				actor,
				once(req, request, (books) => openTill(books, till, request)),
			);
		}),
	);

	router.post(
		routePath(ENDPOINTS.tillCash),
		keyedRoute((req) => {
			const actor = caller(req);
			const [till, session] = [tillOf(req), sessionOf(req)];
			const request = parseBody(PAID_IN_OUT, req.body);
			return run(
				actor,
				once(req, request, (books) => paidInOut(books, till, session, request)),
			);
		}),
	);

	router.post(
		routePath(ENDPOINTS.tillClose),
		keyedRoute((req) => {
			const actor = caller(req);
			const [till, session] = [tillOf(req), sessionOf(req)];
			const request = parseBody(CLOSE_TILL, req.body);
			return run(
				actor,
				once(req, request, (books) => closeTill(books, till, session, request)),
			);
		}),
	);

	router.get(
		routePath(ENDPOINTS.tillReport),
		route((req) => {
			const actor = caller(req);
			return tillReport(database, actor, tillOf(req), sessionOf(req));
		}),
	);
}
