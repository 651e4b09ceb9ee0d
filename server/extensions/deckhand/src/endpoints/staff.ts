import type { Request, Router } from 'express';
import type { Route } from '../http/json-route.ts';
import type { Knex } from 'knex';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { AdminOnlyError } from '../errors.ts';
import { routePath } from '../http/route-path.ts';
import type { Actor } from '../ledger/command.ts';
import { sharedSignInCounts } from '../sign-in/sign-in-counts.ts';
import { liftSignInLock } from '../staff/sign-in-lock.ts';

interface StaffContext {
	database: Knex;
	env: Record<string, unknown>;
	/** The signed-in caller, refusing anyone else, before the input is read. */
	caller: (req: Request) => Actor;
	route: Route;
}

/** The owner's commands on staff accounts (`/deckhand/staff/…`). */
export function staffRoutes(router: Router, { database, env, caller, route }: StaffContext): void {
	router.post(
		routePath(ENDPOINTS.signInLockLift),
		route(async (req) => {
			if (!caller(req).admin)
				throw new AdminOnlyError("Only an administrator can lift someone's sign-in lock.", {});
			await liftSignInLock(database, await sharedSignInCounts(env), req.params['user']);
		}),
	);
}
